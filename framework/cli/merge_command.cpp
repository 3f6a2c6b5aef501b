// gavel merge: the shard reports of one sharded grade, verify or run, put back together into the report the
// unsharded command writes, and its table (or log) and exit status.
#include <spdlog/spdlog.h>

#include <cstdio>
#include <memory>

#include "base/errors.hpp"
#include "base/printable_text.hpp"
#include "base/version.hpp"
#include "commands.hpp"
#include "package/data_validation.hpp"
#include "package/package_judging.hpp"
#include "package_commands.hpp"
#include "problem/catalog.hpp"
#include "problem/open_problem.hpp"
#include "judge/score.hpp"
#include "report/console_table.hpp"
#include "report/test_log.hpp"
#include "shard/merge_shards.hpp"
#include "verify_json.hpp"
#include "verify_matrix_table.hpp"
#include "verify_table.hpp"

namespace gavel::cli {
namespace {

// The problem the shards judged, opened here for its scoring rules and its submissions' promises: by the same
// id under --root, or the same package folder.
Problem reopened(const GlobalOptions& options, const MergedProblem& merged) {
    Problem problem = names_package(merged.argument)
                          ? package::open_for_judging(merged.argument, {}).problem
                          : open_problem(Catalog(options.root), merged.argument, plugin_search_path(options.plugin_path), merged.suite_file);
    if (problem.id != merged.id)
        throw InputError(merged.argument + ": is problem " + problem.id + " here, and the shards judged " + merged.id);
    return problem;
}

int merge_grade(const GlobalOptions& options, const MergeCommand& command, const MergedRun& run) {
    const MergedProblem& merged = run.problems.at(0);
    const Problem problem = reopened(options, merged);
    const Report report = merged_report(problem, merged.solutions.at(0), run.fail_fast, false);
    ConsoleTable table(stdout, report.tests.size(), options.log.quiet);
    table.header();
    for (const auto& test : report.tests) table.row(test);
    table.summary(report);
    // As grade prints them: a package's always, a suite's when they say more than the score.
    if (problem.aggregation || scores_in_parts(problem.suite, report)) table.group_scores(report);
    if (!command.json_file.empty()) write_json_report(command.json_file, {report});
    if (!command.junit_file.empty()) write_junit_report(command.junit_file, {report});
    return report.verdict == Verdict::accepted ? exit_passed : exit_failed;
}

// The rows of one problem's submissions, each printed as it is made.
std::vector<VerifyRow> merged_rows(const Problem& problem, const MergedProblem& merged, bool fail_fast, bool quiet,
                                   void (*print)(const VerifyRow&, bool), VerifyTally& tally, std::vector<Report>& reports) {
    std::vector<VerifyRow> rows;
    for (const MergedSolution& solution : merged.solutions) {
        const auto submission = std::find_if(problem.submissions.begin(), problem.submissions.end(),
                                             [&](const Submission& s) { return s.label == solution.solution; });
        if (submission == problem.submissions.end())
            throw InputError(problem.directory.string() + ": has no submission " + solution.solution + ", which the shards verified");
        VerifyRow row = !solution.not_run.empty()
                            ? not_run_row(problem.id, *submission, solution.not_run)
                            : verify_row(problem.id, *submission,
                                         merged_report(problem, solution, false, fail_fast && submission->expectation == nullptr),
                                         solution.retried);
        if (!quiet || !row.as_expected) print(row, false);
        tally.add(row);
        if (row.not_run.empty()) reports.push_back(row.report);
        rows.push_back(std::move(row));
    }
    return rows;
}

int merge_verify(const GlobalOptions& options, const MergeCommand& command, const MergedRun& run) {
    // A sharded verify is of packages only or of problem ids only (verify_command.cpp): one table.
    const bool packages = names_package(run.problems.at(0).argument);
    packages ? print_package_verify_header() : print_verify_header();
    VerifyTally tally;
    nlohmann::json problems = nlohmann::json::array();
    std::vector<Report> reports;
    std::vector<VerifyMatrix> matrices;
    for (const MergedProblem& merged : run.problems) {
        if (names_package(merged.argument)) {
            package::Package opened = package::open_for_judging(merged.argument, {});
            // The limit the shards judged with (a package's may have been inferred from its submissions there).
            opened.problem.limits.time = Duration(merged.time_limit_us);
            // The shards validated the data; the validators they skipped are those this machine skips (the same
            // gavel and package), so that the report says, as an unsharded verify does, that the data was not all checked.
            std::vector<std::string> skipped = package::unrunnable_validators(opened, languages_of(options));
            for (const std::string& warning : skipped) spdlog::warn("{}", warning);
            package::note_skipped_validators(opened, std::move(skipped));
            const auto rows = merged_rows(opened.problem, merged, run.fail_fast, options.log.quiet, print_package_verify_row, tally, reports);
            matrices.push_back(verify_matrix(opened.problem.id, rows, time_limits_of(opened.problem)));
            problems.push_back(package_verify_json(opened, merged.time_limit_inferred, rows, matrices.back()));
        } else {
            const Problem problem = reopened(options, merged);
            const auto rows = merged_rows(problem, merged, run.fail_fast, options.log.quiet, print_verify_row, tally, reports);
            matrices.push_back(verify_matrix(problem.id, rows, time_limits_of(problem)));
            problems.push_back(verify_problem_json(problem.id, rows, matrices.back()));
        }
    }
    if (!command.json_file.empty()) write_file_atomically(command.json_file, nlohmann::json{{"problems", problems}}.dump(2) + "\n");
    if (!command.junit_file.empty()) write_junit_report(command.junit_file, reports);
    if (!options.log.quiet)
        for (const auto& matrix : matrices) print_verify_matrix(stdout, matrix);
    packages ? print_package_verify_summary(tally) : tally.print_summary();
    return verify_exit_code(tally.total, tally.good, tally.not_run, false);
}

int merge_run(const GlobalOptions& options, const MergeCommand& command, const MergedRun& run) {
    std::vector<Report> reports;
    bool all_accepted = true;
    for (const MergedProblem& merged : run.problems) {
        const Problem problem = reopened(options, merged);
        // The reference's report (a package's: its answers checked), and a package's accepted submission's.
        for (const MergedSolution& solution : merged.solutions) {
            Report report = merged_report(problem, solution, false, false);
            for (const auto& test : report.tests) log_test(problem.id, test);
            log_summary(report);
            all_accepted = all_accepted && report.verdict == Verdict::accepted;
            reports.push_back(std::move(report));
        }
        if (!merged.cross_check_passed) spdlog::warn("{}: an accepted solution disagreed with the reference on a shard's generated cases (its log says which)", problem.id);
        all_accepted = all_accepted && merged.cross_check_passed;
    }
    if (!command.json_file.empty()) write_json_report(command.json_file, reports);
    if (!command.junit_file.empty()) write_junit_report(command.junit_file, reports);
    return all_accepted ? exit_passed : exit_failed;
}

}  // namespace

int merge(const GlobalOptions& options, const MergeCommand& command) {
    std::vector<ShardFile> shards;
    for (const auto& file : command.reports) shards.push_back({file, read_shard_report(file)});
    const MergedRun run = combine_shards(shards, gavel_version);
    spdlog::info("merging {} shards of gavel {}", shards.size(), run.command);
    if (run.command == "run") return merge_run(options, command, run);
    return run.command == "grade" ? merge_grade(options, command, run) : merge_verify(options, command, run);
}

}  // namespace gavel::cli
