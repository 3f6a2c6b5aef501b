// gavel list, gavel run, gavel solve: the reference side of the judge.
#include <spdlog/spdlog.h>

#include <cstdio>
#include <iostream>
#include <iterator>
#include <optional>

#include "commands.hpp"
#include "judge/judge.hpp"
#include "config/problem_config.hpp"
#include "problem/catalog.hpp"
#include "base/errors.hpp"
#include "problem/open_problem.hpp"
#include "report/report.hpp"
#include "report/test_log.hpp"
#include "tools/scaffold.hpp"
#include "config/suite.hpp"

namespace gavel::cli {

LanguageTable languages_of(const GlobalOptions& options) {
    return load_languages(options.languages.empty() ? default_languages_file() : std::filesystem::path(options.languages));
}

void build_programs(std::span<const ProblemJudge> judges, const GlobalOptions& options) {
    std::optional<LanguageTable> languages;
    const auto build = [&](const auto& part) {
        if (!part.needs_build()) return;
        if (!languages) languages = languages_of(options);
        part.build(*languages);
    };
    for (const auto& judge : judges) {
        build(*judge.problem().checker);
        for (const auto& validator : judge.problem().validators) build(*validator);
    }
}

int list_problems(const GlobalOptions& options) {
    const Catalog catalog(options.root);
    std::printf("%-16s %-40s %s\n", "ID", "TITLE", "CASES");
    for (const auto& id : catalog.ids()) {
        const ProblemConfig config = load_problem_config(catalog.problem_file(id));  // no plugin loaded to list
        const Suite suite = load_suite(catalog.suite_file(id), id);
        std::printf("%-16s %-40s %zu\n", id.c_str(), config.title.c_str(), suite.case_count());
    }
    return exit_passed;
}

int run_suites(const GlobalOptions& options, std::vector<std::string> ids, const std::string& json_file) {
    const Catalog catalog(options.root);
    if (ids.empty()) ids = catalog.ids();
    if (ids.empty()) throw InputError(options.root + "/problems: no problem found (expected problems/<id>/problem.yaml)");
    const auto plugin_directories = plugin_search_path(options.plugin_path);
    // Open every problem first, so a mistake in any file is reported before anything runs.
    std::vector<ProblemJudge> judges;
    for (const auto& id : ids) judges.emplace_back(open_problem(catalog, id, plugin_directories));
    build_programs(judges, options);

    std::vector<Report> reports;
    bool all_accepted = true;
    for (const auto& judge : judges) {
        const auto tests = judge.prepare();
        const std::string& id = judge.problem().id;
        const auto log = [&](const TestResult& result) { log_test(id, result); };
        // Without a reference solver (a problem of plain files) the stored answers are what is checked.
        Report report = judge.problem().reference ? judge.judge(*judge.problem().reference, tests, {}, log)
                                                  : judge.check_stored_answers(tests, {}, log);
        log_summary(report);
        all_accepted = all_accepted && report.verdict == Verdict::accepted;
        reports.push_back(std::move(report));
    }
    if (!json_file.empty()) write_json_report(json_file, reports);
    return all_accepted ? exit_passed : exit_failed;
}

int solve_stdin(const GlobalOptions& options, const std::string& id) {
    const Catalog catalog(options.root);
    const ProblemJudge judge(open_problem(catalog, id, plugin_search_path(options.plugin_path)));
    const Problem& problem = judge.problem();
    if (!problem.reference)
        throw InputError(problem.definition_file + ": problem '" + id + "' has no reference solver to answer with");
    const std::string input(std::istreambuf_iterator<char>(std::cin), {});
    if (const Validation validation = judge.validate(input); !validation.ok()) {
        spdlog::error("<stdin>: {}", validation.message);
        // A refused input is the user's mistake; a validator that broke is the problem's.
        return validation.outcome == Validation::Outcome::invalid ? exit_bad_input : exit_failed;
    }
    const RunResult output = problem.reference->run(input, problem.limits);
    if (const auto failed = verdict_of_failed_run(output)) {
        spdlog::error("<stdin>: the reference solver failed: {}", failed->message);
        return exit_failed;
    }
    std::fwrite(output.output.data(), 1, output.output.size(), stdout);
    return exit_passed;
}

int new_problem(const GlobalOptions& options, const std::string& id) {
    for (const auto& file : scaffold_problem(options.root, id)) std::printf("created %s\n", file.c_str());
    std::printf("next: build (make, or cmake --build), then `gavel run %s`\n", id.c_str());
    return exit_passed;
}

}  // namespace gavel::cli
