// `gavel verify` and `gavel calibrate`: the bundled solutions of a problem against what their folders promise.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tools/grade.hpp"

namespace gavel {

struct VerifyRow {
    std::string problem;
    std::string solution;
    Verdict expected = Verdict::accepted;
    Verdict got = Verdict::skipped;
    Verdict at_longer_limit = Verdict::skipped;  // graded again at 1.5 × the time limit
    bool as_expected = false;                    // WA and PE both satisfy wrong_answer/
    std::string decided_by;                      // the test that gave `got` (group/name; the first not AC in
                                                 // suite order), empty when every test was AC or none ran (CE)
    std::string message;                         // that test's message, or the compiler's for CE
    bool time_sensitive = false;                 // the verdict changed at 1.5 × the time limit
    // A package's submission (its expectation set): every test is judged once, at the limit, and its promise is
    // the expectation's, not a folder's verdict.
    std::string expected_text;                   // the expectation as the table shows it; empty for gavel's folders
    std::string language;
    /// Not judged, and why: its language cannot run here (no toolchain installed, or none exists for it).
    std::string not_run;
    Report report;                               // the grading at the limit (every test, unless fail-fast)
    /// A folder's solution's tests judged again at longer_time_limit × the limit, by index in report.tests: its TLE
    /// tests up to the first still not AC there (with fail-fast: every test, up to the first failure there).
    /// at_longer_limit is the first verdict not AC in suite order with these in place; the matrix takes from them
    /// how far over the limit it is.
    std::map<std::size_t, TestResult> retried;
};

/// Folder solutions are graded again at this multiple of the time limit, to find verdicts that depend on it.
constexpr double longer_time_limit = 1.5;

/// Why `submission` cannot be judged here (its language's toolchain is missing), or "" when it can.
std::string not_run_here(const Submission& submission, const LanguageTable& languages);
/// The row of a submission not judged, and why.
VerifyRow not_run_row(const std::string& problem, const Submission& submission, std::string why);
/// The row of a graded submission: `report` at the limit and, for a folder's, `retried`: its tests judged again at
/// longer_time_limit × it (VerifyRow::retried); a package submission's expectation decides its row instead.
VerifyRow verify_row(const std::string& problem, const Submission& submission, Report report,
                     std::map<std::size_t, TestResult> retried);

/// The verdict with the retried tests' results in place of theirs at the limit: the first not AC in suite order.
Verdict verdict_at_longer_limit(const Report& at_limit, const std::map<std::size_t, TestResult>& retried);

/// Judges again at longer_time_limit × the limit, one at a time in suite order, the tests of `at_limit` (judged by
/// `grader` on its tests) that verdict_at_longer_limit needs: each TLE test, until one is still not AC there or a
/// test failed otherwise first. Their results by position in at_limit.tests.
std::map<std::size_t, TestResult> retry_at_longer_limit(Grader& grader, const Report& at_limit);

/// Grades each bundled solution on every test (Polygon's invocations: the matrix needs each group's verdict), then
/// a folder's solution again at 1.5 × the limit where it was TLE (retry_at_longer_limit). With `fail_fast` a folder's solution
/// stops at its first failing test, and is graded again at 1.5 × up to its first failure there. A package
/// submission, whose expectation speaks of every test, is judged once on every test.
/// Stops before the next solution once `base.stop` is set.
std::vector<VerifyRow> verify_problem(const ProblemJudge& judge, const GradeOptions& base, bool fail_fast,
                                      const std::function<void(const VerifyRow&)>& on_row);

struct Calibration {
    struct Timing {
        std::string solution;
        Verdict verdict = Verdict::skipped;
        std::string slowest_test;
        Duration slowest{0};
    };
    std::vector<Timing> accepted;
    Duration proposed{0};  // slowest accepted test × 2, rounded up to 100 ms
    struct Margin {
        std::string solution;
        bool over_margin = false;  // still TLE at 1.5 × the proposed limit
        Verdict verdict = Verdict::skipped;
    };
    std::vector<Margin> too_slow;
};

/// Times the accepted solutions on every test, proposes a limit, checks the time_limit_exceeded ones against it.
Calibration calibrate_problem(const ProblemJudge& judge, const GradeOptions& base);

}  // namespace gavel
