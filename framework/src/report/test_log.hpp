// The log lines of a judged test and of a whole report (spdlog, through the logger base/log.hpp set up).
#pragma once

#include <string>

#include "report/report.hpp"

namespace gavel {

/// `boggle/samples/statement AC 3 ms 1.2 MiB`: info when accepted, warn (with the message) otherwise;
/// the message of an accepted test goes to debug.
void log_test(const std::string& problem, const TestResult& result);

/// `boggle: AC, score 100/100, 57 tests, 0 not accepted`
void log_summary(const Report& report);

}  // namespace gavel
