#include <catch2/catch.hpp>

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "checkers/checker.hpp"
#include "problem/catalog.hpp"
#include "judge/judge.hpp"
#include "problem/open_problem.hpp"
#include "plugin/loader.hpp"
#include "plugin/worker_pool.hpp"
#include "run/solution.hpp"
#include "small_limits.hpp"

using namespace std::chrono_literals;
using Ending = gavel::RunResult::Ending;
using gavel_test::sleep_limits;
using gavel_test::small_limits;
using gavel_test::sanitizer_memory_factor;

namespace {

const gavel::ProblemPlugin& test_plugin(const std::string& id) {
    static const auto misbehave = gavel::ProblemPlugin::load(std::filesystem::path(TEST_PLUGIN_DIR) / "misbehave.so");
    static const auto sum = gavel::ProblemPlugin::load(std::filesystem::path(TEST_PLUGIN_DIR) / "sum.so");
    return id == "sum" ? sum : misbehave;
}

// The pid of the worker that serves the next call of `reference`.
long worker_pid(gavel::ReferenceSolution& reference) {
    const auto result = reference.run("pid\n", small_limits());
    REQUIRE(result.ok());
    return std::stol(result.output);
}

bool process_exists(long pid) { return ::kill(static_cast<pid_t>(pid), 0) == 0; }

}  // namespace

TEST_CASE("one worker process serves call after call", "[worker]") {
    gavel::ReferenceSolution reference(test_plugin("misbehave"));
    const long first = worker_pid(reference);
    CHECK(first != ::getpid());
    for (int i = 0; i < 20; ++i) CHECK(worker_pid(reference) == first);
    // Its state carries from call to call: what plugin.h warns plugins about.
    const long before = std::stol(reference.run("calls\n", small_limits()).output);
    CHECK(std::stol(reference.run("calls\n", small_limits()).output) == before + 1);
}

TEST_CASE("every holder of a plugin shares its workers, which die with the last holder", "[worker]") {
    long pid = 0;
    {
        const auto plugin = gavel::ProblemPlugin::load(std::filesystem::path(TEST_PLUGIN_DIR) / "misbehave.so");
        gavel::ReferenceSolution first(plugin);
        pid = worker_pid(first);
        gavel::ReferenceSolution second(plugin);
        CHECK(worker_pid(second) == pid);
        CHECK(process_exists(pid));
    }
    CHECK_FALSE(process_exists(pid));  // killed and reaped
}

TEST_CASE("after a call that does not return normally, the next call gets a fresh worker", "[worker]") {
    gavel::ReferenceSolution reference(test_plugin("misbehave"));
    const std::vector<std::pair<std::string, Ending>> failures{
        {"crash\n", Ending::crashed},     {"abort\n", Ending::crashed},       {"exit\n", Ending::crashed},
        {"loop\n", Ending::cpu_limit},    {"sleep\n", Ending::wall_limit},    {"hog\n", Ending::memory_limit},
        {"flood\n", Ending::output_limit}};
    for (const auto& [input, ending] : failures) {
        INFO(input);
        const long before = worker_pid(reference);
        CHECK(reference.run(input, input == "sleep\n" ? sleep_limits() : small_limits()).ending == ending);
        CHECK_FALSE(process_exists(before));
        const long after = worker_pid(reference);
        CHECK(after != before);
        CHECK(worker_pid(reference) == after);  // and that one is kept
    }
}

TEST_CASE("a worker that exits with code 0 before its function returned is a crash, not a success", "[worker]") {
    // exit(0) reads like GAVEL_OK; the call still never returned, and its output is half an answer.
    gavel::ReferenceSolution reference(test_plugin("misbehave"));
    for (const char* input : {"exit0\n", "exit-call\n"}) {
        INFO(input);
        const auto ended = reference.run(input, small_limits());
        CHECK_FALSE(ended.ok());
        CHECK(gavel::verdict_of(ended) != gavel::Verdict::accepted);
        // exit() runs the exit handlers, which under a sanitizer include a leak check that takes time and may
        // change the code: the exact ending is checked for _Exit only.
        if (std::string(input) == "exit0\n") {
            CHECK(ended.ending == Ending::crashed);
            CHECK(ended.status == 0);
            CHECK(gavel::verdict_of(ended) == gavel::Verdict::runtime_error);
            CHECK_THAT(ended.describe(), Catch::Contains("exited with code 0 before returning"));
        }
        CHECK(worker_pid(reference) > 0);  // and the next call gets a fresh worker
    }
    // The same exit from a plugin's own checker is the checker's failure: IE, never AC.
    const auto plugin = gavel::ProblemPlugin::load(std::filesystem::path(TEST_PLUGIN_DIR) / "crashcheck.so");
    const auto checker = gavel::make_plugin_checker(plugin);
    const auto quit = checker->check("", "quit\n", "ok\n");
    CHECK(quit.verdict == gavel::Verdict::internal_error);
    CHECK_THAT(quit.message, Catch::Contains("the checker failed: exited with code 0 before returning"));
    CHECK(checker->check("", "ok\n", "ok\n").verdict == gavel::Verdict::accepted);
}

TEST_CASE("a failure the plugin reports itself keeps the worker", "[worker]") {
    gavel::ReferenceSolution reference(test_plugin("misbehave"));
    const long pid = worker_pid(reference);
    const auto thrown = reference.run("throw\n", small_limits());  // caught by the SDK: GAVEL_FAILED
    CHECK(thrown.ending == Ending::finished);
    CHECK(thrown.status == GAVEL_FAILED);
    CHECK(worker_pid(reference) == pid);
}

TEST_CASE("an exception across the plugin boundary ends the worker, and the next call still succeeds", "[worker]") {
    static const auto raw = gavel::ProblemPlugin::load(std::filesystem::path(TEST_PLUGIN_DIR) / "raw_throw.so");
    gavel::ReferenceSolution reference(raw);
    for (int i = 0; i < 3; ++i) {
        const auto escaped = reference.run("x\n", small_limits());
        CHECK(escaped.ending == Ending::crashed);
        CHECK_THAT(escaped.message, Catch::Contains("exception across the plugin boundary"));
    }
}

TEST_CASE("limits apply per call: a call is not charged what an earlier call used", "[worker]") {
    gavel::ReferenceSolution reference(test_plugin("misbehave"));
    auto limits = small_limits();
    limits.time = 300ms;
    const long pid = worker_pid(reference);
    // 4 × 200 ms in one worker: together past the 300 ms limit, each well within it.
    for (int i = 0; i < 4; ++i) {
        const auto spin = reference.run("spin 200\n", limits);
        REQUIRE(spin.ok());
        CHECK(spin.cpu >= 190ms);
        CHECK(spin.cpu < 300ms);
    }
    const auto light = reference.run("light\n", limits);
    CHECK(light.cpu < 50ms);

    limits.memory = 64ull << 20;
    limits.time = 2s;
    for (int i = 0; i < 3; ++i) {
        const auto heavy = reference.run("alloc 40\n", limits);  // 40 MiB of a 64 MiB limit, three times
        REQUIRE(heavy.ok());
        CHECK(heavy.memory_kib >= 38 * 1024);
        CHECK(heavy.memory_kib < 48 * 1024 * sanitizer_memory_factor);
    }
    const auto small = reference.run("alloc 4\n", limits);
    REQUIRE(small.ok());
    CHECK(small.memory_kib < 8 * 1024 * sanitizer_memory_factor);
    CHECK(worker_pid(reference) == pid);  // all in the same worker
}

TEST_CASE("a plugin may recurse far deeper than a thread's stack", "[worker]") {
    gavel::ReferenceSolution reference(test_plugin("misbehave"));
    auto limits = small_limits();
    limits.time = 2s;
    limits.memory = 256ull << 20;
    const auto deep = reference.run("recurse 65536\n", limits);  // 64 MiB of stack
    REQUIRE(deep.ok());
    CHECK(deep.output == "65536\n");
    CHECK(deep.memory_kib >= 60 * 1024);
}

TEST_CASE("inputs and outputs larger than the shared mailbox go through whole", "[worker]") {
    gavel::ReferenceSolution reference(test_plugin("misbehave"));
    auto limits = small_limits();
    limits.time = 2s;
    limits.output = 16ull << 20;
    std::string input = "echo\n";
    for (int i = 0; input.size() < (3u << 20); ++i) input += std::to_string(i) + '\n';
    const long pid = worker_pid(reference);
    for (int round = 0; round < 2; ++round) {
        const auto echoed = reference.run(input, limits);
        REQUIRE(echoed.ok());
        CHECK(echoed.output.size() == input.size());
        CHECK(echoed.output == input);
    }
    CHECK(reference.run("small\n", limits).output == "small\n");
    CHECK(worker_pid(reference) == pid);

    // Two calls on the same input in one chain: one copy of it, both answers whole.
    const auto pool = test_plugin("misbehave").workers();
    const gavel::CallLimits call_limits = gavel::CallLimits::from(limits);
    const gavel::PluginCall twice[] = {gavel::PluginCall::solve(input, call_limits), gavel::PluginCall::solve(input, call_limits)};
    const auto both = pool->call_chain(twice);
    REQUIRE(both.size() == 2);
    CHECK(both[0].output == input);
    CHECK(both[1].output == input);
}

TEST_CASE("a worker killed while idle is replaced without failing the call", "[worker]") {
    gavel::ReferenceSolution reference(test_plugin("misbehave"));
    const long pid = worker_pid(reference);
    REQUIRE(::kill(static_cast<pid_t>(pid), SIGKILL) == 0);
    const auto result = reference.run("still here\n", small_limits());
    CHECK(result.ok());
    CHECK(result.output == "still\n");
    CHECK(worker_pid(reference) != pid);
}

TEST_CASE("a fresh worker that hangs before it serves is replaced, three at most", "[worker]") {
    // Under ASan a worker forked beside another thread's allocator lock hung so, and a reference answer failed
    // as "could not be started" (parallel grading of sum, one run in ten).
    const auto plugin = gavel::ProblemPlugin::load(std::filesystem::path(TEST_PLUGIN_DIR) / "misbehave.so");
    const auto pool = plugin.workers();  // this holder's own: no worker yet
    const auto echo = gavel::PluginCall::solve("echo 5\n", gavel::CallLimits::from(sleep_limits()));
    gavel::PluginWorker::stall_next_starts(gavel::fresh_worker_starts - 1);
    const auto started = std::chrono::steady_clock::now();
    const auto replaced = pool->call(echo);
    CHECK(replaced.ok());
    CHECK(replaced.output == "echo 5\n");
    CHECK(std::chrono::steady_clock::now() - started >= (gavel::fresh_worker_starts - 1) * echo.limits.wall);

    REQUIRE(pool->call(gavel::PluginCall::solve("crash\n", echo.limits)).ending == Ending::crashed);
    REQUIRE(pool->idle_count() == 0);
    gavel::PluginWorker::stall_next_starts(gavel::fresh_worker_starts);
    const auto never = pool->call(echo);
    CHECK(never.ending == Ending::not_started);
    CHECK(never.message == "no plugin worker took the call up, 3 started");
    CHECK(pool->call(echo).output == "echo 5\n");
}

TEST_CASE("calls from several threads at once all get their own answers", "[worker]") {
    const auto pool = test_plugin("sum").workers();
    constexpr int threads = 4, calls = 150;
    std::atomic<int> wrong{0};
    std::vector<std::thread> running;
    for (int t = 0; t < threads; ++t)
        running.emplace_back([&, t] {
            for (int i = 0; i < calls; ++i) {
                const long a = t * 1000 + i, b = i * 7;
                const std::string input = std::to_string(a) + " " + std::to_string(b) + "\n";
                const auto result = pool->call(gavel::PluginCall::solve(input, gavel::CallLimits{}));
                if (!result.ok() || result.output != std::to_string(a + b) + "\n") ++wrong;
            }
        });
    for (auto& thread : running) thread.join();
    CHECK(wrong == 0);
    CHECK(pool->idle_count() >= 1);
    CHECK(pool->idle_count() <= threads);
}

TEST_CASE("a chain of calls stops after the first that fails", "[worker]") {
    const auto pool = test_plugin("sum").workers();
    const auto tools = gavel::CallLimits::for_tools();
    const gavel::PluginCall valid[] = {gavel::PluginCall::validate("1 2\n", tools), gavel::PluginCall::solve("1 2\n", tools)};
    const auto both = pool->call_chain(valid);
    REQUIRE(both.size() == 2);
    CHECK(both[0].ok());
    CHECK(both[1].output == "3\n");

    const gavel::PluginCall invalid[] = {gavel::PluginCall::validate("1 2 3\n", tools), gavel::PluginCall::solve("1 2 3\n", tools)};
    const auto refused = pool->call_chain(invalid);
    REQUIRE(refused.size() == 1);
    CHECK(refused[0].status == GAVEL_INVALID_INPUT);
    CHECK_THAT(refused[0].message, Catch::Contains("expected end of line"));

    // Each call of a chain has its own limits: the one that sleeps is stopped at its wall limit, the chain with it.
    const auto misbehave = test_plugin("misbehave").workers();
    const auto limits = gavel::CallLimits::from(sleep_limits());
    const gavel::PluginCall sleepy[] = {gavel::PluginCall::solve("before\n", limits), gavel::PluginCall::solve("sleep\n", limits),
                                        gavel::PluginCall::solve("after\n", limits)};
    const auto stopped = misbehave->call_chain(sleepy);
    REQUIRE(stopped.size() == 2);
    CHECK(stopped[0].output == "before\n");
    CHECK(stopped[1].ending == Ending::wall_limit);
    CHECK(stopped[1].wall >= limits.wall);
    CHECK(stopped[1].wall < limits.wall + 1s);

    // Longer than one round trip takes: the same inputs as one call each.
    const gavel_param bound{"bound", "50"};
    std::vector<gavel::PluginCall> generate;
    for (std::uint64_t seed = 0; seed < 150; ++seed) generate.push_back(gavel::PluginCall::generate(seed, &bound, 1, tools));
    const auto generated = pool->call_chain(generate);
    REQUIRE(generated.size() == generate.size());
    for (std::size_t i = 0; i < generate.size(); i += 37) {
        CHECK(generated[i].ok());
        CHECK(generated[i].output == pool->call(generate[i]).output);
    }
}

TEST_CASE("the reference judged in batches gives each test the verdict it gets alone", "[worker][judge]") {
    const gavel::ProblemJudge judge(gavel::open_problem(gavel::Catalog(std::filesystem::path(FIXTURES_DIR) / "root"), "sum", {TEST_PLUGIN_DIR}));
    std::vector<gavel::PreparedTest> tests;
    for (int i = 0; i < 80; ++i) {
        gavel::PreparedTest test;
        test.group = "g";
        test.name = std::to_string(i);
        test.input = std::to_string(i) + " " + std::to_string(2 * i) + "\n";
        test.answer = std::to_string(3 * i) + "\n";
        test.limits = judge.problem().limits;
        tests.push_back(test);
    }
    tests[5].input = "1 2 3\n";       // the validator refuses it: the batch's chain stops there
    tests[40].answer = "wrong\n";     // the solve is fine, the check is not
    tests[41].preparation_error = "the generator failed: on purpose";
    tests[70].limits.output = 1;      // past its output limit: the chain stops, and the worker ends
    gavel::Solution& reference = *judge.problem().reference;
    const auto report = judge.judge(reference, tests, {}, nullptr);
    REQUIRE(report.tests.size() == tests.size());
    for (std::size_t i = 0; i < tests.size(); ++i) {
        INFO(i << ": " << report.tests[i].message);
        const auto expected = i == 5 || i == 41 ? gavel::Verdict::internal_error
                              : i == 40         ? gavel::Verdict::wrong_answer
                              : i == 70         ? gavel::Verdict::output_limit
                                                : gavel::Verdict::accepted;
        CHECK(report.tests[i].verdict == expected);
        // Each the same as judged on its own.
        CHECK(judge.judge_one(reference, tests[i], {}).verdict == expected);
    }
    CHECK_THAT(report.tests[5].message, Catch::StartsWith("the validator rejected the input"));
}
