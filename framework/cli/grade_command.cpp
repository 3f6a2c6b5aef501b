// gavel grade: a contestant's solution, graded in the sandbox, with a table and reports.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <memory>

#include "commands.hpp"
#include "package_commands.hpp"
#include "shard_commands.hpp"
#include "table_events.hpp"
#include "stop_signals.hpp"
#include "problem/catalog.hpp"
#include "report/console_table.hpp"
#include "base/errors.hpp"
#include "judge/score.hpp"
#include "tools/grade.hpp"
#include "tools/report_html.hpp"
#include "problem/open_problem.hpp"

namespace gavel::cli {

int grade(const GlobalOptions& options, const GradeCommand& command) {
    // A shard judges part of the tests and writes only its --json report; gavel merge makes the rest.
    if (!command.html_file.empty() && !command.shard.empty())
        throw InputError("--shard with --html " + command.html_file + ": a shard writes its report with --json only");
    if (names_package(command.id)) return grade_package(options, command);
    const Catalog catalog(options.root);
    const ProblemJudge judge(open_problem(catalog, command.id, plugin_search_path(options.plugin_path), command.suite));
    build_programs(std::span(&judge, 1), options);
    GradeOptions grade_options;
    grade_options.solution = command.solution;
    grade_options.jobs = command.jobs;
    grade_options.stop = &stop_on_signals();
    grade_options.fail_fast = !command.all;
    grade_options.languages = languages_of(options);
    if (!command.time_limit.empty()) {
        std::string error;
        grade_options.time_limit = parse_duration(command.time_limit, error);
        if (!grade_options.time_limit) throw InputError("--time-limit: " + error);
    }
    if (!command.shard.empty()) return grade_as_shard(judge, grade_options, command);
    std::unique_ptr<ConsoleTable> table;
    GradeEvents events = table_events(table, options.log.quiet);
    events.test_finished = [&, row = events.test_finished](const TestResult& result) {
        spdlog::debug("{}/{}/{} {}: {}", command.id, result.group, result.name, short_name(result.verdict), result.message);
        row(result);
    };
    Report report = grade_solution(judge, grade_options, events);
    if (stop_requested() && report.compile_error) {
        // The stop ended the compiler: nothing is known of the solution.
        report.compile_error.reset();
        report.verdict = Verdict::skipped;
        for (auto& test : report.tests) test.message = "stopped before it ran";
    }
    if (!table) table = std::make_unique<ConsoleTable>(stdout, 0);
    table->summary(report);
    if (scores_in_parts(judge.problem().suite, report)) table->group_scores(report);
    if (!command.json_file.empty()) write_json_report(command.json_file, {report});
    if (!command.junit_file.empty()) write_junit_report(command.junit_file, {report});
    if (!command.html_file.empty())
        write_file_atomically(command.html_file, grade_report_html(report, graded_time_limits(judge.problem(), grade_options.time_limit)));
    if (stop_requested()) spdlog::warn("stopped: {} of {} tests were not run", std::count_if(report.tests.begin(), report.tests.end(), [](const auto& t) { return t.verdict == Verdict::skipped; }), report.tests.size());
    return report.verdict == Verdict::accepted ? exit_passed : exit_failed;
}

}  // namespace gavel::cli
