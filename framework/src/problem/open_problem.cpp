#include "problem/open_problem.hpp"

#include <optional>

#include "base/errors.hpp"
#include "config/problem_config.hpp"
#include "plugin/loader.hpp"
#include "problem/plugin_parts.hpp"

namespace gavel {

std::shared_ptr<const Checker> make_checker(const ProblemConfig& config, const ProblemPlugin* plugin) {
    const bool plugin_checks = plugin != nullptr && plugin->has_check();
    switch (config.checker.kind) {
        case CheckerSpec::Kind::automatic: return plugin_checks ? make_plugin_checker(*plugin) : make_tokens_checker();
        case CheckerSpec::Kind::exact: return make_exact_checker();
        case CheckerSpec::Kind::tokens: return make_tokens_checker();
        case CheckerSpec::Kind::floats: return make_floats_checker(config.checker.absolute, config.checker.relative);
        case CheckerSpec::Kind::plugin:
            if (!plugin_checks)
                throw InputError(config.file_name, config.checker_line, config.checker_column,
                                 "checker 'plugin' names the plugin's own check, but " +
                                     (plugin ? plugin->file().string() : "there is no plugin") +
                                     " has none; expected exact, tokens or floats");
            return make_plugin_checker(*plugin);
        case CheckerSpec::Kind::external: {
            CheckerSpec spec = config.checker;
            spec.score_file_is_fraction = true;  // the suite gives the points; the checker, a share of them
            return make_external_checker(spec, config.file_name);
        }
    }
    throw InternalError("unknown checker kind");
}

namespace {

// Without a reference, every case must store its answer and no group may generate cases.
void require_stored_answers(const Problem& problem, const std::string& why_none) {
    for (const auto& group : problem.suite.groups) {
        if (group.generate)
            throw InputError(group.generate->location.describe("group '" + group.name + "' generates cases, but " +
                                                               why_none + "; expected cases given inline or from files"));
        for (const auto& test : group.cases)
            if (!test.answer)
                throw InputError(test.location.describe("case '" + test.name + "' has no answer, and " + why_none +
                                                        " to compute one; expected an 'answer:'"));
    }
}

}  // namespace

Problem open_problem(const Catalog& catalog, const std::string& id,
                     const std::vector<std::filesystem::path>& plugin_directories,
                     const std::filesystem::path& suite_file) {
    catalog.require(id);
    const ProblemConfig config = load_problem_config(catalog.problem_file(id));
    Problem problem;
    problem.id = config.id;
    problem.title = config.title;
    problem.directory = config.directory;
    problem.definition_file = config.file_name;
    problem.limits = config.limits;
    problem.suite = load_suite(suite_file.empty() ? catalog.suite_file(id) : suite_file, id);
    problem.submissions = bundled_submissions(config.directory);

    std::optional<ProblemPlugin> plugin;
    if (config.has_plugin) plugin = ProblemPlugin::load(find_problem_plugin(id, plugin_directories));
    if (plugin) {
        problem.reference = std::make_shared<ReferenceSolution>(*plugin);
        if (plugin->has_validate()) problem.validators.push_back(make_plugin_validator(*plugin));
        if (plugin->has_generate()) problem.generator = make_plugin_generator(*plugin);
        for (const auto& group : problem.suite.groups)
            if (group.generate && !problem.generator)
                throw InputError(group.generate->location.describe(
                    "group '" + group.name + "' generates cases, but " + plugin->file().string() +
                    " has no generator; expected cases given inline or from files"));
    } else {
        require_stored_answers(problem, "there is no plugin (" + config.file_name + " says 'plugin: none')");
    }
    if (config.validator) problem.validators.push_back(make_program_validator(*config.validator, config.file_name));
    problem.checker = make_checker(config, plugin ? &*plugin : nullptr);
    if (config.interactor) problem.interactive = make_interactor(*config.interactor, problem.checker, config.file_name);
    if (plugin && plugin->has_interact()) {
        if (config.interactor)
            throw InputError(config.file_name, config.interactor_line, config.interactor_column,
                             "'interactor:' names a program, but " + plugin->file().string() +
                             " has its own interact(); expected one interactor, so remove this key or the plugin's interact()");
        problem.interactive = make_plugin_interactor(*plugin, config.file_name);
    }
    return problem;
}

}  // namespace gavel
