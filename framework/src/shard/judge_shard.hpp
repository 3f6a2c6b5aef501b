// Judging one shard: gavel grade --shard (a share of the tests) and gavel verify --shard (a share of the
// (submission, test) pairs), each judged as the unsharded command judges it, recorded for gavel merge.
#pragma once

#include <functional>
#include <string>

#include "shard/shard_report.hpp"
#include "tools/grade.hpp"

namespace gavel {

/// The indices (suite order) of `tests` that `shard` judges.
std::vector<std::size_t> shard_tests(const std::vector<PreparedTest>& tests, const Shard& shard);
/// The tests at `indices`.
std::vector<PreparedTest> pick(const std::vector<PreparedTest>& tests, const std::vector<std::size_t>& indices);
/// `report` (judged on the tests at `indices` of `tests`, in that order) as a shard records a solution's.
ShardedSolution shard_solution(const std::vector<PreparedTest>& tests, const std::vector<std::size_t>& indices, const Report& report);
/// A shard's record of `judge`'s problem: its suite's digest, and `report` (judged on the tests at `indices` of
/// `tests`, in that order) as its one solution. `argument`: the problem as the command was given it.
ShardedProblem shard_record(const ProblemJudge& judge, const std::vector<PreparedTest>& tests,
                            const std::vector<std::size_t>& indices, const Report& report, const std::string& argument);

/// The shard's tests of `options.solution` on `judge`'s suite, with grade's options (fail-fast within the shard:
/// a test an earlier failure of this shard ends is SK, as the merge would make it). `argument`: the problem as
/// the command was given it. `events` hear this shard's tests only.
ShardedProblem grade_shard(const ProblemJudge& judge, const GradeOptions& options, const Shard& shard,
                           const std::string& argument, const GradeEvents& events);

/// The shard's (submission, test) pairs of every submission of `judge`'s problem: each submission's share
/// graded as verify grades it (tools/verify.hpp: every test, or with `fail_fast` a folder's up to its first
/// failure; a folder's again at longer_time_limit × the limit), every submission listed even with no pair here.
/// `on_solution` hears each submission's label and its number of tests in this shard, before they are judged.
ShardedProblem verify_shard(const ProblemJudge& judge, const GradeOptions& base, bool fail_fast, const Shard& shard,
                            const std::string& argument,
                            const std::function<void(const std::string&, std::size_t)>& on_solution);

}  // namespace gavel
