// --html: what gavel grade and gavel verify found, as one page that stands alone: an inline stylesheet, no
// script, nothing fetched (no URL at all), so it opens offline, in a CI artifact viewer, or attached to a mail.
//
// A page shows a header (problem, solution, verdict, score), for verify the solutions x groups matrix with the
// two time marks and their warnings, a row per test (group/name, verdict, CPU time, memory, message), and per
// solution a plot of CPU time per test against the test's time limit, an inline SVG (a step line where tests
// have limits of their own). Everything it shows from programs or files (messages, names) passes markup_text:
// printable_text, then escaped. Per-solution test tables of verify sit in <details>, which opens without script.
//
// Colours are fixed, so a test can find them in a screenshot: report_colours below.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "report/report.hpp"
#include "tools/verify.hpp"
#include "tools/verify_matrix.hpp"

namespace gavel {

/// The colours the page uses (#rrggbb), for the matrix's cells and the plot's limit line.
namespace report_colours {
inline constexpr const char* accepted = "#8fd19e";       // AC cells
inline constexpr const char* wrong_answer = "#f08c8c";   // WA and PE cells
inline constexpr const char* time_limit = "#f5c451";     // TLE cells
inline constexpr const char* other_failure = "#c9a6ef";  // RE, MLE, OLE, CE, IE cells
inline constexpr const char* skipped = "#dddddd";        // SK: not run
inline constexpr const char* limit_line = "#e0007a";     // the time limit in the plot
}  // namespace report_colours

/// One problem of a verify run: its matrix, its rows (each with its Report) and each test's CPU limit.
struct VerifiedProblem {
    VerifyMatrix matrix;
    std::vector<VerifyRow> rows;
    std::vector<Duration> time_limits;
};

/// Each test's CPU limit as a grade judges it: the problem's (time_limits_of), or `every_test` (--time-limit) for all.
std::vector<Duration> graded_time_limits(const Problem& problem, std::optional<Duration> every_test);

/// The page of a grade: `report`, whose tests have the limits `time_limits` (suite order; a test past its end
/// has no limit line drawn).
std::string grade_report_html(const Report& report, std::span<const Duration> time_limits);

/// The page of a verify: each problem's matrix, marks, and its solutions' tests and plots.
std::string verify_report_html(std::span<const VerifiedProblem> problems);

/// The plot of one report's CPU time per test against its limits: an <svg> with one circle per test that has a
/// measured time, and one path for the limits. Part of the pages; its own function so a test can count.
std::string time_plot_svg(const Report& report, std::span<const Duration> time_limits);

}  // namespace gavel
