// gavel stress: generated inputs until the solution and the reference disagree; the smallest such input.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "commands.hpp"
#include "stop_signals.hpp"
#include "problem/catalog.hpp"
#include "base/errors.hpp"
#include "base/printable_text.hpp"
#include "problem/open_problem.hpp"
#include "report/report.hpp"
#include "tools/first_difference.hpp"
#include "tools/stress.hpp"

namespace gavel::cli {
namespace {

constexpr std::size_t shown_lines = 20, shown_bytes = 2048, shown_width = 160, context_lines = 2;

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

std::size_t lines_in(const std::string& text) {
    return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + (!text.empty() && text.back() != '\n');
}

// A short text whole, between "--- WHAT" and "---"; a long one as its size only.
void print_text_or_size(const char* what, const std::string& text) {
    if (lines_in(text) <= shown_lines && text.size() <= shown_bytes)
        std::printf("--- %s\n%s---\n", what, printable_text(text).c_str());
    else
        std::printf("%s: %zu bytes, %zu lines (in the case written below)\n", what, text.size(), lines_in(text));
}

// Both outputs around their first differing token; an interactive solution's exchange from its start.
void print_around_difference(const StressFinding& finding) {
    std::printf("reference output: %zu bytes; solution %s: %zu bytes\n", finding.expected.size(),
                finding.exchange ? "exchange" : "output", finding.found_output.size());
    if (finding.exchange) {
        std::printf("--- exchange (< the judge, > the solution)\n%s---\n",
                    lines_around(finding.found_output, 1, shown_lines, shown_width).c_str());
        return;
    }
    const auto difference = first_difference(finding.expected, finding.found_output);
    std::size_t expected_line = 1, found_line = 1;
    if (difference) {
        const auto token = [](const std::string& text) { return text.empty() ? std::string("the end of the output") : "'" + printable_text(text, 60) + "'"; };
        std::printf("first difference: token %zu: expected %s (reference line %zu), found %s (solution line %zu)\n", difference->token,
                    token(difference->expected).c_str(), difference->expected_line, token(difference->found).c_str(), difference->found_line);
        expected_line = difference->expected_line;
        found_line = difference->found_line;
    } else {
        std::printf("the outputs have the same tokens: the solution's verdict is not in its output\n");
    }
    std::printf("--- reference output, around line %zu\n%s--- solution output, around line %zu\n%s---\n", expected_line,
                lines_around(finding.expected, expected_line, context_lines, shown_width).c_str(), found_line,
                lines_around(finding.found_output, found_line, context_lines, shown_width).c_str());
}

}  // namespace

int stress(const GlobalOptions& options, const StressCommand& command) {
    const Catalog catalog(options.root);
    const ProblemJudge judge(open_problem(catalog, command.id, plugin_search_path(options.plugin_path)));
    build_programs(std::span(&judge, 1), options);
    StressOptions stress_options;
    stress_options.solution = command.solution;
    stress_options.count = command.count;
    stress_options.seed = command.seed;
    stress_options.languages = languages_of(options);
    for (const auto& pair : command.params) {
        const auto equals = pair.find('=');
        if (equals == std::string::npos || equals == 0)
            throw InputError("--param " + pair + ": expected key=value");
        stress_options.params[pair.substr(0, equals)] = pair.substr(equals + 1);
    }
    stress_options.stop = &stop_on_signals();
    const StressFinding finding = stress_solution(judge, stress_options);
    if (finding.stopped) {
        if (finding.found)
            std::printf("stopped: a difference on input %lld (generator seed %llu), not shrunk; nothing written\n",
                        static_cast<long long>(finding.tried), static_cast<unsigned long long>(finding.case_seed));
        else
            std::printf("stopped: no difference in the %lld generated inputs tried (seeds from %llu)\n",
                        static_cast<long long>(finding.tried), static_cast<unsigned long long>(command.seed));
        return exit_failed;
    }
    if (!finding.found) {
        std::printf("no difference in %lld generated inputs (seeds from %llu)\n", static_cast<long long>(finding.tried),
                    static_cast<unsigned long long>(command.seed));
        return exit_passed;
    }
    std::printf("%s on input %lld (generator seed %llu), shrunk from %zu to %zu bytes\n",
                std::string(short_name(finding.result.verdict)).c_str(), static_cast<long long>(finding.tried),
                static_cast<unsigned long long>(finding.case_seed), finding.original_input.size(), finding.input.size());
    std::string params;
    for (const auto& [key, value] : finding.params) params += " " + key + "=" + value;
    if (!params.empty()) std::printf("parameters:%s\n", params.c_str());
    // Everything shown goes through printable_text (the solution's output may hold escape sequences), and only its
    // start or the lines around the difference: the case's files hold the bytes, however many.
    std::printf("message: %s\n", printable_text(first_line(finding.result.message), shown_width).c_str());
    print_text_or_size("input", finding.input);
    print_around_difference(finding);
    const std::filesystem::path suite_folder = catalog.suite_file(command.id).parent_path();
    const StressCase made = write_stress_case(finding, suite_folder, command.out_dir.empty() ? suite_folder / "stress" : std::filesystem::path(command.out_dir));
    for (const auto& file : made.files) std::printf("written: %s\n", file.string().c_str());
    std::printf("add to a group's cases in %s:\n", catalog.suite_file(command.id).string().c_str());
    std::istringstream lines(made.yaml);
    for (std::string line; std::getline(lines, line);) std::printf("      %s\n", line.c_str());
    return exit_failed;
}

}  // namespace gavel::cli
