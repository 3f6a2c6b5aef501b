// Scoring: a report's verdict is its first non-AC test's, in suite order. In a gavel suite each test earns a credit
// from 0 to 1 (AC: 1, or the fraction its checker gave; any other verdict: 0), and each group scores its points
// times the smallest credit of its tests (`aggregate: min`) or their mean (`sum`), or nothing when a group it
// depends on did not pass (every test at full credit); the score is the groups' sum, and in a pass-fail suite
// (judge.hpp) nothing unless every test passed. A problem package scores by its own result aggregation.
#pragma once

#include <string>
#include <vector>

#include "config/suite.hpp"
#include "problem/judging_rules.hpp"
#include "report/report.hpp"

namespace gavel {

struct PreparedTest;

/// Takes a solution's test results in suite order and keeps the report.
class Scorer {
public:
    /// `aggregation`, when not null, scores the report instead of group points (a problem package's rules).
    Scorer(const std::string& problem, const std::string& solution, const Suite& suite,
           const ResultAggregation* aggregation = nullptr);
    /// The result of the next test (of group `group_index`).
    void add(std::size_t group_index, TestResult result);
    /// The report, with every group's score (Report::groups) and their sum.
    Report finish() &&;

private:
    const Suite& suite_;
    const ResultAggregation* aggregation_;
    Report report_;
    std::vector<std::size_t> group_of_;  // the group of each result in report_.tests
};

/// A test's credit in a gavel suite: 0 unless AC, then its checker's fraction or 1.
double test_credit(const TestResult& result);

/// The groups' scores of a gavel suite from its tests' results (suite order, `group_of[i]` the group of result i):
/// what Scorer::finish puts in Report::groups.
std::vector<GroupScore> score_groups(const Suite& suite, const std::vector<TestResult>& results,
                                     const std::vector<std::size_t>& group_of);

/// Whether a gavel suite's report is worth its group scores on the console: a group aggregates by `sum` or depends
/// on another, or a test earned a fraction. Otherwise every group scores all or nothing, and the default table
/// says enough.
bool scores_in_parts(const Suite& suite, const Report& report);

/// The report of a solution that did not compile: CE, every test skipped alike, no points; the compiler's
/// message in the report's compile_error.
Report compilation_failed_report(const std::string& problem, const Suite& suite, const std::vector<PreparedTest>& tests,
                                 const std::string& solution, const std::string& message,
                                 const ResultAggregation* aggregation = nullptr);

}  // namespace gavel
