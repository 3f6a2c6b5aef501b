// The invocation matrix of `gavel verify` (Polygon's name for it): every solution against every group, and how
// near the time limit the problem's solutions come from either side.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tools/verify.hpp"

namespace gavel {

/// One solution on one group.
struct MatrixCell {
    Verdict verdict = Verdict::skipped;  // the group's first verdict not AC, AC when every test is; SK when none ran
    std::optional<Duration> worst;       // the slowest of its tests that ran
};

struct MatrixRow {
    std::string solution;
    std::string expected;  // the folder's verdict, or a package submission's expectation
    Verdict got = Verdict::skipped;
    bool as_expected = false;
    bool not_run = false;
    std::vector<MatrixCell> cells;  // one per group of the matrix
};

/// A solution's time on one test, as near the limit as the problem's solutions come.
struct TimeMark {
    std::string solution;
    std::string test;      // group/name
    Duration time{0};      // CPU time
    Duration limit{0};     // that test's CPU limit
    bool at_least = false; // still TLE at longer_time_limit x the limit: `time` is a floor
};

struct VerifyMatrix {
    std::string problem;
    std::vector<std::string> groups;  // in suite order (a package's: its data groups)
    std::vector<MatrixRow> rows;      // in the order verify judged them
    /// The slowest test of a solution expected to be accepted (and accepted there).
    std::optional<TimeMark> slowest_accepted;
    /// Of the solutions expected to exceed the time limit, the one whose slowest test is fastest, with that test:
    /// the margin the limit has above it.
    std::optional<TimeMark> fastest_rejected;
    /// Why the limit is sensitive (within 20% of either mark), one sentence per mark; empty when it is not.
    std::vector<std::string> time_limit_warnings;
};

/// A limit this close to a mark (either side) is "sensitive to the time limit".
constexpr double time_limit_margin = 0.2;

/// The matrix of `rows` (verify_problem's, or a merge's), whose reports have one test per entry of `time_limits`
/// (each test's CPU limit, in suite order).
VerifyMatrix verify_matrix(const std::string& problem, const std::vector<VerifyRow>& rows,
                           const std::vector<Duration>& time_limits);

}  // namespace gavel
