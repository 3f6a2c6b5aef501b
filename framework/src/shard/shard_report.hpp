// A shard's report: what one `--shard K/N` run judged, in full, for gavel merge to put back together.
//
// It is JSON, as the --json file of the sharded command: each result with its suite index and group index, every
// field of it (the judge's message a package's expectations read too), and what the merge checks the shards
// against each other by: gavel's version, the command and its options, each problem's suite digest.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "report/report.hpp"
#include "shard/shard_plan.hpp"

namespace gavel {

struct PreparedTest;

struct ShardResult {
    std::size_t index = 0;        // in suite order, of every test of the problem
    std::size_t group_index = 0;  // of the problem's suite
    TestResult result;
};

struct ShardedSolution {
    std::string solution;                      // gavel grade: the file name; gavel verify: its label
    std::optional<std::string> compile_error;  // when it did not compile (its results are then SK)
    std::string not_run;                       // verify: not judged here, and why
    std::vector<ShardResult> results;          // ascending index
    // verify: the results at 1.5 x the limit of the tests this shard judged again, as verify judges them again
    // (VerifyRow::retried); absent for a package's submission, which is judged once.
    std::optional<std::vector<ShardResult>> longer;
};

struct ShardedProblem {
    std::string argument;      // as given to the command: an id or a package folder
    std::string suite_file;    // gavel grade --suite, as given; empty: the problem's own suite
    std::string id;
    std::string suite_digest;  // suite_digest(): the same tests, inputs and answers on every shard
    std::size_t tests = 0;
    std::int64_t time_limit_us = 0;
    bool time_limit_inferred = false;  // a package's, from its submissions
    std::vector<ShardedSolution> solutions;
    // gavel run: whether the accepted solutions agreed with the reference on this shard's generated cases
    // (true when there was nothing to cross-check).
    bool cross_check_passed = true;
};

struct ShardReport {
    std::string command;  // "grade", "verify" or "run"
    std::string gavel_version;
    Shard shard;
    bool fail_fast = false;  // gavel grade without --all; gavel verify --fail-fast
    std::vector<ShardedProblem> problems;
};

/// A digest of every test: its group, name, input, answer and time limit, in order.
std::string suite_digest(const std::vector<PreparedTest>& tests);

/// Writes `report` to `path` atomically (report.hpp's write_file_atomically).
void write_shard_report(const std::string& path, const ShardReport& report);

/// Reads a shard report; throws InputError naming the file and what in it is not as expected (the line of a
/// JSON syntax error, the path of a missing or wrong field).
ShardReport read_shard_report(const std::string& path);

}  // namespace gavel
