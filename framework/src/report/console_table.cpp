#include "report/console_table.hpp"

#include <unistd.h>

#include <cstdlib>

namespace gavel {

ConsoleTable::ConsoleTable(std::FILE* out, std::size_t total_tests) : out_(out), total_(total_tests) {
    const bool terminal = ::isatty(::fileno(out)) != 0;
    const char* no_colour = std::getenv("NO_COLOR");
    colour_ = terminal && (no_colour == nullptr || *no_colour == '\0');
    progress_ = terminal;
}

std::string ConsoleTable::paint(std::string_view text, Verdict verdict) const {
    if (!colour_) return std::string(text);
    const char* colour = verdict == Verdict::accepted ? "\033[32m"
                         : verdict == Verdict::skipped ? "\033[2m"
                         : verdict == Verdict::internal_error ? "\033[35m"
                                                              : "\033[31m";
    return colour + std::string(text) + "\033[0m";
}

void ConsoleTable::clear_progress() {
    if (progress_) std::fputs("\r\033[K", out_);
}

void ConsoleTable::header() {
    std::fprintf(out_, "%4s  %-36s %-4s %10s %10s  %s\n", "#", "TEST", "", "CPU", "MEMORY", "MESSAGE");
}

void ConsoleTable::row(const TestResult& result) {
    clear_progress();
    ++done_;
    std::string message = result.verdict == Verdict::accepted ? "" : result.message.substr(0, result.message.find('\n'));
    if (message.size() > 100) message = message.substr(0, 97) + "...";
    const std::string verdict(short_name(result.verdict));
    std::fprintf(out_, "%4zu  %-36s %s%*s %10s %10s  %s\n", done_, (result.group + "/" + result.name).c_str(),
                 paint(verdict, result.verdict).c_str(), static_cast<int>(4 - verdict.size()), "",
                 format_cpu(result).c_str(), format_memory(result).c_str(), message.c_str());
    if (progress_ && done_ < total_) std::fprintf(out_, "[%zu/%zu] running...", done_, total_);
    // Every row at once, on a pipe or in a file too: whoever reads the table (a CI log, `| tee`) sees each test
    // as it ends, not a block of rows when stdio's buffer fills or the command exits.
    std::fflush(out_);
}

void ConsoleTable::summary(const Report& report) {
    clear_progress();
    if (report.compile_error) std::fprintf(out_, "compilation failed:\n%s\n", report.compile_error->c_str());
    std::size_t accepted = 0;
    for (const auto& test : report.tests) accepted += test.verdict == Verdict::accepted;
    std::fprintf(out_, "\n%s: %s (%s)  score %lld/%lld  %zu/%zu tests accepted\n", report.problem.c_str(),
                 paint(short_name(report.verdict), report.verdict).c_str(), std::string(long_name(report.verdict)).c_str(),
                 static_cast<long long>(report.score), static_cast<long long>(report.max_score), accepted, report.tests.size());
    std::fflush(out_);
}

}  // namespace gavel
