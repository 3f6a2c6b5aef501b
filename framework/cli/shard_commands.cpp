#include "shard_commands.hpp"
#include "table_events.hpp"

#include <spdlog/spdlog.h>

#include <cstdio>
#include <cstdlib>
#include <memory>

#include "base/errors.hpp"
#include "base/version.hpp"
#include "report/console_table.hpp"
#include "shard/judge_shard.hpp"
#include "stop_signals.hpp"

namespace gavel::cli {

Shard shard_of(const std::string& text, const std::string& json_file) {
    const Shard shard = parse_shard(text, [](const char* name) { return std::getenv(name); });
    // Without its report a shard's work is lost: the merge is where its verdicts count.
    if (json_file.empty()) throw InputError("--shard " + text + ": give --json FILE, the shard report that gavel merge puts together");
    return shard;
}

int finish_shard(const std::string& file, const ShardReport& report, std::size_t judged, std::size_t of) {
    if (stop_requested()) {
        spdlog::warn("stopped: shard {} not finished, {} not written", report.shard.text(), file);
        return exit_failed;
    }
    write_shard_report(file, report);
    std::printf("\nshard %s: %zu of %zu judged, written to %s; gavel merge puts the %zu shards together\n",
                report.shard.text().c_str(), judged, of, file.c_str(), report.shard.count);
    return exit_passed;
}

int grade_as_shard(const ProblemJudge& judge, const GradeOptions& options, const GradeCommand& command) {
    if (!command.junit_file.empty()) throw InputError("--shard with --junit: a shard writes its report with --json; gavel merge writes the JUnit file");
    ShardReport report;
    report.command = "grade";
    report.gavel_version = gavel_version;
    report.shard = shard_of(command.shard, command.json_file);
    report.fail_fast = options.fail_fast;
    std::unique_ptr<ConsoleTable> table;
    const GradeEvents events = table_events(table, false);
    ShardedProblem problem = grade_shard(judge, options, report.shard, command.id, events);
    problem.suite_file = command.suite;
    const std::size_t judged = problem.solutions.front().results.size(), of = problem.tests;
    report.problems.push_back(std::move(problem));
    return finish_shard(command.json_file, report, judged, of);
}

int verify_as_shard(const VerifyCommand& command, const std::vector<VerifyShardJob>& jobs) {
    ShardReport report;
    report.command = "verify";
    report.gavel_version = gavel_version;
    report.shard = shard_of(command.shard, command.json_file);
    report.fail_fast = command.fail_fast;
    std::size_t judged = 0, of = 0;
    std::printf("%-14s %-44s %s\n", "PROBLEM", "SOLUTION", "TESTS IN THIS SHARD");
    for (const auto& job : jobs) {
        const std::string& id = job.judge->problem().id;
        ShardedProblem problem = verify_shard(*job.judge, job.options, command.fail_fast, report.shard, job.argument, [&](const std::string& label, std::size_t tests) {
            std::printf("%-14s %-44s %zu\n", id.c_str(), label.c_str(), tests);
            std::fflush(stdout);
            judged += tests;
        });
        problem.time_limit_inferred = job.time_limit_inferred;
        of += problem.tests * problem.solutions.size();
        report.problems.push_back(std::move(problem));
        if (stop_requested()) break;
    }
    return finish_shard(command.json_file, report, judged, of);
}

}  // namespace gavel::cli
