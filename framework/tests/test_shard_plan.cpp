// Sharding's plan: --shard K/N and auto, and the split of the work into shares.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <numeric>
#include <random>
#include <set>

#include "base/errors.hpp"
#include "shard/shard_plan.hpp"

using namespace gavel;

namespace {

Environment with(std::map<std::string, std::string> variables) {
    return [variables = std::move(variables)](const char* name) -> const char* {
        const auto found = variables.find(name);
        return found == variables.end() ? nullptr : found->second.c_str();
    };
}

const Environment empty = with({});

}  // namespace

TEST_CASE("a shard K/N is shard K of N, counted from 1", "[shard]") {
    const Shard shard = parse_shard("2/4", empty);
    CHECK(shard.index == 1);
    CHECK(shard.count == 4);
    CHECK(shard.text() == "2/4");
    CHECK(parse_shard("1/1", empty).count == 1);
}

TEST_CASE("a shard that is not K/N with 1 <= K <= N is refused", "[shard]") {
    for (const char* bad : {"0/4", "5/4", "a/b", "3", "1/0", "", "/", "1/", "-1/3", "1/2/3", "2 /4", "1/100001"}) {
        INFO(bad);
        CHECK_THROWS_AS(parse_shard(bad, empty), InputError);
    }
    CHECK_THROWS_WITH(parse_shard("5/4", empty), Catch::Contains("1 <= K <= N"));
    CHECK_THROWS_WITH(parse_shard("x", empty), Catch::Contains("expected K/N"));
}

TEST_CASE("shard auto reads the batch engine's environment", "[shard]") {
    SECTION("GAVEL_SHARD_INDEX and GAVEL_SHARD_COUNT (a GitHub Actions matrix sets them), from 0") {
        const Shard shard = parse_shard("auto", with({{"GAVEL_SHARD_INDEX", "2"}, {"GAVEL_SHARD_COUNT", "3"}}));
        CHECK(shard.text() == "3/3");
    }
    SECTION("a Kubernetes Indexed Job: JOB_COMPLETION_INDEX, with GAVEL_SHARD_COUNT") {
        CHECK(parse_shard("auto", with({{"JOB_COMPLETION_INDEX", "0"}, {"GAVEL_SHARD_COUNT", "5"}})).text() == "1/5");
        CHECK_THROWS_WITH(parse_shard("auto", with({{"JOB_COMPLETION_INDEX", "0"}})), Catch::Contains("GAVEL_SHARD_COUNT"));
    }
    SECTION("a Slurm array: the task id from the array's first, of its count") {
        const auto slurm = with({{"SLURM_ARRAY_TASK_ID", "7"}, {"SLURM_ARRAY_TASK_MIN", "5"}, {"SLURM_ARRAY_TASK_COUNT", "4"}});
        CHECK(parse_shard("auto", slurm).text() == "3/4");
        CHECK_THROWS_WITH(parse_shard("auto", with({{"SLURM_ARRAY_TASK_ID", "2"}, {"SLURM_ARRAY_TASK_MIN", "0"},
                                                    {"SLURM_ARRAY_TASK_COUNT", "2"}, {"SLURM_ARRAY_TASK_STEP", "2"}})),
                          Catch::Contains("step 1"));
    }
    SECTION("a value that is no number, or an index past the count") {
        CHECK_THROWS_WITH(parse_shard("auto", with({{"GAVEL_SHARD_INDEX", "two"}, {"GAVEL_SHARD_COUNT", "3"}})),
                          Catch::Contains("GAVEL_SHARD_INDEX is \"two\""));
        CHECK_THROWS_AS(parse_shard("auto", with({{"GAVEL_SHARD_INDEX", "3"}, {"GAVEL_SHARD_COUNT", "3"}})), InputError);
        CHECK_THROWS_WITH(parse_shard("auto", with({{"GAVEL_SHARD_INDEX", "0"}})), Catch::Contains("GAVEL_SHARD_COUNT is \"\""));
    }
    SECTION("nothing set: says what it looked for") {
        CHECK_THROWS_WITH(parse_shard("auto", empty), Catch::Contains("GAVEL_SHARD_INDEX") && Catch::Contains("JOB_COMPLETION_INDEX") &&
                                                          Catch::Contains("SLURM_ARRAY_TASK_ID"));
    }
}

TEST_CASE("the shards split the work: every item in exactly one, the same on every call, balanced by cost", "[shard]") {
    std::mt19937_64 random(7);
    for (const std::size_t count : {1u, 2u, 3u, 5u, 8u, 40u}) {
        std::vector<std::uint64_t> costs(37);
        for (auto& cost : costs) cost = 65536 + random() % 500000;
        std::vector<std::size_t> owner(costs.size(), count);
        std::vector<std::uint64_t> load(count, 0);
        for (std::size_t k = 0; k < count; ++k) {
            const auto items = shard_items(costs, {k, count});
            CHECK(items == shard_items(costs, {k, count}));
            CHECK(std::is_sorted(items.begin(), items.end()));
            for (const std::size_t item : items) {
                REQUIRE(item < costs.size());
                CHECK(owner[item] == count);  // in no shard before this one
                owner[item] = k;
                load[k] += costs[item];
            }
        }
        CHECK(std::count(owner.begin(), owner.end(), count) == 0);
        // Greedy by cost: no shard ends more than the costliest item above another.
        const auto [least, most] = std::minmax_element(load.begin(), load.end());
        CHECK(*most - *least <= *std::max_element(costs.begin(), costs.end()));
    }
}

TEST_CASE("the costliest item goes first, to the first shard, and the rest even out the loads", "[shard]") {
    const std::vector<std::uint64_t> costs{10, 10, 10, 10, 40, 10, 10, 10, 10};
    CHECK(shard_items(costs, {0, 2}) == std::vector<std::size_t>{4, 5, 7});
    CHECK(shard_items(costs, {1, 2}) == std::vector<std::size_t>{0, 1, 2, 3, 6, 8});
    CHECK(shard_items({}, {0, 3}).empty());
}
