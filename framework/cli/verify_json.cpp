#include "verify_json.hpp"

#include <spdlog/spdlog.h>

#include "base/printable_text.hpp"
#include "commands.hpp"
#include "report/report_json.hpp"

namespace gavel::cli {

Duration slowest(const Report& report) {
    Duration time{0};
    for (const auto& test : report.tests)
        if (test.cpu) time = std::max(time, *test.cpu);
    return time;
}

int verify_exit_code(std::size_t total, std::size_t good, std::size_t not_run, bool strict) {
    if (not_run > 0)
        spdlog::warn("{} submission(s) not run: their language's toolchain is missing here (gavel languages shows which; "
                     "make languages installs them){}", not_run, strict ? "; --strict makes that a failure" : "");
    return good + (strict ? 0 : not_run) == total ? exit_passed : exit_failed;
}

nlohmann::json verify_row_json(const VerifyRow& row) {
    nlohmann::json tests = report_to_json(row.report)["tests"];
    return {{"submission", printable_text(row.solution)},
            {"language", printable_text(row.language)},
            {"expected", printable_text(row.expected_text.empty() ? std::string(short_name(row.expected)) : row.expected_text)},
            {"verdict", std::string(short_name(row.got))},
            {"score", score_to_json(row.report.score)},
            {"max_score", score_to_json(row.report.max_score)},
            {"time_ms", to_ms(slowest(row.report))},
            {"as_expected", row.as_expected},
            {"not_run", row.not_run.empty() ? nlohmann::json(nullptr) : nlohmann::json(printable_text(row.not_run))},
            {"why", printable_text(row.as_expected ? "" : row.message)},
            {"compile_error", row.report.compile_error ? nlohmann::json(printable_text(*row.report.compile_error)) : nlohmann::json(nullptr)},
            {"groups", report_to_json(row.report)["groups"]},
            {"tests", std::move(tests)}};
}

}  // namespace gavel::cli
