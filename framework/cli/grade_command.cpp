// gavel grade: a contestant's solution, graded in the sandbox, with a table and reports.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <memory>

#include "commands.hpp"
#include "problem/catalog.hpp"
#include "report/console_table.hpp"
#include "base/errors.hpp"
#include "tools/grade.hpp"
#include "problem/open_problem.hpp"
#include "sandbox/box.hpp"

namespace gavel::cli {
namespace {

std::atomic<bool> stop_requested{false};

// Ctrl-C: stop taking tests, end every box (and so every process of every run); the report still follows.
extern "C" void on_interrupt(int) {
    stop_requested = true;
    sandbox::Box::kill_all();
}

}  // namespace

int grade(const GlobalOptions& options, const GradeCommand& command) {
    const Catalog catalog(options.root);
    const ProblemJudge judge(open_problem(catalog, command.id, plugin_search_path(options.plugin_path), command.suite));
    build_programs(std::span(&judge, 1), options);
    GradeOptions grade_options;
    grade_options.solution = command.solution;
    grade_options.jobs = command.jobs;
    grade_options.stop = &stop_requested;
    grade_options.fail_fast = !command.all;
    grade_options.languages = languages_of(options);
    if (!command.time_limit.empty()) {
        std::string error;
        grade_options.time_limit = parse_duration(command.time_limit, error);
        if (!grade_options.time_limit) throw InputError("--time-limit: " + error);
    }
    struct sigaction action {};
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, nullptr);
    ::sigaction(SIGTERM, &action, nullptr);
    ::sigaction(SIGHUP, &action, nullptr);
    // A closed pipe on stdout (`gavel grade ... | head`) must not kill the judge before it removes its boxes.
    ::signal(SIGPIPE, SIG_IGN);

    std::unique_ptr<ConsoleTable> table;
    GradeEvents events;
    events.started = [&](std::size_t tests) {
        table = std::make_unique<ConsoleTable>(stdout, tests);
        table->header();
    };
    events.test_finished = [&](const TestResult& result) {
        spdlog::debug("{}/{}/{} {}: {}", command.id, result.group, result.name, short_name(result.verdict), result.message);
        table->row(result);
    };
    const Report report = grade_solution(judge, grade_options, events);
    if (!table) table = std::make_unique<ConsoleTable>(stdout, 0);
    table->summary(report);
    if (!command.json_file.empty()) write_json_report(command.json_file, {report});
    if (!command.junit_file.empty()) write_junit_report(command.junit_file, {report});
    if (stop_requested) spdlog::warn("stopped: {} of {} tests were not run", std::count_if(report.tests.begin(), report.tests.end(), [](const auto& t) { return t.verdict == Verdict::skipped; }), report.tests.size());
    return report.verdict == Verdict::accepted ? exit_passed : exit_failed;
}

}  // namespace gavel::cli
