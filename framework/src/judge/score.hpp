// Scoring: a report's verdict is its first non-AC test's, in suite order; its score is the points of the groups
// whose every test is AC.
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
    /// The report, with the points of every fully accepted group.
    Report finish() &&;

private:
    const Suite& suite_;
    const ResultAggregation* aggregation_;
    Report report_;
    std::vector<bool> group_accepted_;
};

/// The report of a solution that did not compile: CE, every test skipped alike, no points; the compiler's
/// message in the report's compile_error.
Report compilation_failed_report(const std::string& problem, const Suite& suite, const std::vector<PreparedTest>& tests,
                                 const std::string& solution, const std::string& message,
                                 const ResultAggregation* aggregation = nullptr);

}  // namespace gavel
