// gavel verify and gavel calibrate: what a problem setter runs before a contest.
#include <spdlog/spdlog.h>

#include <unistd.h>

#include <cstdio>
#include <filesystem>

#include "commands.hpp"
#include "package_commands.hpp"
#include "verify_json.hpp"
#include "verify_show.hpp"
#include "report/report.hpp"
#include "stop_signals.hpp"
#include "problem/catalog.hpp"
#include "base/errors.hpp"
#include "problem/open_problem.hpp"
#include "tools/verify.hpp"

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

std::string name_of(Verdict verdict) { return std::string(short_name(verdict)); }

// Why a solution did not get its folder's verdict: the test that gave the verdict it got, and that test's message.
std::string unexpected_because(const VerifyRow& row) {
    std::string first_line = row.message.substr(0, row.message.find('\n'));
    if (row.got == Verdict::compilation_error) return "it does not compile: " + first_line;
    if (row.decided_by.empty()) return "every test is AC";
    return name_of(row.got) + " on " + row.decided_by + (first_line.empty() ? "" : ": " + first_line);
}

}  // namespace

int verify(const GlobalOptions& options, const VerifyCommand& command) {
    std::vector<std::string> packages, problem_ids;
    for (const auto& id : command.ids) (names_package(id) ? packages : problem_ids).push_back(id);
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

    std::printf("%-14s %-44s %-8s %-5s %-7s %s\n", "PROBLEM", "SOLUTION", "EXPECTED", "GOT", "AT 1.5x", "RESULT");
    std::size_t total = 0, good = 0, sensitive = 0, not_run = 0;
    nlohmann::json problems = nlohmann::json::array();
    for (const auto& judge : judges) {
        const auto rows = verify_problem(judge, base, [&command](const VerifyRow& row) {
            const std::string result = !row.not_run.empty() ? "NOT RUN: " + row.not_run
                                       : row.as_expected ? "ok"
                                                         : "WRONG VERDICT (" + unexpected_because(row) + ")";
            std::printf("%-14s %-44s %-8s %-5s %-7s %s%s\n", row.problem.c_str(), row.solution.c_str(),
                        name_of(row.expected).c_str(), name_of(row.got).c_str(), name_of(row.at_longer_limit).c_str(),
                        result.c_str(), row.time_sensitive ? ", sensitive to time limit" : "");
            if (command.show && !row.as_expected) print_first_failing_exchange(row);
            std::fflush(stdout);
        });
        if (rows.empty()) spdlog::warn("{}: no bundled solutions under {}/solutions", judge.problem().id, judge.problem().directory.string());
        nlohmann::json submissions = nlohmann::json::array();
        for (const auto& row : rows) {
            submissions.push_back(verify_row_json(row));
            ++total;
            good += row.as_expected;
            not_run += !row.not_run.empty();
            sensitive += row.time_sensitive;
            if (row.time_sensitive) spdlog::warn("{}: {} is sensitive to time limit ({} at the limit, {} at 1.5x)", row.problem, row.solution, name_of(row.got), name_of(row.at_longer_limit));
        }
        problems.push_back({{"problem", judge.problem().id}, {"submissions", std::move(submissions)}});
    }
    if (!command.json_file.empty()) write_file_atomically(command.json_file, nlohmann::json{{"problems", problems}}.dump(2) + "\n");
    std::printf("\nverify: %zu solutions, %zu as their folders promise, %zu not, %zu not run, %zu sensitive to time limit\n",
                total, good, total - good - not_run, not_run, sensitive);
    if (stop_requested()) {
        spdlog::warn("stopped: the solutions not in the table were not verified");
        return exit_failed;
    }
    return verify_exit_code(total, good, not_run, command.strict);
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
        std::printf("%-40s %-4s slowest %-36s %s\n", timing.solution.c_str(), name_of(timing.verdict).c_str(),
                    timing.slowest_test.c_str(), format_duration(timing.slowest).c_str());
        all_accepted = all_accepted && timing.verdict == Verdict::accepted;
    }
    std::printf("\nproposed time limit: %s (slowest accepted test x 2, rounded up to 100 ms); now %s\n",
                format_duration(calibration.proposed).c_str(), format_duration(judge.problem().limits.time).c_str());
    for (const auto& margin : calibration.too_slow)
        std::printf("%-40s %s at 1.5x the proposed limit: %s\n", margin.solution.c_str(), name_of(margin.verdict).c_str(),
                    margin.over_margin ? "at least 1.5x over it" : "NOT 1.5x over it");
    if (!all_accepted) spdlog::warn("{}: an accepted solution is not accepted; the proposal is not to be trusted", id);
    return all_accepted ? exit_passed : exit_failed;
}

}  // namespace gavel::cli
