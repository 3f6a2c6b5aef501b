#include "base/log.hpp"

#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <vector>

#include "base/errors.hpp"

namespace gavel {

void setup_logging(const LogOptions& options) {
    const auto level = spdlog::level::from_str(options.level);
    if (level == spdlog::level::off && options.level != "off")
        throw InputError("--log-level: unknown level '" + options.level +
                         "'; expected one of: trace, debug, info, warn, error, off");
    std::vector<spdlog::sink_ptr> sinks;
    auto console = std::make_shared<spdlog::sinks::stderr_color_sink_st>();
    console->set_pattern("%^%l%$: %v");
    console->set_level(options.quiet ? spdlog::level::warn : level);
    sinks.push_back(console);
    if (!options.file.empty()) {
        try {
            auto file = std::make_shared<spdlog::sinks::basic_file_sink_st>(options.file, true);
            file->set_pattern("%Y-%m-%d %H:%M:%S.%e %l %v");
            file->set_level(level);
            sinks.push_back(file);
        } catch (const spdlog::spdlog_ex& error) {
            throw InputError(options.file + ": cannot open the log file: " + error.what());
        }
    }
    auto logger = std::make_shared<spdlog::logger>("gavel", sinks.begin(), sinks.end());
    // Each sink filters for itself; the logger lets through only what some sink wants, so a line no sink
    // would print is never formatted.
    spdlog::level::level_enum lowest = spdlog::level::off;
    for (const auto& sink : sinks) lowest = std::min(lowest, sink->level());
    logger->set_level(lowest);
    logger->flush_on(spdlog::level::info);
    spdlog::set_default_logger(logger);
}

}  // namespace gavel
