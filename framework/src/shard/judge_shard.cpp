#include "shard/judge_shard.hpp"

#include <algorithm>

#include "tools/verify.hpp"

namespace gavel {
namespace {

ShardedProblem problem_header(const ProblemJudge& judge, const std::vector<PreparedTest>& tests, const std::string& argument) {
    ShardedProblem problem;
    problem.argument = argument;
    problem.id = judge.problem().id;
    problem.suite_digest = suite_digest(tests);
    problem.tests = tests.size();
    problem.time_limit_us = judge.problem().limits.time.count();
    return problem;
}

std::vector<std::uint64_t> costs_of(const std::vector<PreparedTest>& tests) {
    std::vector<std::uint64_t> costs;
    for (const auto& test : tests) costs.push_back(expected_cost(test));
    return costs;
}

}  // namespace

ShardedSolution shard_solution(const std::vector<PreparedTest>& tests, const std::vector<std::size_t>& indices, const Report& report) {
    ShardedSolution solution;
    solution.solution = report.solution;
    solution.compile_error = report.compile_error;
    for (std::size_t k = 0; k < indices.size() && k < report.tests.size(); ++k)
        solution.results.push_back({indices[k], tests[indices[k]].group_index, report.tests[k]});
    return solution;
}

std::vector<std::size_t> shard_tests(const std::vector<PreparedTest>& tests, const Shard& shard) {
    return shard_items(costs_of(tests), shard);
}

std::vector<PreparedTest> pick(const std::vector<PreparedTest>& tests, const std::vector<std::size_t>& indices) {
    std::vector<PreparedTest> picked;
    for (const std::size_t i : indices) picked.push_back(tests[i]);
    return picked;
}

ShardedProblem shard_record(const ProblemJudge& judge, const std::vector<PreparedTest>& tests,
                            const std::vector<std::size_t>& indices, const Report& report, const std::string& argument) {
    ShardedProblem problem = problem_header(judge, tests, argument);
    problem.solutions.push_back(shard_solution(tests, indices, report));
    return problem;
}

ShardedProblem grade_shard(const ProblemJudge& judge, const GradeOptions& options, const Shard& shard,
                           const std::string& argument, const GradeEvents& events) {
    const std::vector<PreparedTest> tests = judge.prepare(LimitOverrides{options.time_limit, {}, {}, {}});
    const std::vector<std::size_t> mine = shard_tests(tests, shard);
    Grader grader(judge, options, pick(tests, mine));
    return shard_record(judge, tests, mine, grader.run(events), argument);
}

ShardedProblem verify_shard(const ProblemJudge& judge, const GradeOptions& base, bool fail_fast, const Shard& shard,
                            const std::string& argument,
                            const std::function<void(const std::string&, std::size_t)>& on_solution) {
    const std::vector<PreparedTest> tests = judge.prepare();
    ShardedProblem problem = problem_header(judge, tests, argument);
    const auto& submissions = judge.problem().submissions;
    // The pairs, submission by submission: pair s * tests + t is submission s on test t.
    std::vector<std::uint64_t> costs;
    for (std::size_t s = 0; s < submissions.size(); ++s) {
        const auto test_costs = costs_of(tests);
        costs.insert(costs.end(), test_costs.begin(), test_costs.end());
    }
    const std::vector<std::size_t> mine = shard_items(costs, shard);
    for (std::size_t s = 0; s < submissions.size(); ++s) {
        if (base.stop && *base.stop) break;
        const Submission& submission = submissions[s];
        std::vector<std::size_t> indices;
        for (const std::size_t pair : mine)
            if (pair / std::max<std::size_t>(1, tests.size()) == s) indices.push_back(pair % tests.size());
        if (on_solution) on_solution(submission.label, indices.size());
        ShardedSolution solution;
        solution.solution = submission.label;
        if (indices.empty()) {
            problem.solutions.push_back(std::move(solution));
            continue;
        }
        if (solution.not_run = not_run_here(submission, base.languages); !solution.not_run.empty()) {
            problem.solutions.push_back(std::move(solution));
            continue;
        }
        GradeOptions options = base;
        options.solution = submission.file;
        const bool folder = submission.expectation == nullptr;
        options.stop_at_first_failure = folder && fail_fast;
        Grader grader(judge, options, pick(tests, indices));
        const Report report = grader.run({});
        solution = shard_solution(tests, indices, report);
        solution.solution = submission.label;
        // A folder's solution is judged again at the longer limit as verify judges it: the tests TLE here, or with
        // fail-fast, when one failed here, every test up to its first failure there (a shard where every test was
        // AC is AC there too).
        if (!folder) {
            problem.solutions.push_back(std::move(solution));
            continue;
        }
        solution.longer.emplace();
        const auto keep = [&](std::size_t position, const TestResult& result) {
            solution.longer->push_back({indices[position], tests[indices[position]].group_index, result});
        };
        if (!grader.compiled() || (base.stop && *base.stop)) {
        } else if (!fail_fast) {
            // Within the shard's share as verify does it in the whole suite: the merged verdict is the same, since
            // no shard stops before the first test that decides it.
            for (const auto& [position, result] : retry_at_longer_limit(grader, report)) keep(position, result);
        } else if (report.verdict != Verdict::accepted) {
            const Report longer = grader.run({}, longer_time_limit);
            for (std::size_t k = 0; k < longer.tests.size(); ++k) keep(k, longer.tests[k]);
        }
        problem.solutions.push_back(std::move(solution));
    }
    return problem;
}

}  // namespace gavel
