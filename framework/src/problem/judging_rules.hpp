// The two rules a problem package brings that gavel's own problems do not: how test results add up to a
// submission's verdict and score (result aggregation), and what each bundled submission must get (its
// expectation). gavel's own problems use neither: group points (judge/score.hpp) and the solutions folder's verdict.
#pragma once

#include <string>

#include "report/report.hpp"

namespace gavel {

/// A package's result aggregation: the legacy default grader, or 2025-09's pass-fail, sum and min with max_score
/// and require_pass. Abstract: each version aggregates its own way.
class ResultAggregation {
public:
    virtual ~ResultAggregation() = default;
    /// Sets `report`'s verdict, score, max_score and groups from its tests (suite order, every test present,
    /// skipped ones as SK). A validator's score that the rules forbid (score.txt in a pass-fail group, over the
    /// maximum) makes the verdict JE, with the reason in the test's message.
    virtual void aggregate(Report& report) const = 0;
    /// True when one rejected test decides the verdict and score of the whole submission, so that judging may end
    /// there; false for a scoring problem, whose other groups still score.
    virtual bool pass_fail() const = 0;
    /// True when the first rejected test of suite group `group` (a data folder) decides that folder's result, so
    /// that its later tests may be skipped: false where they still score (a sum group) or still count (legacy
    /// on_reject: continue, whose grader sees every result).
    virtual bool ends_group_at_first_failure(const std::string& group) const = 0;
};

/// What a bundled submission of a package promises: its folder's rule, or submissions.yaml's. Abstract: legacy
/// folders and 2025-09 globs state them differently.
class SubmissionExpectation {
public:
    virtual ~SubmissionExpectation() = default;
    /// As the verify table shows it: "AC", "WA (AC or WA, at least one WA)", "score 40..60".
    virtual std::string describe() const = 0;
    /// Empty when `report` (every test judged) keeps the promise; otherwise why not, naming a test.
    virtual std::string unmet(const Report& report) const = 0;
};

}  // namespace gavel
