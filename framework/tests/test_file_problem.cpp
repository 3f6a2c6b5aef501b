// A problem made only of files (problem.yaml with `plugin: none`): stored inputs and answers, a checker program and
// a validator program, judged end to end by the gavel binary with no plugin loaded.
#include <catch2/catch.hpp>

#include "cli_runner.hpp"

using namespace gavel_test;

namespace {

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
