// gavel generate and gavel show: a problem's cases, generated ones included, with their answers.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "cli_runner.hpp"
#include "fixture_inputs.hpp"
#include "gavel/random.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

// The sum of the two integers of `input`, with a newline: sum's reference answer.
std::string sum_of(const std::string& input) {
    long long a = 0, b = 0;
    std::istringstream(input) >> a >> b;
    return std::to_string(a + b) + "\n";
}

}  // namespace

TEST_CASE("gavel generate writes every generated case and the reference's answer to GROUP/NAME files", "[generate][cli]") {
    const fs::path out = scratch() / "generated-sum";
    fs::remove_all(out);
    const auto made = gavel_test::gavel(on("root") + " generate sum -o " + out.string());
    INFO(made.out << made.err);
    REQUIRE(made.exit_code == 0);
    CHECK_THAT(made.out, Catch::StartsWith("wrote 20 case(s) of sum to " + out.string()));
    // The same bytes as the generator makes from the group's seed; the answers the reference's.
    std::size_t files = 0;
    for (const auto& entry : fs::recursive_directory_iterator(out)) files += entry.is_regular_file();
    CHECK(files == 40);
    for (const int k : {1, 7, 20}) {
        const std::string input = read_all(out / "random" / ("gen-" + std::to_string(k) + ".in"));
        CHECK_FALSE(input.empty());
        CHECK(read_all(out / "random" / ("gen-" + std::to_string(k) + ".ans")) == sum_of(input));
    }
    // Named cases only, a stored one with its stored answer, a whole group: no other file.
    const fs::path some = scratch() / "some-sum";
    fs::remove_all(some);
    REQUIRE(gavel_test::gavel(on("root") + " generate sum random/gen-3 samples -o " + some.string()).exit_code == 0);
    CHECK(read_all(some / "samples" / "statement.in") == "1 2\n");
    CHECK(read_all(some / "samples" / "statement.ans") == "3\n");
    CHECK(read_all(some / "samples" / "negative.ans") == "-3\n");
    CHECK(read_all(some / "random" / "gen-3.in") == read_all(out / "random" / "gen-3.in"));
    CHECK_FALSE(fs::exists(some / "random" / "gen-4.in"));
}

TEST_CASE("gavel show prints a case's bytes when piped, and on a terminal its start and its size", "[generate][cli]") {
    const auto input = gavel_test::gavel(on("root") + " show sum random/gen-2");
    REQUIRE(input.exit_code == 0);
    const auto answer = gavel_test::gavel(on("root") + " show sum random/gen-2 --answer");
    REQUIRE(answer.exit_code == 0);
    CHECK(answer.out == sum_of(input.out));
    // The bytes the generator makes for the group's second case (seeds derive from the group's, 3).
    CHECK(input.out == generated_input("root", "sum", gavel::Random::derive(3, 1), {{"bound", "1000000"}}));
    // On a terminal (script gives it one): headed, sized, the answer's source said.
    const std::string command = std::string(GAVEL_BINARY) + " " + on("root") + " show sum random/gen-2";
    auto shown = run_program("script", "-qec '" + command + "' /dev/null");
    std::erase(shown.out, '\r');  // a terminal's line ends
    INFO(shown.out << shown.err);
    CHECK(shown.exit_code == 0);
    CHECK_THAT(shown.out, Catch::Contains("sum random/gen-2") && Catch::Contains("--- input: " + std::to_string(input.out.size()) + " bytes, 1 lines"));
    CHECK_THAT(shown.out, Catch::Contains("--- answer (reference solver): "));
}

TEST_CASE("gavel show cuts a long case on a terminal, and says how to get it whole", "[generate][cli]") {
    // A root whose `lines` (one integer a line; the answer counts them) has one stored case of 5000 lines.
    const fs::path root = scratch() / "long-case";
    fs::remove_all(root);
    fs::create_directories(root / "problems" / "lines");
    fs::create_directories(root / "testcases" / "lines");
    fs::copy_file(fs::path(FIXTURES_DIR) / "stress" / "problems" / "lines" / "problem.yaml", root / "problems" / "lines" / "problem.yaml");
    std::string lines;
    for (int k = 0; k < 5000; ++k) lines += std::to_string(k % 100) + "\n";
    std::ofstream(root / "testcases" / "lines" / "long.in") << lines;
    std::ofstream(root / "testcases" / "lines" / "suite.yaml") << "problem: lines\ngroups:\n  - name: big\n    points: 100\n    cases:\n"
                                                                   "      - { name: long, input: { file: long.in }, answer: \"5000\\n\" }\n";
    const std::string command = std::string(GAVEL_BINARY) + " --root " + root.string() + " --plugin-path " + TEST_PLUGIN_DIR + " show lines big/long";
    auto shown = run_program("script", "-qec '" + command + "' /dev/null");
    std::erase(shown.out, '\r');  // a terminal's line ends
    INFO(shown.out << shown.err);
    CHECK(shown.exit_code == 0);
    CHECK(shown.out.size() < 2000);
    CHECK_THAT(shown.out, Catch::Contains("--- input: 15 KiB, 5000 lines\n0\n1\n") && Catch::Contains("\n29\n... 4970 more lines"));
    CHECK_THAT(shown.out, Catch::Contains("(gavel generate lines big/long writes it whole)"));
    CHECK_THAT(shown.out, Catch::Contains("--- answer (stored): 5 bytes, 1 lines\n5000"));
}

TEST_CASE("gavel generate and show refuse what names no case, with the groups there are", "[generate][cli][errors]") {
    check_refused(gavel_test::gavel(on("root") + " generate sum random/gen-99 -o " + (scratch() / "none").string()),
                  "no case 'random/gen-99': expected GROUP or GROUP/NAME (a generated case is GROUP/gen-N); the groups are samples, random");
    check_refused(gavel_test::gavel(on("root") + " show sum nowhere"), "no case 'nowhere'");
    check_refused(gavel_test::gavel(on("root") + " show sum random"), "'random' is a group of 20 cases; name one: GROUP/NAME");
    check_refused(gavel_test::gavel(on("root") + " show nope random/gen-1"), "nope");
    check_refused(gavel_test::gavel(on("root") + " generate crashcheck -o " + (scratch() / "none").string()), "has no generated cases");
    CHECK_FALSE(fs::exists(scratch() / "none"));
    // A file where the folder must go.
    std::ofstream(scratch() / "a-file") << "x";
    check_refused(gavel_test::gavel(on("root") + " generate sum random/gen-1 -o " + (scratch() / "a-file").string()), "cannot make the folder");
}
