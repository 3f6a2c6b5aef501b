// gavel merge: the N shard reports of one run put back together, checked to belong together, every result in
// suite order; merged_report() then scores a solution as the unsharded judging scores it.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "problem/problem.hpp"
#include "shard/shard_report.hpp"

namespace gavel {

struct ShardFile {
    std::string file;
    ShardReport report;
};

struct MergedSolution {
    std::string solution;
    std::optional<std::string> compile_error;  // any shard's
    std::string not_run;                       // any shard's
    std::vector<TestResult> results;           // every test, in suite order
    std::vector<std::size_t> groups;           // results[i]'s group index
    std::map<std::size_t, TestResult> retried;  // verify: the results at the longer limit (VerifyRow::retried)
};

struct MergedProblem {
    std::string argument;
    std::string suite_file;
    std::string id;
    std::int64_t time_limit_us = 0;    // what every shard judged with
    bool time_limit_inferred = false;
    std::vector<MergedSolution> solutions;
    bool cross_check_passed = true;  // gavel run: on every shard
};

struct MergedRun {
    std::string command;
    bool fail_fast = false;
    std::vector<MergedProblem> problems;
};

/// Checks that `shards` are shards 1..N of one run, each once, of one gavel version (`gavel_version`, this
/// program's), command and options, on the same problems and suites, together holding every test of every
/// solution exactly once; throws InputError naming the files (and the shard or test) when not.
MergedRun combine_shards(const std::vector<ShardFile>& shards, std::string_view gavel_version);

/// `solution`'s report on `problem`, as judging makes it: an earlier failure's tests SK by fail-fast's rule, then
/// scored in suite order; CE with every test SK when it did not compile.
Report merged_report(const Problem& problem, const MergedSolution& solution, bool fail_fast, bool stop_at_first_failure);

}  // namespace gavel
