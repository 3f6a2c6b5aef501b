// gavel's logging: spdlog to stderr, optionally also to a file.
#pragma once

#include <string>


namespace gavel {

struct LogOptions {
    std::string level = "info";  // trace, debug, info, warn, error, off
    std::string file;            // also log here when set
    bool quiet = false;          // warnings and errors only
};

/// Sets up the default logger; throws InputError for an unknown level or an unwritable log file.
void setup_logging(const LogOptions& options);

}  // namespace gavel
