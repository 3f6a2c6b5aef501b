#include "shard/merge_shards.hpp"

#include <algorithm>
#include <map>

#include "base/errors.hpp"
#include "judge/fail_fast.hpp"
#include "judge/judge.hpp"
#include "judge/score.hpp"

namespace gavel {
namespace {

std::string list_of(const std::vector<std::size_t>& shards) {
    std::string text;
    for (const std::size_t k : shards) text += (text.empty() ? "" : ", ") + std::to_string(k + 1);
    return text.empty() ? "none" : text;
}

// Every shard must agree with the first on what run it is part of.
void require_same_run(const ShardFile& first, const ShardFile& other, std::string_view gavel_version) {
    const auto refuse = [&](const std::string& what) {
        throw InputError(other.file + ": not a shard of the same run as " + first.file + ": " + what);
    };
    const ShardReport& a = first.report;
    const ShardReport& b = other.report;
    if (b.gavel_version != gavel_version)
        throw InputError(other.file + ": written by gavel " + b.gavel_version + ", and this is gavel " + std::string(gavel_version) +
                         "; merge shards with the gavel that judged them");
    if (a.command != b.command) refuse("gavel " + b.command + " here, gavel " + a.command + " there");
    if (a.shard.count != b.shard.count) refuse("shard " + b.shard.text() + " here, of " + std::to_string(a.shard.count) + " there");
    if (a.fail_fast != b.fail_fast)
        refuse(a.command == "verify" ? std::string("verify ") + (b.fail_fast ? "with" : "without") + " --fail-fast here, not there"
                                     : std::string("grade ") + (b.fail_fast ? "without" : "with") + " --all here, not there");
    if (a.problems.size() != b.problems.size()) refuse(std::to_string(b.problems.size()) + " problems here, " + std::to_string(a.problems.size()) + " there");
    for (std::size_t p = 0; p < a.problems.size(); ++p) {
        const ShardedProblem& pa = a.problems[p];
        const ShardedProblem& pb = b.problems[p];
        if (pa.id != pb.id || pa.argument != pb.argument) refuse("problem " + pb.argument + " here, " + pa.argument + " there");
        if (pa.time_limit_us != pb.time_limit_us) refuse(pb.id + ": a different time limit (give every shard the same --time-limit)");
        if (pa.suite_file != pb.suite_file || pa.suite_digest != pb.suite_digest || pa.tests != pb.tests)
            refuse(pb.id + ": a different suite (its tests, inputs or answers differ)");
        if (pa.solutions.size() != pb.solutions.size()) refuse(pb.id + ": other solutions");
        for (std::size_t s = 0; s < pa.solutions.size(); ++s)
            if (pa.solutions[s].solution != pb.solutions[s].solution)
                refuse(pb.id + ": solution " + pb.solutions[s].solution + " here, " + pa.solutions[s].solution + " there");
    }
}

}  // namespace

MergedRun combine_shards(const std::vector<ShardFile>& shards, std::string_view gavel_version) {
    if (shards.empty()) throw InputError("gavel merge: no shard reports given");
    const ShardFile& first = shards.front();
    std::map<std::size_t, const ShardFile*> by_index;
    for (const auto& shard : shards) {
        require_same_run(first, shard, gavel_version);
        const auto [at, fresh] = by_index.emplace(shard.report.shard.index, &shard);
        if (!fresh) throw InputError(shard.file + " and " + at->second->file + " are both shard " + shard.report.shard.text());
    }
    if (by_index.size() != first.report.shard.count) {
        std::vector<std::size_t> missing, given;
        for (std::size_t k = 0; k < first.report.shard.count; ++k) (by_index.count(k) ? given : missing).push_back(k);
        throw InputError("gavel merge: shard(s) " + list_of(missing) + " of " + std::to_string(first.report.shard.count) +
                         " missing (given: " + list_of(given) + ")");
    }
    MergedRun run;
    run.command = first.report.command;
    run.fail_fast = first.report.fail_fast;
    for (std::size_t p = 0; p < first.report.problems.size(); ++p) {
        const ShardedProblem& header = first.report.problems[p];
        MergedProblem problem;
        problem.argument = header.argument;
        problem.suite_file = header.suite_file;
        problem.id = header.id;
        problem.time_limit_us = header.time_limit_us;
        problem.time_limit_inferred = header.time_limit_inferred;
        for (std::size_t s = 0; s < header.solutions.size(); ++s) {
            MergedSolution merged;
            merged.solution = header.solutions[s].solution;
            std::vector<std::optional<ShardResult>> slots(header.tests);
            for (const auto& [index, shard] : by_index) {
                const ShardedSolution& part = shard->report.problems[p].solutions[s];
                if (part.compile_error && !merged.compile_error) merged.compile_error = part.compile_error;
                if (!part.not_run.empty() && merged.not_run.empty()) merged.not_run = part.not_run;
                if (part.longer)
                    for (const auto& entry : *part.longer) merged.retried.emplace(entry.index, entry.result);
                for (const auto& entry : part.results) {
                    if (entry.index >= slots.size() || slots[entry.index])
                        throw InputError(shard->file + ": " + header.id + ": " + merged.solution + ": test " + std::to_string(entry.index + 1) +
                                         (entry.index >= slots.size() ? " is past the suite's " + std::to_string(slots.size()) + " tests"
                                                                      : " is in another shard's report too"));
                    slots[entry.index] = entry;
                }
            }
            // A submission not run, or one that did not compile, has no results to put together.
            const bool judged = merged.not_run.empty() && !merged.compile_error;
            for (std::size_t i = 0; i < slots.size(); ++i) {
                if (!slots[i]) {
                    if (!judged) continue;
                    throw InputError("gavel merge: " + header.id + ": " + merged.solution + ": test " + std::to_string(i + 1) +
                                     " is in no shard's report");
                }
                merged.results.push_back(slots[i]->result);
                merged.groups.push_back(slots[i]->group_index);
            }
            problem.solutions.push_back(std::move(merged));
        }
        for (const auto& [index, shard] : by_index) problem.cross_check_passed = problem.cross_check_passed && shard->report.problems[p].cross_check_passed;
        run.problems.push_back(std::move(problem));
    }
    return run;
}

Report merged_report(const Problem& problem, const MergedSolution& solution, bool fail_fast, bool stop_at_first_failure) {
    for (const std::size_t group : solution.groups)
        if (group >= problem.suite.groups.size())
            throw InputError(problem.definition_file + ": has " + std::to_string(problem.suite.groups.size()) +
                             " groups, and a shard report names group " + std::to_string(group + 1) + ": not the suite the shards judged");
    if (solution.compile_error) {
        // Every test SK alike; the shards that compiled it hold each test's group and name.
        std::vector<PreparedTest> tests(solution.results.size());
        for (std::size_t i = 0; i < tests.size(); ++i) {
            tests[i].group = solution.results[i].group;
            tests[i].name = solution.results[i].name;
        }
        return compilation_failed_report(problem.id, problem.suite, tests, solution.solution, *solution.compile_error,
                                         problem.aggregation.get());
    }
    std::vector<TestResult> results = solution.results;
    FailFast(problem, fail_fast, stop_at_first_failure).apply(results, solution.groups);
    Scorer scorer(problem.id, solution.solution, problem.suite, problem.aggregation.get());
    for (std::size_t i = 0; i < results.size(); ++i) scorer.add(solution.groups[i], std::move(results[i]));
    return std::move(scorer).finish();
}

}  // namespace gavel
