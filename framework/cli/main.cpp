// The gavel command: argument parsing and wiring only; the work is in gavel_core.
#include <CLI/CLI.hpp>
#include <spdlog/spdlog.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "gavel/catalog.hpp"
#include "gavel/console_table.hpp"
#include "gavel/errors.hpp"
#include "gavel/grade.hpp"
#include "gavel/log.hpp"
#include "gavel/open_problem.hpp"
#include "gavel/report.hpp"
#include "gavel/sandbox/box.hpp"
#include "gavel/suite.hpp"

#include <algorithm>
#include <atomic>
#include <csignal>

namespace {

constexpr int exit_passed = 0;
constexpr int exit_failed = 1;
constexpr int exit_bad_input = 2;
constexpr int exit_internal = 3;

struct GlobalOptions {
    std::string root;
    std::vector<std::string> plugin_path;
    gavel::LogOptions log;
};

struct GradeCommand {
    std::string id;
    std::string solution;
    std::string suite;
    std::string json_file;
    std::string junit_file;
    std::string languages;
    std::string time_limit;
    unsigned jobs = 0;
};

std::atomic<bool> stop_requested{false};

// Ctrl-C: stop taking tests, end every box (and so every process of every run); the report still follows.
extern "C" void on_interrupt(int) {
    stop_requested = true;
    gavel::sandbox::Box::kill_all();
}

std::string default_root() {
    const char* root = std::getenv("GAVEL_ROOT");
    return root && *root ? root : ".";
}

int list_problems(const GlobalOptions& options) {
    const gavel::Catalog catalog(options.root);
    std::printf("%-16s %-40s %s\n", "ID", "TITLE", "CASES");
    for (const auto& id : catalog.ids()) {
        const gavel::ProblemConfig config = gavel::load_problem_config(catalog.problem_file(id));
        const gavel::Suite suite = gavel::load_suite(catalog.suite_file(id), id);
        std::printf("%-16s %-40s %zu\n", id.c_str(), config.title.c_str(), suite.case_count());
    }
    return exit_passed;
}

int run_suites(const GlobalOptions& options, std::vector<std::string> ids, const std::string& json_file) {
    const gavel::Catalog catalog(options.root);
    if (ids.empty()) ids = catalog.ids();
    if (ids.empty()) throw gavel::InputError(options.root + "/problems: no problem found (expected problems/<id>/problem.yaml)");
    const auto plugin_directories = gavel::plugin_search_path(options.plugin_path);
    // Open every problem first, so a mistake in any file is reported before anything runs.
    std::vector<gavel::ProblemJudge> judges;
    for (const auto& id : ids) judges.push_back(gavel::open_problem(catalog, id, plugin_directories));

    std::vector<gavel::Report> reports;
    bool all_accepted = true;
    for (const auto& judge : judges) {
        const auto tests = judge.prepare();
        gavel::ReferenceSolution reference(judge.plugin());
        const std::string& id = judge.config().id;
        gavel::Report report = judge.judge(reference, tests, {}, [&](const gavel::TestResult& result) {
            gavel::log_test(id, result);
        });
        gavel::log_summary(report);
        all_accepted = all_accepted && report.verdict == gavel::Verdict::accepted;
        reports.push_back(std::move(report));
    }
    if (!json_file.empty()) gavel::write_json_report(json_file, reports);
    return all_accepted ? exit_passed : exit_failed;
}

int solve_stdin(const GlobalOptions& options, const std::string& id) {
    const gavel::Catalog catalog(options.root);
    const gavel::ProblemJudge judge = gavel::open_problem(catalog, id, gavel::plugin_search_path(options.plugin_path));
    const std::string input(std::istreambuf_iterator<char>(std::cin), {});
    gavel::PreparedTest test;
    test.group = "stdin";
    test.name = "input";
    test.input = input;
    test.limits = judge.config().limits;
    gavel::ReferenceSolution reference(judge.plugin());
    const gavel::Report report = judge.judge(reference, {test}, {}, nullptr);
    const gavel::TestResult& result = report.tests.front();
    if (result.verdict != gavel::Verdict::accepted) {
        // A rejected input is the user's; anything else is the reference solver's failure.
        const bool rejected = result.message.rfind("the validator rejected", 0) == 0;
        spdlog::error("<stdin>: {}", result.message);
        return rejected ? exit_bad_input : exit_failed;
    }
    const gavel::CallResult output = reference.run(input, test.limits);
    std::fwrite(output.output.data(), 1, output.output.size(), stdout);
    return output.ok() ? exit_passed : exit_failed;
}

int grade(const GlobalOptions& options, const GradeCommand& command) {
    const gavel::Catalog catalog(options.root);
    const gavel::ProblemJudge judge =
        gavel::open_problem(catalog, command.id, gavel::plugin_search_path(options.plugin_path), command.suite);
    gavel::GradeOptions grade_options;
    grade_options.solution = command.solution;
    grade_options.jobs = command.jobs;
    grade_options.stop = &stop_requested;
    grade_options.languages =
        gavel::load_languages(command.languages.empty() ? gavel::default_languages_file() : std::filesystem::path(command.languages));
    if (!command.time_limit.empty()) {
        std::string error;
        grade_options.time_limit = gavel::parse_duration(command.time_limit, error);
        if (!grade_options.time_limit) throw gavel::InputError("--time-limit: " + error);
    }
    struct sigaction action {};
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, nullptr);
    ::sigaction(SIGTERM, &action, nullptr);

    std::unique_ptr<gavel::ConsoleTable> table;
    gavel::GradeEvents events;
    events.started = [&](std::size_t tests) {
        table = std::make_unique<gavel::ConsoleTable>(stdout, tests);
        table->header();
    };
    events.test_finished = [&](const gavel::TestResult& result) {
        spdlog::debug("{}/{}/{} {}: {}", command.id, result.group, result.name, gavel::short_name(result.verdict), result.message);
        table->row(result);
    };
    const gavel::Report report = gavel::grade_solution(judge, grade_options, events);
    if (!table) table = std::make_unique<gavel::ConsoleTable>(stdout, 0);
    table->summary(report);
    if (!command.json_file.empty()) gavel::write_json_report(command.json_file, {report});
    if (!command.junit_file.empty()) gavel::write_junit_report(command.junit_file, {report});
    if (stop_requested) spdlog::warn("stopped: {} of {} tests were not run", std::count_if(report.tests.begin(), report.tests.end(), [](const auto& t) { return t.verdict == gavel::Verdict::skipped; }), report.tests.size());
    return report.verdict == gavel::Verdict::accepted ? exit_passed : exit_failed;
}

}  // namespace

int main(int argc, char** argv) {
    GlobalOptions options;
    options.root = default_root();
    CLI::App app{"gavel: a judge for programming-contest problems"};
    app.set_version_flag("--version", "gavel 0.1.0");
    app.require_subcommand(1);
    app.option_defaults()->always_capture_default();
    app.add_option("--root", options.root, "folder holding problems/ and testcases/ (default: $GAVEL_ROOT or .)");
    app.add_option("--plugin-path", options.plugin_path,
                   "extra folder(s) to search for <id>.so, before $GAVEL_PLUGIN_PATH and the build's plugins");
    app.add_option("--log-level", options.log.level, "trace, debug, info, warn, error or off");
    app.add_option("--log-file", options.log.file, "also write the log to this file");
    app.add_flag("-q,--quiet", options.log.quiet, "only warnings and errors on the console");

    auto* list = app.add_subcommand("list", "list the problems: id, title, number of cases");
    std::vector<std::string> run_ids;
    std::string json_file;
    auto* run = app.add_subcommand("run", "validate every input, run the reference solver on every case, check the stored answers");
    run->add_option("ID", run_ids, "problems to run (default: all)");
    run->add_option("--json", json_file, "write the results as JSON to this file");
    std::string solve_id;
    auto* solve = app.add_subcommand("solve", "print the reference solver's answer for standard input");
    solve->add_option("ID", solve_id, "the problem")->required();

    GradeCommand grade_command;
    auto* grade_sub = app.add_subcommand("grade", "grade a solution: C, C++, Python 3 source, an executable or a Solver plugin (.so)");
    grade_sub->add_option("ID", grade_command.id, "the problem")->required();
    grade_sub->add_option("SOLUTION", grade_command.solution, "the solution file")->required();
    grade_sub->add_option("--suite", grade_command.suite, "grade on this suite file instead of testcases/ID/suite.yaml");
    grade_sub->add_option("--json", grade_command.json_file, "write the report as JSON to this file");
    grade_sub->add_option("--junit", grade_command.junit_file, "write the report as JUnit XML to this file");
    grade_sub->add_option("-j,--jobs", grade_command.jobs, "tests run at once, each pinned to a CPU (default: the number of CPUs)")
        ->check(CLI::Range(1u, 256u));
    grade_sub->add_option("--time-limit", grade_command.time_limit, "CPU time limit of every test, such as 2s or 500ms");
    grade_sub->add_option("--languages", grade_command.languages, "languages table (default: the one shipped with gavel)");

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        const int code = app.exit(error);
        return code == 0 ? exit_passed : exit_bad_input;
    }

    try {
        gavel::setup_logging(options.log);
        if (*list) return list_problems(options);
        if (*run) return run_suites(options, run_ids, json_file);
        if (*solve) return solve_stdin(options, solve_id);
        if (*grade_sub) return grade(options, grade_command);
        return exit_bad_input;
    } catch (const gavel::InputError& error) {
        std::fprintf(stderr, "gavel: %s\n", error.what());
        return exit_bad_input;
    } catch (const std::exception& error) {
        std::fprintf(stderr, "gavel: internal error: %s\n", error.what());
        return exit_internal;
    } catch (...) {
        std::fprintf(stderr, "gavel: internal error: unknown exception\n");
        return exit_internal;
    }
}
