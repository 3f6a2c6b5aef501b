#include "base/log.hpp"

#include <spdlog/pattern_formatter.h>
#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <vector>

#include "base/errors.hpp"
#include "base/printable_text.hpp"

namespace gavel {
namespace {

// Every log line's text passes printable_text before a sink formats it: a line may quote a program's output, a
// checker's message or a compiler's errors, and none of their escape sequences may reach the terminal.
class PrintableFormatter final : public spdlog::formatter {
public:
    explicit PrintableFormatter(const std::string& pattern) : pattern_(pattern), inner_(std::make_unique<spdlog::pattern_formatter>(pattern)) {}

    void format(const spdlog::details::log_msg& msg, spdlog::memory_buf_t& dest) override {
        const std::string text = printable_text(std::string_view(msg.payload.data(), msg.payload.size()));
        spdlog::details::log_msg printable = msg;
        printable.payload = spdlog::string_view_t(text.data(), text.size());
        inner_->format(printable, dest);
        // The colour sink paints the range the pattern's %^...%$ marked, which the inner formatter set on its copy.
        msg.color_range_start = printable.color_range_start;
        msg.color_range_end = printable.color_range_end;
    }

    std::unique_ptr<spdlog::formatter> clone() const override { return std::make_unique<PrintableFormatter>(pattern_); }

private:
    std::string pattern_;
    std::unique_ptr<spdlog::formatter> inner_;
};

}  // namespace

void setup_logging(const LogOptions& options) {
    const auto level = spdlog::level::from_str(options.level);
    if (level == spdlog::level::off && options.level != "off")
        throw InputError("--log-level: unknown level '" + options.level +
                         "'; expected one of: trace, debug, info, warn, error, off");
    std::vector<spdlog::sink_ptr> sinks;
    auto console = std::make_shared<spdlog::sinks::stderr_color_sink_st>();
    console->set_formatter(std::make_unique<PrintableFormatter>("%^%l%$: %v"));
    console->set_level(options.quiet ? spdlog::level::warn : level);
    sinks.push_back(console);
    if (!options.file.empty()) {
        try {
            auto file = std::make_shared<spdlog::sinks::basic_file_sink_st>(options.file, true);
            file->set_formatter(std::make_unique<PrintableFormatter>("%Y-%m-%d %H:%M:%S.%e %l %v"));
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
