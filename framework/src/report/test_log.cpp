#include "report/test_log.hpp"

#include <spdlog/spdlog.h>

namespace gavel {

void log_test(const std::string& problem, const TestResult& result) {
    const std::string line = problem + "/" + result.group + "/" + result.name + " " +
                             std::string(short_name(result.verdict)) + " " + format_cpu(result) + " " + format_memory(result);
    if (result.verdict == Verdict::accepted) {
        spdlog::info("{}", line);
        if (!result.message.empty()) spdlog::debug("{}/{}/{}: {}", problem, result.group, result.name, result.message);
    } else {
        spdlog::warn("{}: {}", line, result.message);
    }
}

void log_summary(const Report& report) {
    std::size_t failed = 0;
    for (const auto& test : report.tests) failed += test.verdict != Verdict::accepted;
    const auto level = report.verdict == Verdict::accepted ? spdlog::level::info : spdlog::level::warn;
    spdlog::log(level, "{}: {} ({}), score {}/{}, {} tests, {} not accepted", report.problem,
                short_name(report.verdict), report.solution, format_score(report.score), format_score(report.max_score), report.tests.size(), failed);
}

}  // namespace gavel
