// `gavel verify` and `gavel calibrate`: the bundled solutions of a problem against what their folders promise.
#pragma once

#include <filesystem>
#include <functional>
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
    Report report;                               // the grading at the limit, every test
};

/// Folder solutions are graded again at this multiple of the time limit, to find verdicts that depend on it.
constexpr double longer_time_limit = 1.5;

/// Why `submission` cannot be judged here (its language's toolchain is missing), or "" when it can.
std::string not_run_here(const Submission& submission, const LanguageTable& languages);
/// The row of a submission not judged, and why.
VerifyRow not_run_row(const std::string& problem, const Submission& submission, std::string why);
/// The row of a graded submission: `report` at the limit (every test for a package's submission, up to its first
/// failure for a folder's) and, for a folder's, the verdict at longer_time_limit × it; a package submission's
/// expectation decides its row instead.
VerifyRow verify_row(const std::string& problem, const Submission& submission, Report report, Verdict at_longer_limit);

/// Grades each bundled solution twice (the limit and 1.5 × it), stopping each at its first failing test; a
/// package submission, whose expectation speaks of every test, once on every test.
/// Stops before the next solution once `base.stop` is set.
std::vector<VerifyRow> verify_problem(const ProblemJudge& judge, const GradeOptions& base,
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
