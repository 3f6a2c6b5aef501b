// gavel verify and gavel calibrate: what a problem setter runs before a contest.
#include <spdlog/spdlog.h>

#include <unistd.h>

#include <cstdio>
#include <filesystem>

#include "commands.hpp"
#include "package_commands.hpp"
#include "verify_json.hpp"
#include "verify_matrix_table.hpp"
#include "verify_show.hpp"
#include "verify_table.hpp"
#include "shard_commands.hpp"
#include "report/report.hpp"
#include "stop_signals.hpp"
#include "problem/catalog.hpp"
#include "base/errors.hpp"
#include "problem/open_problem.hpp"
#include "tools/verify.hpp"
#include "tools/report_html.hpp"

namespace gavel::cli {
namespace {

GradeOptions base_options(const GlobalOptions& global, const VerifyCommand& command) {
    GradeOptions options;
    options.jobs = command.jobs;
    options.languages = languages_of(global);
    options.stop = &stop_on_signals();
    return options;
}

// What gavel grade would take (run/program.cpp): a source file of a known language, a Solver plugin, an
// executable. Anything else in a solutions folder (a README, notes) is no solution and is left out with a note.
bool is_solution(const std::filesystem::path& file, const LanguageTable& languages) {
    return languages.find(file) != nullptr || file.extension() == ".so" || ::access(file.c_str(), X_OK) == 0;
}

// The problem with only its bundled solutions that gavel can grade; says what it leaves out, and which folders
// under solutions/ it does not know (their files are not verified).
Problem with_solutions_only(Problem problem, const LanguageTable& languages) {
    for (const auto& folder : unknown_submission_folders(problem.directory))
        spdlog::warn("{}: {}: not a solutions folder gavel knows (accepted, wrong_answer, time_limit_exceeded, "
                     "memory_limit_exceeded, runtime_error); its files are not verified", problem.id, folder.string());
    std::erase_if(problem.submissions, [&](const Submission& submission) {
        if (is_solution(submission.file, languages)) return false;
        spdlog::info("{}: {}: skipped, not a solution (expected a source file ({}), a Solver plugin (.so) or an executable)",
                     problem.id, submission.label, languages.known_extensions());
        return true;
    });
    return problem;
}

}  // namespace

int verify(const GlobalOptions& options, const VerifyCommand& command) {
    std::vector<std::string> packages, problem_ids;
    // A contest folder (several packages) goes with the packages: verify_packages tells them apart.
    for (const auto& id : command.ids) (names_package(id) || names_contest(id) ? packages : problem_ids).push_back(id);
    // A shard judges part of the pairs and writes only its --json report; gavel merge makes the rest.
    if (!command.html_file.empty() && !command.shard.empty())
        throw InputError("--shard with --html " + command.html_file + ": a shard writes its report with --json only");
    if (!packages.empty() && !problem_ids.empty() && !command.shard.empty())
        throw InputError("--shard: give problem packages (" + packages.front() + ") and problem ids (" + problem_ids.front() +
                         ") to separate sharded verifies: each writes one shard report");
    if (!packages.empty()) {
        const int packages_code = verify_packages(options, command, packages);
        if (problem_ids.empty() || stop_requested()) return packages_code;
        VerifyCommand rest = command;
        rest.ids = problem_ids;
        return std::max(packages_code, verify(options, rest));
    }
    const Catalog catalog(options.root);
    const std::vector<std::string> ids = command.ids.empty() ? catalog.ids() : command.ids;
    const auto plugin_directories = plugin_search_path(options.plugin_path);
    const GradeOptions base = base_options(options, command);
    std::vector<ProblemJudge> judges;
    for (const auto& id : ids) judges.emplace_back(with_solutions_only(open_problem(catalog, id, plugin_directories), base.languages));
    build_programs(judges, options);
    // Every problem's inputs are validated before the first solution is graded, so that a bad input stops the
    // command before any verdict is given (each grading then finds them in the judge's validation cache).
    for (const auto& judge : judges) judge.require_valid_inputs(judge.prepare());

    if (!command.shard.empty()) {
        std::vector<VerifyShardJob> jobs;
        for (const auto& judge : judges) jobs.push_back({&judge, base, judge.problem().id, false});
        return verify_as_shard(command, jobs);
    }
    print_verify_header();
    VerifyTally tally;
    nlohmann::json problems = nlohmann::json::array();
    std::vector<VerifyMatrix> matrices;
    std::vector<VerifiedProblem> verified;  // for --html
    for (const auto& judge : judges) {
        const auto rows = verify_problem(judge, base, command.fail_fast, [&](const VerifyRow& row) {
            if (!options.log.quiet || !row.as_expected) print_verify_row(row, command.show);
        });
        if (rows.empty()) spdlog::warn("{}: no bundled solutions under {}/solutions", judge.problem().id, judge.problem().directory.string());
        matrices.push_back(verify_matrix(judge.problem().id, rows, time_limits_of(judge.problem())));
        problems.push_back(verify_problem_json(judge.problem().id, rows, matrices.back()));
        if (!command.html_file.empty()) verified.push_back({matrices.back(), rows, time_limits_of(judge.problem())});
        for (const auto& row : rows) tally.add(row);
    }
    if (!command.json_file.empty()) write_file_atomically(command.json_file, nlohmann::json{{"problems", problems}}.dump(2) + "\n");
    if (!command.html_file.empty()) write_file_atomically(command.html_file, verify_report_html(verified));
    if (!options.log.quiet)
        for (const auto& matrix : matrices) print_verify_matrix(stdout, matrix);
    tally.print_summary();
    if (stop_requested()) {
        spdlog::warn("stopped: the solutions not in the table were not verified");
        return exit_failed;
    }
    return verify_exit_code(tally.total, tally.good, tally.not_run, command.strict);
}

int calibrate(const GlobalOptions& options, const std::string& id, const VerifyCommand& command) {
    if (names_package(id)) return calibrate_package(options, id, command);
    const Catalog catalog(options.root);
    const GradeOptions base = base_options(options, command);
    const ProblemJudge judge(with_solutions_only(open_problem(catalog, id, plugin_search_path(options.plugin_path)), base.languages));
    build_programs(std::span(&judge, 1), options);
    const Calibration calibration = calibrate_problem(judge, base);
    if (stop_requested()) {
        spdlog::warn("stopped: nothing proposed");
        return exit_failed;
    }
    if (calibration.accepted.empty()) throw InputError(judge.problem().directory.string() + "/solutions/accepted: no accepted solution to calibrate with");
    bool all_accepted = true;
    for (const auto& timing : calibration.accepted) {
        std::printf("%-40s %-4s slowest %-36s %s\n", timing.solution.c_str(), std::string(short_name(timing.verdict)).c_str(),
                    timing.slowest_test.c_str(), format_duration(timing.slowest).c_str());
        all_accepted = all_accepted && timing.verdict == Verdict::accepted;
    }
    std::printf("\nproposed time limit: %s (slowest accepted test x 2, rounded up to 100 ms); now %s\n",
                format_duration(calibration.proposed).c_str(), format_duration(judge.problem().limits.time).c_str());
    for (const auto& margin : calibration.too_slow)
        std::printf("%-40s %s at 1.5x the proposed limit: %s\n", margin.solution.c_str(), std::string(short_name(margin.verdict)).c_str(),
                    margin.over_margin ? "at least 1.5x over it" : "NOT 1.5x over it");
    if (!all_accepted) spdlog::warn("{}: an accepted solution is not accepted; the proposal is not to be trusted", id);
    return all_accepted ? exit_passed : exit_failed;
}

}  // namespace gavel::cli
