// Which part of the work one shard judges: `--shard K/N`, or `--shard auto` from a batch engine's environment.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace gavel {

struct PreparedTest;

struct Shard {
    std::size_t index = 0;  // from 0; shown and written from 1, as "2/4"
    std::size_t count = 1;
    std::string text() const { return std::to_string(index + 1) + "/" + std::to_string(count); }
};

/// Reads one environment variable; null when it is not set. std::getenv in the command, a map in tests.
using Environment = std::function<const char*(const char*)>;

/// "K/N" (1 <= K <= N <= 100000), or "auto": shard_from_environment. Throws InputError naming what it expected.
Shard parse_shard(std::string_view text, const Environment& environment);

/// The shard a batch engine's job says it is, in this order: GAVEL_SHARD_INDEX and GAVEL_SHARD_COUNT (from 0; a
/// GitHub Actions matrix sets them from strategy.job-index and job-total), a Kubernetes Indexed Job's
/// JOB_COMPLETION_INDEX with GAVEL_SHARD_COUNT (the Job's completions), a Slurm array's SLURM_ARRAY_TASK_ID,
/// SLURM_ARRAY_TASK_MIN and SLURM_ARRAY_TASK_COUNT (step 1). Throws InputError saying what it looked for.
Shard shard_from_environment(const Environment& environment);

/// What judging a test is expected to cost, in bytes: its input and answer, and a fixed 64 KiB for starting a run.
std::uint64_t expected_cost(const PreparedTest& test);

/// The items (indices into `costs`) `shard` judges, ascending. Every item is in exactly one shard, and the shards'
/// total costs are balanced: the costliest item first, each to the shard with the least so far (the lowest
/// shard on a tie). It depends on nothing but `costs` and the shard, so every machine computes the same split.
std::vector<std::size_t> shard_items(const std::vector<std::uint64_t>& costs, const Shard& shard);

}  // namespace gavel
