// Where and how long a graded program may run: a suite's wall-clock limit, and the CPU each box is pinned to.
#include <catch2/catch.hpp>

#include <sched.h>

#include <nlohmann/json.hpp>

#include <regex>
#include <set>

#include "cli_runner.hpp"
#include "graded_report.hpp"

using namespace gavel_test;

namespace {

std::string fixture(const std::string& path) { return (std::filesystem::path(FIXTURES_DIR) / path).string(); }

nlohmann::json graded(const std::string& arguments, int expected_exit) { return graded_report("root", "sum " + arguments, expected_exit); }

// The CPUs this test process may use, in order: the judge pins box k to the k-th of them.
std::vector<int> usable_cpus() {
    cpu_set_t cpus;
    CPU_ZERO(&cpus);
    REQUIRE(::sched_getaffinity(0, sizeof cpus, &cpus) == 0);
    std::vector<int> list;
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
        if (CPU_ISSET(cpu, &cpus)) list.push_back(cpu);
    return list;
}

}  // namespace

TEST_CASE("a suite's wall-clock limit replaces the one derived from the CPU limit", "[grade][limits]") {
    // The program sleeps 1.5 s: the problem's derived wall limit (3 s) would let it answer. The same program
    // under a 30 s suite limit is the calibration: it is accepted, so only the 400 ms limit stops it.
    const auto calibration = graded(fixture("solutions/sleep_then_answer.c") + " --suite " + fixture("suites/wall_long.yaml"), 0);
    CHECK(calibration["verdict"] == "AC");
    const auto stopped = graded(fixture("solutions/sleep_then_answer.c") + " --suite " + fixture("suites/wall_short.yaml"), 1);
    CHECK(stopped["verdict"] == "TLE");
    CHECK(stopped["tests"][0]["message"] == "wall-clock time limit exceeded");
    CHECK(stopped["tests"][0]["wall_ms"].get<double>() >= 400);
    CHECK(stopped["tests"][0]["wall_ms"].get<double>() < calibration["tests"][0]["wall_ms"].get<double>());
}

TEST_CASE("each box is pinned to one CPU of its own: with -j 1 every test runs on the first", "[grade][limits]") {
    const std::vector<int> cpus = usable_cpus();
    REQUIRE_FALSE(cpus.empty());
    // CPU leases of their own: a gavel elsewhere on the machine holding the first CPU would move runs to another
    // free one (posix/cpu_lease.hpp), as it should.
    ::setenv("GAVEL_CPU_LEASE_DIR", (scratch() / "pinning-lease").c_str(), 1);
    const std::regex token("found 'cpus([0-9]+)-([0-9]+)'");
    for (const unsigned jobs : {1u, 2u}) {
        const auto report = graded(fixture("solutions/affinity.c") + " --all -j " + std::to_string(jobs), 1);
        REQUIRE(report["tests"].size() == 22);
        std::set<int> seen;
        for (const auto& test : report["tests"]) {
            const std::string message = test["message"];
            std::smatch match;
            INFO("-j " << jobs << ": " << message);
            REQUIRE(std::regex_search(message, match, token));
            CHECK(std::stoi(match[1]) == 1);  // one CPU, never the whole machine
            seen.insert(std::stoi(match[2]));
        }
        // Box k gets the k-th usable CPU: -j 1 uses the first only, -j 2 no more than the first two.
        const std::set<int> allowed(cpus.begin(), cpus.begin() + std::min<std::size_t>(jobs, cpus.size()));
        for (const int cpu : seen) CHECK(allowed.count(cpu) == 1);
        if (jobs == 1) CHECK(seen == allowed);
    }
    ::unsetenv("GAVEL_CPU_LEASE_DIR");
}
