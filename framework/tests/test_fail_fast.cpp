// Fail-fast's rule on a run's results in suite order: what judging applies as results come in, and gavel merge
// applies to the shards' results put back together.
#include <catch2/catch.hpp>

#include <fstream>

#include "cli_runner.hpp"
#include "judge/fail_fast.hpp"

using namespace gavel;

namespace {

Problem scoring_problem(std::vector<std::int64_t> points) {
    Problem problem;
    for (std::size_t g = 0; g < points.size(); ++g) {
        TestGroup group;
        group.name = "g" + std::to_string(g);
        group.points = points[g];
        problem.suite.groups.push_back(group);
    }
    return problem;
}

std::vector<TestResult> results_of(const std::string& verdicts) {
    std::vector<TestResult> results;
    for (const char c : verdicts) {
        TestResult result;
        result.name = std::to_string(results.size());
        result.verdict = c == 'A' ? Verdict::accepted : c == 'W' ? Verdict::wrong_answer : Verdict::skipped;
        result.message = "measured";
        result.cpu = Duration(5);
        results.push_back(result);
    }
    return results;
}

std::string verdicts_of(const std::vector<TestResult>& results) {
    std::string text;
    for (const auto& result : results) text += result.verdict == Verdict::accepted ? 'A' : result.verdict == Verdict::wrong_answer ? 'W' : 'S';
    return text;
}

}  // namespace

TEST_CASE("fail-fast in a scoring suite: a failure ends its own group, even where later tests ran and passed", "[fail_fast]") {
    const Problem problem = scoring_problem({0, 40, 60});
    FailFast rule(problem, true, false);
    CHECK_FALSE(rule.ends_run());
    auto results = results_of("AAAWAAAWAA");
    rule.apply(results, {0, 0, 1, 1, 1, 2, 2, 2, 2, 2});
    CHECK(verdicts_of(results) == "AAAWSAAWSS");
    CHECK(results[4].message == "not run: an earlier test of its group failed");
    CHECK_FALSE(results[4].cpu);  // what a test it ends measured is not kept
}

TEST_CASE("fail-fast in a pass-fail suite, and stop at first failure: a failure ends the run", "[fail_fast]") {
    SECTION("pass-fail") {
        FailFast rule(scoring_problem({0, 100}), true, false);
        CHECK(rule.ends_run());
        auto results = results_of("AWAWA");
        rule.apply(results, {0, 0, 1, 1, 1});
        CHECK(verdicts_of(results) == "AWSSS");
        CHECK(results[2].message == "not run: an earlier test failed");
    }
    SECTION("stop at first failure, whatever the suite") {
        FailFast rule(scoring_problem({50, 50}), false, true);
        auto results = results_of("AAWAA");
        rule.apply(results, {0, 0, 0, 1, 1});
        CHECK(verdicts_of(results) == "AAWSS");
    }
}

TEST_CASE("fail-fast with partial credit: a sum group goes on past a failure, a suite whose one group sums is no pass-fail", "[fail_fast][scores]") {
    Problem problem = scoring_problem({0, 40, 60});
    problem.suite.groups[2].aggregate = TestGroup::Aggregate::sum;
    FailFast rule(problem, true, false);
    auto results = results_of("AAWAAWAA");
    rule.apply(results, {0, 1, 1, 1, 2, 2, 2, 2});
    CHECK(verdicts_of(results) == "AAWSAWAA");  // the min group ends; the sum group's later tests still score
    Problem one_sum = scoring_problem({0, 100});
    one_sum.suite.groups[1].aggregate = TestGroup::Aggregate::sum;
    CHECK_FALSE(FailFast(one_sum, true, false).ends_run());
    CHECK(FailFast(scoring_problem({0, 100}), true, false).ends_run());
}

TEST_CASE("without fail-fast every result stands, and an SK is no failure", "[fail_fast]") {
    FailFast rule(scoring_problem({0, 100}), false, false);
    auto results = results_of("AWASA");
    rule.apply(results, {0, 0, 1, 1, 1});
    CHECK(verdicts_of(results) == "AWASA");
    FailFast fast(scoring_problem({50, 50}), true, false);
    results = results_of("SAAA");
    fast.apply(results, {0, 0, 1, 1});
    CHECK(verdicts_of(results) == "SAAA");
}

TEST_CASE("a parallel grade's report does not depend on timing: what another box ran after a failure is SK", "[fail_fast][cli]") {
    // The first test fails slowly; the second box meanwhile passes the tests after it. Those are still SK, as
    // fail-fast promises, and as a merge of shards makes them.
    const auto solution = gavel_test::scratch() / "slow_first.py";
    std::ofstream(solution) << "import time\na, b = map(int, input().split())\n"
                               "if (a, b) == (1, 2):\n    time.sleep(0.4)\n    print(a + b + 1)\nelse:\n    print(a + b)\n";
    const auto graded = gavel_test::gavel(gavel_test::on("root") + " grade sum " + solution.string() + " -j 2");
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 1);
    CHECK_THAT(graded.out, Catch::Contains("samples/statement") && Catch::Contains("WA"));
    CHECK_THAT(graded.out, Catch::Contains("sum: WA (wrong answer)  score 0/100  0/22 tests accepted"));
}
