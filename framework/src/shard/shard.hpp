// shard: one run judged on several machines, each a share of it, and the shares put back together.
//
// It receives a ProblemJudge and a command's options from framework/cli/, as tools/ does, and a shard K of N
// (`--shard K/N`, or `auto` from a batch engine's environment). shard_items splits the work, tests for grade and
// (submission, test) pairs for verify, by expected cost, the same way on every machine; judge_shard judges this
// shard's share as the unsharded command would (grader and verify rows of tools/) and records every result with its
// place in the suite, in a shard report (JSON). gavel merge reads the N reports, checks that they are the shards of
// one run (version, command, options, problems, suite digests, each shard once, each test once), and hands the
// results back in suite order; merged_report scores them as judge/ does, fail-fast's rule (judge/fail_fast.hpp)
// applied after the merge, so the merged report is the unsharded one.
//
//   shard_plan.hpp    Shard, parse_shard, shard_from_environment, expected_cost, shard_items
//   shard_report.hpp  ShardReport (and its problems, solutions, results), suite_digest, write/read_shard_report
//   judge_shard.hpp   grade_shard, verify_shard
//   merge_shards.hpp  combine_shards, merged_report, merged_longer_verdict
#pragma once

#include "shard/judge_shard.hpp"
#include "shard/merge_shards.hpp"
#include "shard/shard_plan.hpp"
#include "shard/shard_report.hpp"
