// gavel's logging: spdlog to stderr, optionally also to a file; one line per test at info.
#pragma once

#include <string>

#include "gavel/report.hpp"

namespace gavel {

struct LogOptions {
    std::string level = "info";  // trace, debug, info, warn, error, off
    std::string file;            // also log here when set
    bool quiet = false;          // warnings and errors only
};

/// Sets up the default logger; throws InputError for an unknown level or an unwritable log file.
void setup_logging(const LogOptions& options);

/// `boggle/samples/statement AC 3 ms 1.2 MiB`: info when accepted, warn (with the message) otherwise;
/// the message of an accepted test goes to debug.
void log_test(const std::string& problem, const TestResult& result);

/// `boggle: AC, score 100/100, 57 tests, 0 not accepted`
void log_summary(const Report& report);

}  // namespace gavel
