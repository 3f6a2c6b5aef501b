// Test results made by hand, for the unit tests of what reads a report: the verify matrix, the HTML page.
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "report/report.hpp"

namespace gavel_test {

inline gavel::Duration ms(int count) { return std::chrono::duration_cast<gavel::Duration>(std::chrono::milliseconds(count)); }

/// A result of test `group`/`name`; `cpu_ms` unset: not measured (a skipped test).
inline gavel::TestResult made_result(const std::string& group, const std::string& name, gavel::Verdict verdict,
                                     std::optional<int> cpu_ms, const std::string& message = "") {
    gavel::TestResult test;
    test.group = group;
    test.name = name;
    test.verdict = verdict;
    if (cpu_ms) test.cpu = ms(*cpu_ms);
    test.message = message;
    return test;
}

}  // namespace gavel_test
