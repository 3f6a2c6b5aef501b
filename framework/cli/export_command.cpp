// gavel export ID OUTDIR: one of gavel's problems written as a problem package (tools/export_package.hpp).
#include <spdlog/spdlog.h>

#include <cstdio>

#include "commands.hpp"
#include "stop_signals.hpp"
#include "config/problem_config.hpp"
#include "plugin/loader.hpp"
#include "problem/catalog.hpp"
#include "problem/open_problem.hpp"
#include "tools/export_package.hpp"

namespace gavel::cli {

int export_problem(const GlobalOptions& options, const ExportCommand& command) {
    const Catalog catalog(options.root);
    const auto plugin_directories = plugin_search_path(options.plugin_path);
    const ProblemJudge judge(open_problem(catalog, command.id, plugin_directories));
    // A validator program must be built before the inputs are validated, as for every judging command.
    build_programs(std::span(&judge, 1), options);

    ExportRequest request;
    request.out_dir = command.out_dir;
    request.config = load_problem_config(catalog.problem_file(command.id));
    request.stop = &stop_on_signals();
    if (request.config.has_plugin) {
        // Loaded again here only to ask what it has: open_problem keeps its own copy inside the judge's parts.
        const ProblemPlugin plugin = ProblemPlugin::load(find_problem_plugin(command.id, plugin_directories));
        const auto kind = request.config.checker.kind;
        request.plugin_checks = kind == CheckerSpec::Kind::plugin || (kind == CheckerSpec::Kind::automatic && plugin.has_check());
        request.plugin_scores = request.plugin_checks && plugin.has_check_scored();
        request.plugin_validates = plugin.has_validate();
        request.plugin_interacts = plugin.has_interact();
        if (request.plugin_checks || request.plugin_validates || request.plugin_interacts)
            request.plugin_sources = plugin_sources(plugin.file(), options.root, command.id);
    }

    const ExportSummary summary = export_package(judge, request, [](const ExportNote& note) {
        if (note.warning) spdlog::warn("{}", note.text);
        else spdlog::info("{}", note.text);
    });
    std::string validators;
    for (const auto& name : summary.input_validators) validators += (validators.empty() ? "" : ", ") + name;
    std::printf("exported %s to %s: %s, %zu sample and %zu secret cases", command.id.c_str(), summary.folder.c_str(),
                summary.scoring ? "scoring" : "pass-fail", summary.sample_cases, summary.secret_cases);
    if (summary.scoring) std::printf(" in %zu groups", summary.secret_groups);
    std::printf(" (%zu answers from the reference solver)\n", summary.reference_answers);
    std::printf("output validator: %s; input validators: %s; %zu submissions\n", summary.output_validator.c_str(),
                validators.empty() ? "none" : validators.c_str(), summary.submissions);
    return exit_passed;
}

}  // namespace gavel::cli
