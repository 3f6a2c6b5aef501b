// gavel stress: generated inputs until the solution and the reference disagree; the smallest such input.
#include <spdlog/spdlog.h>

#include <cstdio>

#include "commands.hpp"
#include "stop_signals.hpp"
#include "problem/catalog.hpp"
#include "base/errors.hpp"
#include "base/printable_text.hpp"
#include "problem/open_problem.hpp"
#include "report/report.hpp"
#include "tools/stress.hpp"

namespace gavel::cli {

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
    // Shown through printable_text: the solution's output may hold escape sequences; the case file keeps the bytes.
    std::printf("message: %s\n--- input\n%s--- reference output\n%s--- %s\n%s---\n",
                printable_text(finding.result.message).c_str(), printable_text(finding.input).c_str(),
                printable_text(finding.expected).c_str(),
                finding.exchange ? "exchange (< the judge, > the solution)" : "solution output",
                printable_text(finding.found_output).c_str());
    const std::string file = command.case_file.empty() ? "stress-" + command.id + ".yaml" : command.case_file;
    write_file_atomically(file, as_suite_case(finding, "stress-" + std::to_string(finding.case_seed)));
    std::printf("suite case written to %s\n", file.c_str());
    return exit_failed;
}

}  // namespace gavel::cli
