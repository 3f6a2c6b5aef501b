// gavel verify|grade|run|list|calibrate on a problem package: open it with its rules, validate its data with its
// own validators, find its time limit when problem.yaml gives none, then judge as for any problem.
#include "package_commands.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cstdio>
#include <memory>

#include "base/errors.hpp"
#include "base/printable_text.hpp"
#include "package/package_judging.hpp"
#include "package/time_limit_writing.hpp"
#include "report/console_table.hpp"
#include "report/report_json.hpp"
#include "report/test_log.hpp"
#include "stop_signals.hpp"
#include "tools/verify.hpp"
#include "generate_package.hpp"
#include "verify_json.hpp"
#include "verify_show.hpp"
#include "verify_table.hpp"
#include "verify_matrix_table.hpp"
#include "tools/report_html.hpp"
#include "base/version.hpp"
#include "shard/judge_shard.hpp"
#include "shard_commands.hpp"
#include "table_events.hpp"
#include "contest_table.hpp"
#include "package/contest_folder.hpp"

namespace gavel::cli {
namespace {

using package::Package;

// The judging options for a package: its compilation limits take the place of the languages table's.
GradeOptions grade_options_for(const GlobalOptions& global, const Package& opened, unsigned jobs) {
    GradeOptions options;
    options.jobs = jobs;
    options.languages = languages_of(global);
    options.languages.compile_limits.time = opened.compilation_limits.time;
    options.languages.compile_limits.memory = opened.compilation_limits.memory;
    options.stop = &stop_on_signals();
    return options;
}

Duration parse_limit(const std::string& text, const std::string& option) {
    std::string error;
    const auto limit = parse_duration(text, error);
    if (!limit) throw InputError(option + ": " + error);
    return *limit;
}

// Opens the package and makes it ready to judge: output validator built, data validated, time limit known.
struct ReadyPackage {
    Package package;
    GradeOptions options;
    std::optional<package::TimeLimitInference> inferred;
};

ReadyPackage ready_package(const GlobalOptions& global, const std::string& path, bool strict, unsigned jobs,
                           const std::optional<Duration>& measuring_limit) {
    generate_missing_data(global, path, jobs);  // a package that keeps its tests as generators.yaml: made first
    ReadyPackage ready{package::open_for_judging(path, {strict}), {}, std::nullopt};
    ready.options = grade_options_for(global, ready.package, jobs);
    // An interactive or multi-pass package is judged by its interactive judge alone: its checker is never asked.
    if (const auto& interactive = ready.package.problem.interactive) interactive->build(ready.options.languages);
    else if (ready.package.problem.checker->needs_build()) ready.package.problem.checker->build(ready.options.languages);
    package::require_valid_data(ready.package, ready.options.languages, strict, ready.options.stop);
    if (!ready.package.timing.time_limit && measuring_limit && !stop_requested()) {
        // Worked out once per package content and machine, then kept: every later command judges with the same.
        const package::KeptTimeLimit kept = package::settle_time_limit(ready.package, ready.options, *measuring_limit);
        ready.inferred = kept.inference;
        if (kept.file.empty())
            spdlog::info("{}: time limit {} (inferred from {}, not kept)", ready.package.problem.id,
                         format_duration(kept.inference.time_limit), kept.inference.slowest_lower_by);
        else
            spdlog::info("{}: time limit {} (inferred on {}, kept in {}; slowest that must pass: {})", ready.package.problem.id,
                         format_duration(kept.inference.time_limit), kept.inferred_on, kept.file.string(),
                         kept.inference.slowest_lower_by.empty() ? "none" : kept.inference.slowest_lower_by);
    }
    return ready;
}

std::string name_of(Verdict verdict) { return std::string(short_name(verdict)); }

}  // namespace

bool names_package(const std::string& argument) { return package::looks_like_package(argument); }

GradablePackage gradable_package(const GlobalOptions& options, const std::string& path, unsigned jobs) {
    ReadyPackage ready = ready_package(options, path, false, jobs, Duration(std::chrono::seconds(10)));
    return {ProblemJudge(ready.package.problem), ready.options};
}

namespace {

// What verify gathers over its packages for --json, --html and the matrices printed after the last.
struct VerifyReports {
    nlohmann::json problems = nlohmann::json::array();
    std::vector<VerifyMatrix> matrices;
    std::vector<VerifiedProblem> verified;  // for --html
    VerifyTally tally;
};

struct VerifiedPackage {
    std::vector<Submission> submissions;
    std::vector<VerifyRow> rows;  // fewer than submissions when the stop came during the package
};

// Makes the package ready (data validated, time limit known), then verifies its submissions, each row printed as it
// ends, and adds it to `reports`. A package that cannot be opened or judged throws its InputError.
VerifiedPackage verify_one_package(const GlobalOptions& options, const VerifyCommand& command, Duration measuring,
                                   const std::string& path, VerifyReports& reports) {
    ReadyPackage ready = ready_package(options, path, command.strict, command.jobs, measuring);
    const Package& opened = ready.package;
    if (opened.problem.submissions.empty()) spdlog::warn("{}: no submissions to verify under submissions/", path);
    const ProblemJudge judge(opened.problem);
    VerifiedPackage verified{opened.problem.submissions, verify_problem(judge, ready.options, command.fail_fast, [&](const VerifyRow& row) {
        if (!options.log.quiet || !row.as_expected) print_package_verify_row(row, command.show);
    })};
    for (const auto& row : verified.rows) reports.tally.add(row);
    reports.matrices.push_back(verify_matrix(opened.problem.id, verified.rows, time_limits_of(opened.problem)));
    reports.problems.push_back(package_verify_json(opened, ready.inferred.has_value(), verified.rows, reports.matrices.back()));
    if (!command.html_file.empty()) reports.verified.push_back({reports.matrices.back(), verified.rows, time_limits_of(opened.problem)});
    return verified;
}

void write_verify_reports(const GlobalOptions& options, const VerifyCommand& command, const VerifyReports& reports) {
    if (!command.json_file.empty())
        write_file_atomically(command.json_file, nlohmann::json{{"problems", reports.problems}}.dump(2) + "\n");
    if (!command.html_file.empty()) write_file_atomically(command.html_file, verify_report_html(reports.verified));
    if (!options.log.quiet)
        for (const auto& matrix : reports.matrices) print_verify_matrix(stdout, matrix);
}

// A package argument as it is (no label), a contest folder as its packages in contest order.
std::vector<package::ContestEntry> entries_of(const std::vector<std::string>& arguments) {
    std::vector<package::ContestEntry> entries;
    for (const auto& argument : arguments) {
        if (!names_contest(argument)) {
            std::filesystem::path folder = std::filesystem::absolute(argument).lexically_normal();
            if (folder.filename().empty()) folder = folder.parent_path();  // "pkg/": its id is still pkg
            entries.push_back({folder.filename().string(), "", argument, ""});
            continue;
        }
        for (auto& entry : package::open_contest_folder(argument).entries) entries.push_back(std::move(entry));
    }
    return entries;
}

// Every package of the contest folders among `arguments` (each with the others), and a row each in one table at the
// end: a package that cannot be opened or judged is a row saying why, and the others are still verified.
int verify_contests(const GlobalOptions& options, const VerifyCommand& command, Duration measuring,
                    const std::vector<std::string>& arguments) {
    const std::vector<package::ContestEntry> entries = entries_of(arguments);
    VerifyReports reports;
    std::vector<ContestProblemRow> table;
    print_package_verify_header();
    for (const auto& entry : entries) {
        ContestProblemRow row;
        row.label = entry.label;
        row.id = entry.id;
        if (stop_requested()) {
            row.reached = false;
        } else if (!entry.missing.empty()) {
            row.cannot_judge = entry.missing;
        } else {
            try {
                const VerifiedPackage verified = verify_one_package(options, command, measuring, entry.path.string(), reports);
                row = contest_row(entry.label, entry.id, verified.submissions, verified.rows);
                reports.problems.back()["label"] = entry.label;
            } catch (const InputError& error) {
                row.cannot_judge = error.what();
            } catch (const InternalError&) {
                // A stop while a box starts ends that start with an error: the package was stopped in, not broken.
                if (!stop_requested()) throw;
                row.stopped_in = true;
            }
        }
        if (!row.cannot_judge.empty())
            reports.problems.push_back({{"problem", entry.id}, {"label", entry.label}, {"package", printable_text(entry.path.string())},
                                        {"error", printable_text(row.cannot_judge)}});
        table.push_back(std::move(row));
    }
    write_verify_reports(options, command, reports);
    print_package_verify_summary(reports.tally);
    print_contest_table(stdout, table, command.strict);
    if (stop_requested()) {
        spdlog::warn("stopped: the packages and submissions not in the table were not verified");
        return exit_failed;
    }
    return contest_exit_code(table, verify_exit_code(reports.tally.total, reports.tally.good, reports.tally.not_run, command.strict));
}

}  // namespace

bool names_contest(const std::string& argument) { return package::looks_like_contest(argument); }

int verify_packages(const GlobalOptions& options, const VerifyCommand& command, const std::vector<std::string>& arguments) {
    const Duration measuring = parse_limit(command.measuring_limit, "--measuring-limit");
    const bool contest = std::any_of(arguments.begin(), arguments.end(), names_contest);
    if (!command.shard.empty()) {
        // A shard's report names each package as merge reopens it: a contest folder's packages each by its own folder,
        // and a package that cannot be opened stops the shard, as without a contest.
        std::vector<std::string> paths;
        for (const auto& entry : entries_of(arguments)) {
            if (!entry.missing.empty()) throw InputError(entry.missing);
            paths.push_back(entry.path.string());
        }
        // Each package made ready (data validated, time limit known) before its share is judged, as unsharded.
        std::vector<ReadyPackage> ready;
        std::vector<ProblemJudge> judges;
        for (const auto& path : paths) {
            ready.push_back(ready_package(options, path, command.strict, command.jobs, measuring));
            judges.emplace_back(ready.back().package.problem);
        }
        std::vector<VerifyShardJob> jobs;
        for (std::size_t i = 0; i < paths.size(); ++i) jobs.push_back({&judges[i], ready[i].options, paths[i], ready[i].inferred.has_value()});
        return verify_as_shard(command, jobs);
    }
    if (contest) return verify_contests(options, command, measuring, arguments);
    VerifyReports reports;
    print_package_verify_header();
    for (const auto& path : arguments) {
        verify_one_package(options, command, measuring, path, reports);
        if (stop_requested()) break;
    }
    write_verify_reports(options, command, reports);
    print_package_verify_summary(reports.tally);
    if (stop_requested()) {
        spdlog::warn("stopped: the submissions not in the table were not verified");
        return exit_failed;
    }
    return verify_exit_code(reports.tally.total, reports.tally.good, reports.tally.not_run, command.strict);
}

int grade_package(const GlobalOptions& options, const GradeCommand& command) {
    const std::optional<Duration> given = command.time_limit.empty() ? std::nullopt : std::optional(parse_limit(command.time_limit, "--time-limit"));
    // A time limit given on the command line needs no inference from the package's submissions.
    ReadyPackage ready = ready_package(options, command.id, command.strict, command.jobs, given ? std::nullopt : std::optional(Duration(std::chrono::seconds(10))));
    if (given) ready.package.problem.limits.time = *given;
    const ProblemJudge judge(ready.package.problem);
    GradeOptions grade_options = ready.options;
    grade_options.solution = command.solution;
    // A failure ends its group (or the run) early only where the package's rules say it decides it: the judge asks
    // the aggregation (a sum group's other tests still score; legacy on_reject: continue sees every result).
    grade_options.fail_fast = !command.all;
    if (!command.shard.empty()) return grade_as_shard(judge, grade_options, command);
    std::unique_ptr<ConsoleTable> table;
    const GradeEvents events = table_events(table, options.log.quiet);
    const Report report = grade_solution(judge, grade_options, events);
    if (!table) table = std::make_unique<ConsoleTable>(stdout, 0);
    table->summary(report);
    for (const auto& group : report.groups)
        std::printf("  %-30s %-4s %s%s\n", printable_text(group.group).c_str(), name_of(group.verdict).c_str(), format_score(group.score).c_str(),
                    group.max_score ? ("/" + format_score(*group.max_score)).c_str() : "");
    if (!command.json_file.empty()) write_json_report(command.json_file, {report});
    if (!command.junit_file.empty()) write_junit_report(command.junit_file, {report});
    if (!command.html_file.empty())
        write_file_atomically(command.html_file, grade_report_html(report, graded_time_limits(judge.problem(), std::nullopt)));
    return report.verdict == Verdict::accepted ? exit_passed : exit_failed;
}

int run_packages(const GlobalOptions& options, const RunCommand& command, const std::vector<std::string>& paths) {
    std::vector<Report> reports;
    bool all_good = true;
    std::optional<ShardReport> shard;
    std::size_t judged = 0, of = 0;
    if (!command.shard.empty()) shard = ShardReport{"run", std::string(gavel_version), shard_of(command.shard, command.json_file), false, {}};
    for (const auto& path : paths) {
        ReadyPackage ready = ready_package(options, path, command.strict, 0, Duration(std::chrono::seconds(10)));
        const ProblemJudge judge(ready.package.problem);
        const auto all_tests = judge.prepare();
        // A shard checks its share of the answers, and grades the accepted submission on it.
        const std::vector<std::size_t> mine = shard ? shard_tests(all_tests, shard->shard) : std::vector<std::size_t>{};
        const auto tests = shard ? pick(all_tests, mine) : all_tests;
        ProblemJudge::Options judge_options;
        judge_options.stop = &stop_on_signals();
        const auto log = [&](const TestResult& result) { log_test(judge.problem().id, result); };
        // Every answer must pass the output validator as an output of its own, then an accepted submission must
        // pass every test: an answer the validator or the model solution disagrees with is a package bug.
        Report answers = judge.check_stored_answers(tests, judge_options, log);
        log_summary(answers);
        all_good = all_good && answers.verdict == Verdict::accepted;
        if (shard) {
            shard->problems.push_back(shard_record(judge, all_tests, mine, answers, path));
            shard->problems.back().time_limit_inferred = ready.inferred.has_value();
            judged += mine.size();
            of += all_tests.size();
        }
        reports.push_back(std::move(answers));
        const auto accepted = std::find_if(judge.problem().submissions.begin(), judge.problem().submissions.end(),
                                           [](const Submission& submission) { return submission.label.rfind("accepted/", 0) == 0; });
        if (accepted == judge.problem().submissions.end()) {
            spdlog::warn("{}: no submission in submissions/accepted to check the answers with", path);
        } else if (!stop_requested()) {
            GradeOptions grade_options = ready.options;
            grade_options.solution = accepted->file;
            GradeEvents events;
            events.test_finished = log;
            Report report = Grader(judge, grade_options, tests).run(events);
            log_summary(report);
            all_good = all_good && report.verdict == Verdict::accepted;
            if (shard) shard->problems.back().solutions.push_back(shard_solution(all_tests, mine, report));
            reports.push_back(std::move(report));
        }
        if (stop_requested()) break;
    }
    if (shard) return finish_shard(command.json_file, *shard, judged, of);
    if (!command.json_file.empty()) write_json_report(command.json_file, reports);
    if (stop_requested()) return exit_failed;
    return all_good ? exit_passed : exit_failed;
}

int list_packages(const std::vector<std::string>& paths) {
    for (const auto& entry : entries_of(paths)) {
        if (!entry.missing.empty()) throw InputError(entry.missing);
        Package opened = package::open_for_judging(entry.path, {});
        const Problem& problem = opened.problem;
        std::printf("%s%s: %s (%s, %s)\n", entry.label.empty() ? "" : (printable_text(entry.label) + "  ").c_str(), problem.id.c_str(), printable_text(problem.title).c_str(), package::name_of(opened.version),
                    opened.scoring ? "scoring" : "pass-fail");
        std::printf("  time limit %s, memory %llu MiB, output validator %s\n",
                    opened.timing.time_limit ? format_duration(*opened.timing.time_limit).c_str() : "inferred from the submissions",
                    static_cast<unsigned long long>(problem.limits.memory >> 20),
                    (problem.interactive ? problem.interactive->name() : problem.checker->name()).c_str());
        for (const auto& group : problem.suite.groups) std::printf("  %-36s %zu cases\n", group.name.c_str(), group.case_count());
        for (const auto& validator : opened.input_validators) std::printf("  input validator %s\n", validator.name.c_str());
        for (const auto& validator : opened.answer_validators) std::printf("  answer validator %s\n", validator.name.c_str());
        for (const auto& submission : problem.submissions)
            std::printf("  %-40s %-8s %s\n", printable_text(submission.label).c_str(), submission.language.c_str(),
                        submission.expectation ? submission.expectation->describe().c_str() : name_of(submission.expected).c_str());
    }
    return exit_passed;
}

int calibrate_package(const GlobalOptions& options, const std::string& path, const VerifyCommand& command) {
    ReadyPackage ready = ready_package(options, path, command.strict, command.jobs, std::nullopt);
    const Duration measuring = parse_limit(command.measuring_limit, "--measuring-limit");
    // calibrate measures afresh, whatever is kept: showing the figures is what it is for.
    const package::TimeLimitInference inference = package::find_time_limit(ready.package, ready.options, measuring);
    if (stop_requested()) return exit_failed;
    std::printf("slowest lower bound: %s (%s)\n", format_duration(inference.slowest_lower).c_str(), inference.slowest_lower_by.c_str());
    if (inference.fastest_upper)
        std::printf("fastest upper bound: %s (%s)\n", format_duration(*inference.fastest_upper).c_str(), inference.fastest_upper_by.c_str());
    else
        std::printf("fastest upper bound: none (no submission must get TLE)\n");
    if (!inference.error.empty()) {
        std::printf("%s (must pass: %s; must time out: %s)%s\n", inference.error.c_str(), inference.slowest_lower_by.c_str(),
                    inference.fastest_upper_by.c_str(), command.write ? "; nothing written" : "");
        return exit_failed;
    }
    const std::optional<Duration> given = ready.package.timing.time_limit;
    std::printf("time limit: %s%s\n", format_duration(inference.time_limit).c_str(),
                given ? (" (the package gives " + format_duration(*given) + ")").c_str() : " (inferred)");
    if (!given && !command.write) {
        // The other commands judge with the kept limit; one kept now makes them judge with what was shown here.
        try {
            const std::string key = package::time_limit_key(ready.package);
            const std::filesystem::path file = package::kept_time_limit_file(key);
            if (const auto kept = package::read_kept_time_limit(ready.package, file, key)) {
                if (kept->inference.time_limit != inference.time_limit)
                    std::printf("kept time limit: %s (inferred on %s, kept in %s): verify, grade and run judge with it until "
                                "the package changes; --write makes this one the package's\n",
                                format_duration(kept->inference.time_limit).c_str(), kept->inferred_on.c_str(), file.string().c_str());
            } else {
                package::keep_time_limit(ready.package, file, key, inference);
                std::printf("kept in %s: verify, grade and run judge with it until the package changes\n", file.string().c_str());
            }
        } catch (const InputError& error) {
            spdlog::warn("{}; the time limit is not kept", error.what());
        }
    }
    if (command.write) {
        const std::filesystem::path file = package::write_time_limit(ready.package, inference.time_limit);
        std::printf("wrote time limit %s s to %s\n", package::written_seconds(inference.time_limit).c_str(), file.string().c_str());
    }
    return exit_passed;
}

}  // namespace gavel::cli
