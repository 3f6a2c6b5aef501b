#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>
#include <cstring>
#include <thread>
#include <vector>

#include "plugin/isolated_call.hpp"
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

// Runs the misbehaving test plugin's reference solver on `input`.
gavel::RunResult misbehave(const std::string& input, const gavel::Limits& limits = small_limits()) {
    static const auto plugin = gavel::ProblemPlugin::load(std::filesystem::path(TEST_PLUGIN_DIR) / "misbehave.so");
    gavel::ReferenceSolution reference(plugin);
    return reference.run(input, limits);
}

}  // namespace

TEST_CASE("a well-behaved call returns its output, status and measurements", "[runner]") {
    const auto result = misbehave("hello\n");
    CHECK(result.ending == Ending::finished);
    CHECK(result.ok());
    CHECK(result.output == "hello\n");
    CHECK(result.wall > 0ns);
    CHECK(result.cpu <= result.wall + 10ms);  // one thread: it cannot use more CPU than time passed
}

TEST_CASE("a looping solver is stopped at the CPU limit", "[runner]") {
    const auto result = misbehave("loop\n");
    CHECK(result.ending == Ending::cpu_limit);
    CHECK(result.cpu >= 300ms);
    CHECK(result.cpu < 1500ms);  // stopped by the timer, not by the 2-second RLIMIT_CPU backstop
}

TEST_CASE("a sleeping solver is stopped at the wall limit", "[runner]") {
    const auto result = misbehave("sleep\n", sleep_limits());
    CHECK(result.ending == Ending::wall_limit);
    CHECK(result.wall >= sleep_limits().wall());
    CHECK(result.wall < sleep_limits().wall() + 1s);
    CHECK(result.cpu < 100ms);
}

TEST_CASE("crashing, aborting, exiting and throwing solvers are runtime failures", "[runner]") {
    const auto crash = misbehave("crash\n");
    CHECK(crash.ending == Ending::crashed);
    CHECK(crash.signal == SIGSEGV);
    CHECK_THAT(crash.describe(), Catch::Contains("signal 11"));

    CHECK(misbehave("abort\n").signal == SIGABRT);

    const auto exited = misbehave("exit\n");
    CHECK(exited.ending == Ending::crashed);
    CHECK(exited.status == 7);

    const auto thrown = misbehave("throw\n");
    CHECK(thrown.ending == Ending::finished);
    CHECK(thrown.status == GAVEL_FAILED);
    CHECK(thrown.message == "deliberate failure");

    static const auto raw = gavel::ProblemPlugin::load(std::filesystem::path(TEST_PLUGIN_DIR) / "raw_throw.so");
    gavel::ReferenceSolution raw_reference(raw);
    const auto escaped = raw_reference.run("x\n", small_limits());
    CHECK(escaped.ending == Ending::crashed);
    CHECK_FALSE(escaped.ok());
}

TEST_CASE("a memory-hungry solver hits the memory limit, and memory use is measured", "[runner]") {
    const auto hog = misbehave("hog\n");
    CHECK(hog.ending == Ending::memory_limit);

    auto limits = small_limits();
    limits.memory = 256ull << 20;
    limits.time = 2s;  // touching 100 MiB takes about 0.3 s of CPU where page faults are slow (a virtual machine)
    const auto modest = misbehave("alloc 100\n", limits);
    REQUIRE(modest.ok());
    CHECK(modest.memory_kib >= 95 * 1024);  // peak RSS less the fork-time baseline: within a few MiB
    CHECK(modest.memory_kib < 140 * 1024 * sanitizer_memory_factor);
    CHECK(misbehave("alloc 300\n", limits).ending == Ending::memory_limit);
}

TEST_CASE("output past the limit ends the call without being buffered", "[runner]") {
    const auto flood = misbehave("flood\n");
    CHECK(flood.ending == Ending::output_limit);
    CHECK(flood.output.size() <= small_limits().output + 1);
}

TEST_CASE("CPU time is measured by the kernel", "[runner]") {
    auto limits = small_limits();
    limits.time = 2s;
    const auto result = misbehave("spin 200\n", limits);
    REQUIRE(result.ok());
    CHECK(result.cpu >= 190ms);
    CHECK(result.cpu < 400ms);
}

TEST_CASE("messages are kept up to their bound", "[runner]") {
    gavel::CallLimits limits;
    limits.message = 100;
    const auto result = gavel::call_isolated(
        [](const gavel_writer*, const gavel_writer* message) {
            const std::string text(1000, 'm');
            message->write(message->context, text.data(), text.size());
            return static_cast<int>(GAVEL_OK);
        },
        limits);
    CHECK(result.ok());
    CHECK(result.message.size() == 100);
}

TEST_CASE("the judge goes on after many failing calls", "[runner]") {
    for (int i = 0; i < 20; ++i) REQUIRE(misbehave(i % 2 ? "crash\n" : "fine\n").ok() == (i % 2 == 0));
}

TEST_CASE("a call with nothing to pass, and writes of no bytes at a null pointer, copy nothing from null", "[runner]") {
    // A callback has no payload (its views point nowhere), an empty input may point nowhere, and a plugin may
    // write no bytes at a null pointer. memcpy must not be handed those pointers: in the asan tree UBSan fails
    // this test on the judge's side (the payload) and the worker's (the sink) until they are skipped.
    const auto written = gavel::call_isolated(
        [](const gavel_writer* output, const gavel_writer* message) {
            output->write(output->context, nullptr, 0);
            message->write(message->context, nullptr, 0);
            output->write(output->context, "x", 1);
            return static_cast<int>(GAVEL_OK);
        },
        gavel::CallLimits{});
    CHECK(written.ok());
    CHECK(written.output == "x");
    CHECK(written.message.empty());

    const auto empty = misbehave(std::string(), small_limits());
    CHECK(empty.ok());
    const auto nowhere = gavel::ProblemPlugin::load(std::filesystem::path(TEST_PLUGIN_DIR) / "misbehave.so")
                             .workers()
                             ->call(gavel::PluginCall::solve(std::string_view(), gavel::CallLimits{}));
    CHECK(nowhere.ok());
    CHECK(nowhere.output == "\n");
}
