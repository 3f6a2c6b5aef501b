// gavel generate and gavel show: a problem's cases, generated ones included, as files or on the terminal.
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>

#include "base/errors.hpp"
#include "base/printable_text.hpp"
#include "base/units.hpp"
#include "commands.hpp"
#include "package/package_judging.hpp"
#include "package_commands.hpp"
#include "problem/catalog.hpp"
#include "problem/open_problem.hpp"
#include "report/report.hpp"
#include "stop_signals.hpp"
#include "tools/case_dump.hpp"

namespace gavel::cli {
namespace {

ProblemJudge opened(const GlobalOptions& options, const std::string& id) {
    ProblemJudge judge(names_package(id) ? package::open_for_judging(id, {}).problem
                                         : open_problem(Catalog(options.root), id, plugin_search_path(options.plugin_path)));
    build_programs(std::span(&judge, 1), options);
    return judge;
}

std::string size_text(std::size_t bytes) {
    return bytes < 1024 ? std::to_string(bytes) + " bytes" : format_kib((bytes + 1023) / 1024);
}

std::size_t lines_in(const std::string& text) {
    return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + (!text.empty() && text.back() != '\n');
}

// The start of `text` for a terminal: at most `max_lines` lines of at most `max_width` characters, each printable.
void print_head(const std::string& text, std::size_t max_lines, std::size_t max_width, const std::string& whole_with) {
    std::size_t start = 0, shown = 0;
    while (start < text.size() && shown < max_lines) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        const std::string line = text.substr(start, end - start);
        std::printf("%s\n", printable_text(line, max_width).c_str());
        start = end + 1;
        ++shown;
    }
    if (start < text.size())
        std::printf("... %zu more lines, %s more (%s)\n", lines_in(text.substr(start)), size_text(text.size() - start).c_str(),
                    whole_with.c_str());
}

}  // namespace

int generate_cases(const GlobalOptions& options, const GenerateCommand& command) {
    const ProblemJudge judge = opened(options, command.id);
    const std::vector<PreparedTest> tests = judge.prepare();
    const std::vector<std::size_t> chosen = select_cases(tests, command.cases);
    if (chosen.empty()) throw InputError("problem '" + command.id + "' has no generated cases; name the cases to write (GROUP or GROUP/NAME)");
    const std::filesystem::path out = command.out_dir.empty() ? std::filesystem::path("generated") / judge.problem().id : std::filesystem::path(command.out_dir);
    std::size_t refused = 0, bytes = 0;
    for (const std::size_t index : chosen) {
        if (stop_requested()) break;
        const PreparedTest& test = tests[index];
        const CaseDump dump = dump_case(judge, test);
        const std::filesystem::path stem = out / case_path(test);
        std::error_code error;
        std::filesystem::create_directories(stem.parent_path(), error);
        if (error) throw InputError(stem.parent_path().string() + ": cannot make the folder: " + error.message());
        write_file_atomically(stem.string() + ".in", dump.input);
        bytes += dump.input.size();
        if (dump.answer) {
            write_file_atomically(stem.string() + ".ans", *dump.answer);
            bytes += dump.answer->size();
        }
        if (!dump.refusal.empty()) {
            ++refused;
            spdlog::warn("{}: the validators refuse this input: {}; no answer written", dump.name, printable_text(dump.refusal));
        } else if (!dump.answer) {
            spdlog::warn("{}: no answer written ({})", dump.name, dump.answer_from);
        }
    }
    if (stop_requested()) {
        spdlog::warn("stopped: not every case was written");
        return exit_failed;
    }
    std::printf("wrote %zu case(s) of %s to %s (%s): GROUP/NAME.in, and .ans with the answer\n", chosen.size(),
                judge.problem().id.c_str(), out.string().c_str(), size_text(bytes).c_str());
    return refused == 0 ? exit_passed : exit_failed;
}

int show_case(const GlobalOptions& options, const ShowCommand& command) {
    const ProblemJudge judge = opened(options, command.id);
    const std::vector<PreparedTest> tests = judge.prepare();
    const std::vector<std::size_t> chosen = select_cases(tests, {command.case_name});
    if (chosen.size() != 1) throw InputError("'" + command.case_name + "' is a group of " + std::to_string(chosen.size()) + " cases; name one: GROUP/NAME");
    const CaseDump dump = dump_case(judge, tests[chosen.front()]);
    if (!::isatty(STDOUT_FILENO)) {
        // Piped or redirected: the bytes themselves, for a file or another program.
        if (command.answer && !dump.answer) throw InputError(dump.name + ": has no answer (" + dump.answer_from + ")");
        const std::string& bytes = command.answer ? *dump.answer : dump.input;
        std::fwrite(bytes.data(), 1, bytes.size(), stdout);
        return exit_passed;
    }
    const std::string whole = "gavel generate " + command.id + " " + dump.name + " writes it whole";
    constexpr std::size_t shown_lines = 30, shown_width = 160;
    std::printf("%s %s\n--- input: %s, %zu lines\n", judge.problem().id.c_str(), printable_text(dump.name).c_str(),
                size_text(dump.input.size()).c_str(), lines_in(dump.input));
    print_head(dump.input, shown_lines, shown_width, whole);
    if (!dump.refusal.empty()) std::printf("--- the validators refuse it: %s\n", printable_text(dump.refusal).c_str());
    if (!dump.answer) {
        std::printf("--- answer: %s\n", dump.answer_from.c_str());
        return exit_passed;
    }
    std::printf("--- answer (%s): %s, %zu lines\n", dump.answer_from.c_str(), size_text(dump.answer->size()).c_str(), lines_in(*dump.answer));
    print_head(*dump.answer, shown_lines, shown_width, whole);
    return exit_passed;
}

}  // namespace gavel::cli
