#include "verify_table.hpp"

#include <spdlog/spdlog.h>

#include <cstdio>

#include "base/printable_text.hpp"
#include "report/report.hpp"
#include "verify_json.hpp"
#include "verify_matrix_table.hpp"
#include "verify_show.hpp"

namespace gavel::cli {
namespace {

std::string name_of(Verdict verdict) { return std::string(short_name(verdict)); }

// Why a solution did not get its folder's verdict: the test that gave the verdict it got, and that test's message.
std::string unexpected_because(const VerifyRow& row) {
    std::string first_line = row.message.substr(0, row.message.find('\n'));
    if (row.got == Verdict::compilation_error) return "it does not compile: " + first_line;
    if (row.decided_by.empty()) return first_line.empty() ? "every test is AC" : first_line;
    return name_of(row.got) + " on " + row.decided_by + (first_line.empty() ? "" : ": " + first_line);
}

}  // namespace

void print_verify_header() {
    std::printf("%-14s %-44s %-8s %-5s %-7s %s\n", "PROBLEM", "SOLUTION", "EXPECTED", "GOT", "AT 1.5x", "RESULT");
}

void print_verify_row(const VerifyRow& row, bool show) {
    const std::string result = !row.not_run.empty() ? "NOT RUN: " + row.not_run
                               : row.as_expected    ? "ok"
                                                    : "WRONG VERDICT (" + unexpected_because(row) + ")";
    std::printf("%-14s %-44s %-8s %-5s %-7s %s%s\n", row.problem.c_str(), row.solution.c_str(), name_of(row.expected).c_str(),
                name_of(row.got).c_str(), name_of(row.at_longer_limit).c_str(), result.c_str(),
                row.time_sensitive ? ", sensitive to time limit" : "");
    if (show && !row.as_expected) print_first_failing_exchange(row);
    std::fflush(stdout);
}

void VerifyTally::add(const VerifyRow& row) {
    ++total;
    good += row.as_expected;
    not_run += !row.not_run.empty();
    sensitive += row.time_sensitive;
    if (row.time_sensitive)
        spdlog::warn("{}: {} is sensitive to time limit ({} at the limit, {} at 1.5x)", row.problem, row.solution,
                     name_of(row.got), name_of(row.at_longer_limit));
}

void VerifyTally::print_summary() const {
    std::printf("\nverify: %zu solutions, %zu as their folders promise, %zu not, %zu not run, %zu sensitive to time limit\n",
                total, good, total - good - not_run, not_run, sensitive);
}

nlohmann::json verify_problem_json(const std::string& problem, const std::vector<VerifyRow>& rows, const VerifyMatrix& matrix) {
    nlohmann::json submissions = nlohmann::json::array();
    for (const auto& row : rows) submissions.push_back(verify_row_json(row));
    return {{"problem", problem}, {"submissions", std::move(submissions)}, {"matrix", verify_matrix_json(matrix)}};
}

void print_package_verify_header() {
    std::printf("%-14s %-40s %-8s %-32s %-5s %-8s %-9s %s\n", "PROBLEM", "SUBMISSION", "LANG", "EXPECTED", "GOT", "SCORE",
                "TIME", "RESULT");
}

void print_package_verify_row(const VerifyRow& row, bool show) {
    const std::string result = !row.not_run.empty() ? "NOT RUN: " + row.not_run
                               : row.as_expected    ? "ok"
                                                    : "NOT AS EXPECTED: " + printable_text(row.message.substr(0, row.message.find('\n')), 300);
    std::printf("%-14s %-40s %-8s %-32s %-5s %-8s %-9s %s\n", row.problem.c_str(), printable_text(row.solution).c_str(),
                row.language.c_str(), printable_text(row.expected_text, 29).c_str(), name_of(row.got).c_str(),
                format_score(row.report.score).c_str(), format_duration(slowest(row.report)).c_str(), result.c_str());
    if (show && !row.as_expected) print_first_failing_exchange(row);
    std::fflush(stdout);
}

void print_package_verify_summary(const VerifyTally& tally) {
    std::printf("\nverify: %zu submissions, %zu as expected, %zu not, %zu not run\n", tally.total, tally.good,
                tally.total - tally.good - tally.not_run, tally.not_run);
}

nlohmann::json package_verify_json(const package::Package& opened, bool time_limit_inferred, const std::vector<VerifyRow>& rows,
                                   const VerifyMatrix& matrix) {
    nlohmann::json submissions = nlohmann::json::array();
    for (const auto& row : rows) submissions.push_back(verify_row_json(row));
    return {{"problem", opened.problem.id},
            {"package", printable_text(opened.directory.string())},
            {"format_version", package::name_of(opened.version)},
            {"type", opened.scoring ? "scoring" : "pass-fail"},
            {"time_limit_ms", to_ms(opened.problem.limits.time)},
            {"time_limit_inferred", time_limit_inferred},
            // Judging went on, so no validator refused the data; it is only known valid when every one ran.
            {"data_valid", !opened.data_validation_incomplete},
            {"warnings", opened.warnings},
            {"submissions", std::move(submissions)},
            {"matrix", verify_matrix_json(matrix)}};
}

}  // namespace gavel::cli
