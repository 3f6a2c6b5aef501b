// Blaming the right party: an input the problem's validators refuse stops grade, verify and calibrate before any
// solution is judged (exit 2, naming the case and the validator's message); a validator that fails is exit 3.
#include <catch2/catch.hpp>

#include <fstream>

#include "cli_runner.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

// A fixture root copied to scratch, so that a test may spoil it.
fs::path copy_of_fixture(const std::string& fixture, const std::string& name) {
    const auto root = scratch() / name;
    fs::remove_all(root);
    fs::copy(fs::path(FIXTURES_DIR) / fixture, root, fs::copy_options::recursive);
    return root;
}

const std::string malformed_suite = std::string(FIXTURES_DIR) + "/honest/testcases/sum/malformed.yaml";
const std::string refused_letters = "malformed.yaml:8:9: case 'samples/letters': the validator rejected the input: "
                                    "line 1, column 3: expected b";

std::size_t occurrences(const std::string& text, const std::string& what) {
    std::size_t count = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++count;
    return count;
}

}  // namespace

TEST_CASE("grade stops at a malformed input, naming the case and the validator's message, and blames no solution", "[blame]") {
    const auto graded = gavel(on("honest") + " grade sum " + SUM_EXECUTABLE + " --suite " + malformed_suite);
    INFO(graded.out << graded.err);
    check_refused(graded, refused_letters);
    CHECK_THAT(graded.err, Catch::Contains("nothing was judged"));
    CHECK(graded.out.empty());  // no table, no verdict: the solution was never run
    CHECK(line_count(graded.err) == 1);

    // Not even a compilation error is given: the inputs are checked before the solution is compiled.
    const auto broken = scratch() / "does_not_compile.c";
    std::ofstream(broken) << "int main(void) { return 0 }\n";
    const auto not_compiled = gavel(on("honest") + " grade sum " + broken.string() + " --suite " + malformed_suite);
    check_refused(not_compiled, refused_letters);
    CHECK(not_compiled.out.empty());
}

TEST_CASE("grade names a validator program's refusal, and a validator that crashes is an internal error", "[blame][validator]") {
    const auto root = copy_of_fixture("files", "blame-files");
    const auto suite = root / "testcases" / "twosum" / "one-number.yaml";
    std::ofstream(suite) << "problem: twosum\ngroups:\n  - name: all\n    points: 100\n    cases:\n"
                            "      - { name: fine, input: \"2 0\\n5 -5\\n\", answer: \"1 2\\n\" }\n"
                            "      - { name: one-number, input: \"1 5\\n5\\n\", answer: \"1 1\\n\" }\n";
    const auto solution = root / "problems" / "twosum" / "solutions" / "accepted" / "pairs.c";
    const std::string command = "--root " + root.string() + " grade twosum " + solution.string() + " --suite " + suite.string();
    const auto refused = gavel(command);
    INFO(refused.out << refused.err);
    check_refused(refused, "one-number.yaml:7:9: case 'all/one-number': the validator validator.c refuses the input: "
                           "line 1: expected n from 2 to 1000");
    CHECK(refused.out.empty());

    std::ofstream(root / "problems" / "twosum" / "validator.c", std::ios::trunc) << "int main(void) { return *(volatile int*)0; }\n";
    const auto crashed = gavel(command);
    INFO(crashed.out << crashed.err);
    CHECK(crashed.exit_code == 3);
    CHECK_THAT(crashed.err, Catch::Contains("internal error") && Catch::Contains("case 'all/fine'") &&
                                Catch::Contains("the validator validator.c failed: killed by signal 11"));
    CHECK(crashed.out.empty());
}

TEST_CASE("verify and calibrate stop at a malformed input before grading any bundled solution", "[blame][verify]") {
    const auto root = copy_of_fixture("honest", "blame-verify");
    fs::copy_file(malformed_suite, root / "testcases" / "sum" / "suite.yaml", fs::copy_options::overwrite_existing);
    const auto on_copy = "--root " + root.string() + " --plugin-path " + TEST_PLUGIN_DIR;
    const auto verified = gavel(on_copy + " verify sum");
    INFO(verified.out << verified.err);
    check_refused(verified, "suite.yaml:8:9: case 'samples/letters': the validator rejected the input");
    CHECK(verified.out.find("accepted/sum.c") == std::string::npos);  // no row: no solution was graded

    const auto calibrated = gavel(on_copy + " calibrate sum");
    INFO(calibrated.out << calibrated.err);
    check_refused(calibrated, "suite.yaml:8:9: case 'samples/letters': the validator rejected the input");
    CHECK(calibrated.out.empty());
}

TEST_CASE("verify validates each input once, however many solutions it grades", "[blame][verify][cache]") {
    const auto verified = gavel(on("honest") + " --log-level debug verify sum");
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    // 21 inputs (a sample and 20 generated): validated before the first grading; each of the two accepted
    // solutions then finds every one in the judge's validation cache.
    CHECK(occurrences(verified.err, "sum: 21 inputs validated, 0 answered by the validation cache") == 1);
    CHECK(occurrences(verified.err, "sum: 0 inputs validated, 21 answered by the validation cache") == 2);
}
