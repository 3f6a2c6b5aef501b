#include "report/console_table.hpp"

#include <unistd.h>

#include <cstdlib>

#include "base/printable_text.hpp"
#include "report/exchange_text.hpp"

namespace gavel {

ConsoleTable::ConsoleTable(std::FILE* out, std::size_t total_tests, bool failures_only)
    : out_(out), total_(total_tests), failures_only_(failures_only) {
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

ConsoleTable::ConsoleTable(std::FILE* out, std::vector<std::string> test_names, bool failures_only)
    : ConsoleTable(out, test_names.size(), failures_only) {
    names_ = std::move(test_names);
}

// "[3/22] running random/gen-1...": the first test in suite order without its row, which a box is judging (or
// about to); with several boxes later ones run too.
void ConsoleTable::show_progress() {
    if (!progress_ || done_ >= total_) return;
    if (done_ < names_.size()) std::fprintf(out_, "[%zu/%zu] running %s...", done_, total_, printable_text(names_[done_], 60).c_str());
    else std::fprintf(out_, "[%zu/%zu] running...", done_, total_);
}

void ConsoleTable::clear_progress() {
    if (progress_) std::fputs("\r\033[K", out_);
}

void ConsoleTable::header() {
    clear_progress();  // "compiling ..." on a terminal
    std::fprintf(out_, "%4s  %-36s %-4s %10s %10s  %s\n", "#", "TEST", "", "CPU", "MEMORY", "MESSAGE");
    show_progress();
    std::fflush(out_);
}

void ConsoleTable::row(const TestResult& result) {
    clear_progress();
    ++done_;
    const bool failed = result.verdict != Verdict::accepted && result.verdict != Verdict::skipped;
    if (failures_only_ && !failed) {
        show_progress();
        std::fflush(out_);
        return;
    }
    // Names and messages reach the terminal only through printable_text: a message may hold any bytes a program
    // wrote, escape sequences included.
    // An AC row says nothing, unless its checker gave only part of the test's points: then how much, and why.
    const std::string why = result.message.substr(0, result.message.find('\n'));
    const std::string line = result.verdict != Verdict::accepted ? why
                             : result.fraction ? "credit " + format_score(*result.fraction) + (why.empty() ? "" : ": " + why)
                                               : "";
    std::string message = printable_text(line);
    if (message.size() > 100) message = printable_text(line, 97);
    const std::string verdict(short_name(result.verdict));
    std::fprintf(out_, "%4zu  %-36s %s%*s %10s %10s  %s\n", done_, printable_text(result.group + "/" + result.name).c_str(),
                 paint(verdict, result.verdict).c_str(), static_cast<int>(4 - verdict.size()), "",
                 format_cpu(result).c_str(), format_memory(result).c_str(), message.c_str());
    // An interactive sample that failed: what was said, beside what its author shows in the statement.
    if (failed && !result.sample_exchange.empty()) print_exchanges(out_, result, "      ");
    show_progress();
    // Every row at once, on a pipe or in a file too: whoever reads the table (a CI log, `| tee`) sees each test
    // as it ends, not a block of rows when stdio's buffer fills or the command exits.
    std::fflush(out_);
}

void ConsoleTable::summary(const Report& report) {
    clear_progress();
    // The start of a compiler's messages says what is wrong; pages more of them would push the table off screen.
    // The whole text (up to the compile cap) stays in --json and --junit.
    constexpr std::size_t compile_error_shown = 4096;
    if (report.compile_error) std::fprintf(out_, "compilation failed:\n%s\n", printable_text(*report.compile_error, compile_error_shown).c_str());
    std::size_t accepted = 0;
    for (const auto& test : report.tests) accepted += test.verdict == Verdict::accepted;
    std::fprintf(out_, "\n%s: %s (%s)  score %s/%s  %zu/%zu tests accepted\n", printable_text(report.problem).c_str(),
                 paint(short_name(report.verdict), report.verdict).c_str(), std::string(long_name(report.verdict)).c_str(),
                 format_score(report.score).c_str(), format_score(report.max_score).c_str(), accepted, report.tests.size());
    std::fflush(out_);
}

void ConsoleTable::group_scores(const Report& report) {
    for (const auto& group : report.groups) {
        const std::string max = group.max_score ? "/" + format_score(*group.max_score) : "";
        std::fprintf(out_, "  %-30s %-4s %s%s%s\n", printable_text(group.group).c_str(), std::string(short_name(group.verdict)).c_str(),
                     format_score(group.score).c_str(), max.c_str(), group.message.empty() ? "" : ("  " + printable_text(group.message)).c_str());
    }
    std::fflush(out_);
}

}  // namespace gavel
