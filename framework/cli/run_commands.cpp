// gavel list, gavel run, gavel solve: the reference side of the judge.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <optional>

#include "commands.hpp"
#include "shard_commands.hpp"
#include "base/version.hpp"
#include "shard/judge_shard.hpp"
#include "package_commands.hpp"
#include "stop_signals.hpp"
#include "judge/judge.hpp"
#include "config/problem_config.hpp"
#include "problem/catalog.hpp"
#include "base/errors.hpp"
#include "problem/open_problem.hpp"
#include "report/report.hpp"
#include "report/test_log.hpp"
#include "tools/cross_check.hpp"
#include "tools/scaffold.hpp"
#include "config/suite.hpp"

namespace gavel::cli {

LanguageTable languages_of(const GlobalOptions& options) {
    LanguageTable table = load_languages(options.languages.empty() ? default_languages_file() : std::filesystem::path(options.languages));
    for (const auto& name : options.preferred_languages) table.prefer(name);
    return table;
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
        if (judge.problem().interactive) build(*judge.problem().interactive);
        for (const auto& validator : judge.problem().validators) build(*validator);
    }
}

int list_problems(const GlobalOptions& options, const std::vector<std::string>& packages) {
    if (!packages.empty()) return list_packages(packages);
    const Catalog catalog(options.root);
    std::printf("%-16s %-40s %s\n", "ID", "TITLE", "CASES");
    for (const auto& id : catalog.ids()) {
        const ProblemConfig config = load_problem_config(catalog.problem_file(id));  // no plugin loaded to list
        const Suite suite = load_suite(catalog.suite_file(id), id);
        std::printf("%-16s %-40s %zu\n", id.c_str(), config.title.c_str(), suite.case_count());
    }
    return exit_passed;
}

namespace {

// Whether `gavel run` cross-checks a problem's generated cases: always with --cross, else when there are few.
bool cross_checks(const std::vector<PreparedTest>& tests, bool asked) {
    const auto generated = std::count_if(tests.begin(), tests.end(), [](const PreparedTest& test) { return test.generated; });
    return generated > 0 && (asked || static_cast<std::size_t>(generated) <= cross_check_by_default_up_to);
}

// Cross-checks the generated cases of one problem whose reference passed its suite (cross_check.hpp), when
// `wanted` (cross_checks() of the whole suite: a shard's share decides as the whole would), or says why not: logs how many cases against how many accepted solutions, and each disagreement. False when a solution
// disagreed or the reference failed.
bool cross_check_generated(const ProblemJudge& judge, const std::vector<PreparedTest>& tests, const Report& report,
                           bool wanted, const GlobalOptions& options) {
    const std::string& id = judge.problem().id;
    const auto generated_count = std::count_if(tests.begin(), tests.end(), [](const PreparedTest& test) { return test.generated; });
    if (generated_count == 0) return true;
    // There is nothing to confirm while the reference itself fails (the run already failed).
    if (report.verdict != Verdict::accepted) {
        spdlog::warn("{}: {} generated cases not cross-checked: the reference did not pass", id, generated_count);
        return false;
    }
    if (!wanted) {
        spdlog::info("{}: {} generated cases not cross-checked (more than {}; `gavel run --cross` checks them)", id,
                     generated_count, cross_check_by_default_up_to);
        return true;
    }
    const std::vector<PreparedTest> generated = generated_tests(tests);
    GradeOptions base;
    base.languages = languages_of(options);
    base.stop = &stop_on_signals();
    const CrossCheck checked = cross_check(judge, generated, base, [&](const CrossCheck::Disagreement& found) {
        if (found.test.empty())
            spdlog::warn("{}: {} (accepted) does not compile: {}", id, found.solution, found.message);
        else
            spdlog::warn("{}: {} (accepted) disagrees with the reference on {}/{}: {} {}", id, found.solution, id,
                         found.test, short_name(found.verdict), found.message);
    });
    if (checked.solutions == 0) {
        spdlog::info("{}: 0 generated cases cross-checked: no accepted solution under {}/solutions/accepted", id,
                     judge.problem().directory.string());
        return true;
    }
    const auto level = checked.disagreements.empty() ? spdlog::level::info : spdlog::level::warn;
    spdlog::log(level, "{}: {} generated cases cross-checked against {} accepted solution{}, {} disagreeing", id,
                checked.cases, checked.solutions, checked.solutions == 1 ? "" : "s", checked.disagreements.size());
    return checked.disagreements.empty();
}

}  // namespace

int run_suites(const GlobalOptions& options, const RunCommand& command) {
    std::vector<std::string> packages, problem_ids;
    for (const auto& id : command.ids) (names_package(id) ? packages : problem_ids).push_back(id);
    if (!packages.empty() && !problem_ids.empty() && !command.shard.empty())
        throw InputError("--shard: give problem packages (" + packages.front() + ") and problem ids (" + problem_ids.front() +
                         ") to separate sharded runs: each writes one shard report");
    if (!packages.empty()) {
        const int packages_code = run_packages(options, command, packages);
        if (problem_ids.empty() || stop_requested()) return packages_code;
        RunCommand rest = command;
        rest.ids = problem_ids;
        return std::max(packages_code, run_suites(options, rest));
    }
    const Catalog catalog(options.root);
    const std::vector<std::string> ids = command.ids.empty() ? catalog.ids() : command.ids;
    if (ids.empty()) throw InputError(options.root + "/problems: no problem found (expected problems/<id>/problem.yaml)");
    const auto plugin_directories = plugin_search_path(options.plugin_path);
    // Open every problem first, so a mistake in any file is reported before anything runs.
    std::vector<ProblemJudge> judges;
    for (const auto& id : ids) judges.emplace_back(open_problem(catalog, id, plugin_directories));
    build_programs(judges, options);

    std::vector<Report> reports;
    bool all_accepted = true;
    std::optional<ShardReport> shard;
    std::size_t judged = 0, of = 0;
    if (!command.shard.empty()) shard = ShardReport{"run", std::string(gavel_version), shard_of(command.shard, command.json_file), false, {}};
    for (const auto& judge : judges) {
        const auto all_tests = judge.prepare();
        // A shard runs its share of the tests; the merge puts the shares together.
        const std::vector<std::size_t> mine = shard ? shard_tests(all_tests, shard->shard) : std::vector<std::size_t>{};
        const auto tests = shard ? pick(all_tests, mine) : all_tests;
        const bool cross = cross_checks(all_tests, command.cross);
        const std::string& id = judge.problem().id;
        const auto log = [&](const TestResult& result) { log_test(id, result); };
        // Without a reference solver (a problem of plain files) the stored answers are what is checked.
        ProblemJudge::Options judge_options;
        // The cross-check grades the accepted solutions against the reference's answers: keep them, rather than
        // run the reference again for each.
        judge_options.keep_reference_answers = cross;
        judge_options.stop = &stop_on_signals();
        Report report = judge.problem().reference ? judge.judge(*judge.problem().reference, tests, judge_options, log)
                                                  : judge.check_stored_answers(tests, judge_options, log);
        log_summary(report);
        all_accepted = all_accepted && report.verdict == Verdict::accepted;
        // A generated case's answer is the reference's own output: only other solutions can confirm it.
        const bool agreed = stop_requested() || cross_check_generated(judge, tests, report, cross, options);
        all_accepted = agreed && all_accepted;
        if (shard) {
            shard->problems.push_back(shard_record(judge, all_tests, mine, report, id));
            shard->problems.back().cross_check_passed = agreed;
            judged += mine.size();
            of += all_tests.size();
        }
        reports.push_back(std::move(report));
        if (stop_requested()) break;
    }
    if (shard) return finish_shard(command.json_file, *shard, judged, of);
    if (!command.json_file.empty()) write_json_report(command.json_file, reports);
    if (stop_requested()) {
        spdlog::warn("stopped: the tests not run are SK{}", reports.size() < judges.size() ? ", the problems after the last reported not run" : "");
        return exit_failed;
    }
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
