#include "shard/shard_plan.hpp"

#include <algorithm>
#include <charconv>
#include <numeric>
#include <queue>

#include "base/errors.hpp"
#include "judge/judge.hpp"

namespace gavel {
namespace {

constexpr std::size_t most_shards = 100000;
constexpr std::uint64_t run_cost = 64 * 1024;

std::optional<std::size_t> whole_number(std::string_view text) {
    std::size_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

std::size_t variable(const Environment& environment, const char* name) {
    const char* value = environment(name);
    const auto number = whole_number(value ? value : "");
    if (!number) throw InputError(std::string("--shard auto: ") + name + " is \"" + (value ? value : "") + "\"; expected a whole number");
    return *number;
}

Shard checked(std::size_t index, std::size_t count, const std::string& source) {
    if (count < 1 || count > most_shards || index >= count)
        throw InputError("--shard " + source + ": expected shard K of N with 1 <= K <= N <= " + std::to_string(most_shards) +
                         ", got K = " + std::to_string(index + 1) + ", N = " + std::to_string(count));
    return {index, count};
}

}  // namespace

Shard parse_shard(std::string_view text, const Environment& environment) {
    if (text == "auto") return shard_from_environment(environment);
    const std::size_t slash = text.find('/');
    const auto k = whole_number(text.substr(0, slash));
    const auto n = slash == std::string_view::npos ? std::nullopt : whole_number(text.substr(slash + 1));
    if (!k || !n || *k == 0)
        throw InputError("--shard \"" + std::string(text) + "\": expected K/N (shard K of N, from 1, as 2/4) or auto");
    return checked(*k - 1, *n, std::string(text));
}

Shard shard_from_environment(const Environment& environment) {
    if (environment("GAVEL_SHARD_INDEX"))
        return checked(variable(environment, "GAVEL_SHARD_INDEX"), variable(environment, "GAVEL_SHARD_COUNT"), "auto (GAVEL_SHARD_INDEX)");
    if (environment("JOB_COMPLETION_INDEX")) {
        if (!environment("GAVEL_SHARD_COUNT"))
            throw InputError("--shard auto: a Kubernetes Indexed Job (JOB_COMPLETION_INDEX is set) must also set GAVEL_SHARD_COUNT to its completions");
        return checked(variable(environment, "JOB_COMPLETION_INDEX"), variable(environment, "GAVEL_SHARD_COUNT"), "auto (JOB_COMPLETION_INDEX)");
    }
    if (environment("SLURM_ARRAY_TASK_ID")) {
        if (const char* step = environment("SLURM_ARRAY_TASK_STEP"); step && std::string_view(step) != "1")
            throw InputError(std::string("--shard auto: SLURM_ARRAY_TASK_STEP is ") + step + "; expected an array of step 1 (--array=0-N)");
        const std::size_t id = variable(environment, "SLURM_ARRAY_TASK_ID"), first = variable(environment, "SLURM_ARRAY_TASK_MIN");
        if (id < first) throw InputError("--shard auto: SLURM_ARRAY_TASK_ID is below SLURM_ARRAY_TASK_MIN");
        return checked(id - first, variable(environment, "SLURM_ARRAY_TASK_COUNT"), "auto (SLURM_ARRAY_TASK_ID)");
    }
    throw InputError("--shard auto: no shard in the environment; expected GAVEL_SHARD_INDEX and GAVEL_SHARD_COUNT, "
                     "JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) or SLURM_ARRAY_TASK_ID (a Slurm array)");
}

std::uint64_t expected_cost(const PreparedTest& test) {
    return run_cost + test.input.size() + (test.answer ? test.answer->size() : 0);
}

std::vector<std::size_t> shard_items(const std::vector<std::uint64_t>& costs, const Shard& shard) {
    std::vector<std::size_t> order(costs.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return costs[a] > costs[b]; });
    // The least loaded shard on top; the lower index first among equals.
    using Load = std::pair<std::uint64_t, std::size_t>;
    std::priority_queue<Load, std::vector<Load>, std::greater<>> loads;
    for (std::size_t s = 0; s < shard.count; ++s) loads.push({0, s});
    std::vector<std::size_t> mine;
    for (const std::size_t item : order) {
        auto [load, s] = loads.top();
        loads.pop();
        if (s == shard.index) mine.push_back(item);
        loads.push({load + costs[item], s});
    }
    std::sort(mine.begin(), mine.end());
    return mine;
}

}  // namespace gavel
