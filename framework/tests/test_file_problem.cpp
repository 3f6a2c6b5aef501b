// A problem made only of files (problem.yaml with `plugin: none`): stored inputs and answers, a checker program and
// a validator program, judged end to end by the gavel binary with no plugin loaded.
#include <catch2/catch.hpp>

#include <fstream>

#include "cli_runner.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

// The fixture copied to scratch, so that a test may spoil it.
fs::path copy_of_files_fixture(const std::string& name) {
    const auto root = scratch() / name;
    fs::remove_all(root);
    fs::copy(fs::path(FIXTURES_DIR) / "files", root, fs::copy_options::recursive);
    return root;
}

fs::path twosum_folder(const fs::path& root) { return root / "problems" / "twosum"; }

std::string twosum_solution(const std::string& file) {
    return std::string(FIXTURES_DIR) + "/files/problems/twosum/solutions/" + file;
}

}  // namespace

TEST_CASE("a problem of plain files is listed and its stored answers pass its checker", "[files][cli]") {
    const auto listed = gavel(on("files") + " list");
    CHECK(listed.exit_code == 0);
    CHECK_THAT(listed.out, Catch::Contains("twosum") && Catch::Contains("Two numbers that make the target"));
    const auto run = gavel(on("files") + " run twosum");
    INFO(run.err);
    CHECK(run.exit_code == 0);
    CHECK_THAT(run.err, Catch::Contains("twosum/all/no-pair AC") && Catch::Contains("(stored answers), score 100/100"));
}

TEST_CASE("a problem of plain files grades with its checker program, which accepts any right pair", "[files][cli]") {
    // pairs.c finds the last pair, the stored answer is the first: only the checker program can accept it.
    const auto right = gavel(on("files") + " grade twosum " + twosum_solution("accepted/pairs.c"));
    INFO(right.out << right.err);
    CHECK(right.exit_code == 0);
    CHECK_THAT(right.out, Catch::Contains("two-pairs") && Catch::Contains("100/100"));
    const auto wrong = gavel(on("files") + " grade twosum " + twosum_solution("wrong_answer/first_two.c"));
    CHECK(wrong.exit_code == 1);
    CHECK_THAT(wrong.out, Catch::Contains("the two values do not make the target"));
}

TEST_CASE("a problem of plain files verifies its bundled solutions", "[files][cli]") {
    const auto verified = gavel(on("files") + " verify twosum");
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    CHECK_THAT(verified.out, Catch::Contains("3 solutions, 3 as their folders promise"));
}

TEST_CASE("a problem of plain files is refused where it would need a plugin", "[files][cli][errors]") {
    const auto no_answer = gavel(on("files-bad") + " run no-answer");
    CHECK(no_answer.exit_code == 2);
    CHECK_THAT(no_answer.err, Catch::Contains("testcases/no-answer/suite.yaml:7:9: case 'missing' has no answer, and there is no plugin") &&
                                  Catch::Contains("expected an 'answer:'"));
    check_refused(gavel(on("files-bad") + " run generates"), "testcases/generates/suite.yaml:5:15: group 'random' generates cases, but there is no plugin");
    check_refused(gavel(on("files-bad") + " run plugin-checker"), "problems/plugin-checker/problem.yaml:5:10: checker 'plugin' needs a plugin");
    const auto bad_plugin = gavel(on("files-bad") + " run bad-plugin");
    CHECK(bad_plugin.exit_code == 2);
    CHECK_THAT(bad_plugin.err, Catch::Contains("problems/bad-plugin/problem.yaml:4:9: expected 'plugin: none'") &&
                                   Catch::Contains("found 'sum'"));
    check_refused(gavel(on("files") + " solve twosum", "2 0\n1 -1\n"), "problem 'twosum' has no reference solver");
}

TEST_CASE("a problem of plain files has its validator program judge every input first", "[files][validator]") {
    const auto root = copy_of_files_fixture("files-invalid");
    std::ofstream(root / "testcases" / "twosum" / "data" / "no-pair.in", std::ios::trunc) << "1 5\n7\n";
    const auto run = gavel("--root " + root.string() + " run twosum");
    INFO(run.err);
    CHECK(run.exit_code == 1);
    CHECK_THAT(run.err, Catch::Contains("no-pair") && Catch::Contains("validator.c refuses the input: line 1: expected n from 2 to 1000"));
    CHECK_THAT(run.err, Catch::Contains("two-pairs AC"));
}

TEST_CASE("a validator program's message is one bounded line, and one that fails is told apart", "[files][validator]") {
    const auto root = copy_of_files_fixture("files-noisy");
    std::ofstream(twosum_folder(root) / "validator.c", std::ios::trunc)
        << "#include <stdio.h>\nint main(void) { for (int i = 0; i < 5000; ++i) printf(\"bad\\033[31m\\n\"); return 43; }\n";
    const auto noisy = gavel("--root " + root.string() + " run twosum");
    CHECK(noisy.exit_code == 1);
    CHECK(noisy.err.find('\033') == std::string::npos);
    CHECK_THAT(noisy.err, Catch::Contains("bad\\x1b[31m bad\\x1b[31m"));  // the escape shown, as printable_text shows it
    CHECK(noisy.err.size() < 8000);

    std::ofstream(twosum_folder(root) / "validator.c", std::ios::trunc) << "int main(void) { return *(volatile int*)0; }\n";
    const auto crashed = gavel("--root " + root.string() + " run twosum");
    CHECK(crashed.exit_code == 1);
    CHECK_THAT(crashed.err, Catch::Contains("the validator validator.c failed: killed by signal 11") &&
                                Catch::Contains("expected exit code 42 valid or 43 invalid"));
}

TEST_CASE("a validator program that does not compile is refused before anything runs", "[files][validator][errors]") {
    const auto root = copy_of_files_fixture("files-bad-validator");
    std::ofstream(twosum_folder(root) / "validator.c", std::ios::trunc) << "int main(void) { return 42 }\n";
    const auto listed = gavel("--root " + root.string() + " list");
    CHECK(listed.exit_code == 0);  // listing builds nothing
    const auto run = gavel("--root " + root.string() + " run twosum");
    CHECK(run.exit_code == 2);
    CHECK_THAT(run.err, Catch::Contains("problem.yaml: validator") && Catch::Contains("validator.c does not compile"));
    CHECK(run.err.find("two-pairs") == std::string::npos);
}
