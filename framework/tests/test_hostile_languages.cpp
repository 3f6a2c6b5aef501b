// The hostile corpus again in Python 3 and Java (tests/hostile/python/, java/): the same attacks made through an
// interpreter or a JVM, which start helper threads, catch signals, fork and spawn their own way, and exit with
// codes of their own. Each gets its verdict, the judge survives, the machine stays clean. The Java corpus leaves
// out what a JVM could only do the way the C programs do it (raw signals, raw memory, CPU affinity): each of its
// runs costs half a second of start-up and a javac. Its cases warn and check nothing without a JDK.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <chrono>
#include <string>
#include <vector>

#include "hostile_grading.hpp"
#include "jdk.hpp"
#include "loopback_listener.hpp"

using gavel::Verdict;
using namespace gavel_test;
using namespace std::chrono_literals;

namespace {

struct Expectation {
    std::string program;  // under HOSTILE_DIR
    Verdict verdict;
    gavel::LimitOverrides limits{};
};

// `daemon` is the name the corpus's daemon gives the process it leaves: each language's its own, and not the C
// corpus's, so that a test running beside this one cannot be mistaken for a leak.
void check_each(const std::vector<Expectation>& corpus, const std::string& daemon) {
    for (const auto& [program, verdict, limits] : corpus) {
        const gavel::TestResult result = grade(program, limits);
        INFO(program << ": " << gavel::short_name(result.verdict) << " " << result.message);
        CHECK(result.verdict == verdict);
        CHECK(processes_named(daemon) == 0);
        CHECK_FALSE(left_on_host());
    }
}

void check_fork_bomb(const std::string& program, const std::string& named) {
    const auto started = std::chrono::steady_clock::now();
    const gavel::TestResult result = grade(program, short_limits());
    INFO(program << ": " << gavel::short_name(result.verdict) << " " << result.message);
    CHECK(result.verdict == Verdict::time_limit);
    CHECK(std::chrono::steady_clock::now() - started < 20s);
    CHECK(processes_named(named) == 0);
}

void check_stderr_flood(const std::string& program) {
    const gavel::TestResult result = grade(program, short_limits());
    INFO(program << ": " << gavel::short_name(result.verdict));
    CHECK(result.verdict == Verdict::time_limit);
    CHECK(result.message.size() < 70 * 1024);
}

// Two threads of 1.2 s of CPU each: TLE under the 2 s limit only when both are counted.
void check_two_threads(const std::string& program) {
    const gavel::TestResult result = grade(program);
    INFO(program << ": " << gavel::short_name(result.verdict) << " " << result.message);
    CHECK(result.verdict == Verdict::time_limit);
}

void check_tcp_connect(const std::string& program) {
    const gavel_test::LoopbackListener listener;
    const gavel::TestResult result = grade(program);
    INFO(program << ": " << gavel::short_name(result.verdict) << " " << result.message);
    CHECK(result.verdict == Verdict::accepted);  // it answers only when the connection failed
    CHECK_FALSE(listener.reached());
}

}  // namespace

TEST_CASE("hostile Python programs get their verdicts and leave nothing behind", "[hostile][python]") {
    // Without a control group (not root) RLIMIT_AS holds memory, and an allocation that fails only because earlier
    // ones filled the address space is RE when the program survives it (README, the unprivileged box): a Python
    // program always does, with a MemoryError. Asserted as it is, so that a change to it is seen.
    const Verdict out_of_memory_in_blocks = ::geteuid() == 0 ? Verdict::memory_limit : Verdict::runtime_error;
    check_each({
        {"python/spin.py", Verdict::time_limit, short_limits()},
        {"python/sleep_forever.py", Verdict::time_limit, short_limits()},
        {"python/alloc.py", Verdict::memory_limit},
        {"python/alloc_blocks.py", out_of_memory_in_blocks},
        {"python/stdout_flood.py", Verdict::output_limit},
        {"python/crash.py", Verdict::runtime_error},
        {"python/exit_3.py", Verdict::runtime_error},
        {"python/segfault.py", Verdict::runtime_error},
        {"python/abort.py", Verdict::runtime_error},
        {"python/raise_sigxcpu.py", Verdict::runtime_error},  // its own SIGXCPU: only the judge's limit makes TLE
        {"python/deep_stack.py", Verdict::accepted},
        {"python/snoop.py", Verdict::accepted},
        {"python/write_files.py", Verdict::accepted},
        {"python/kill_parent.py", Verdict::accepted},
        {"python/daemon.py", Verdict::accepted},
        {"python/closed_stdout.py", Verdict::wrong_answer},
        {"python/widen_affinity.py", Verdict::accepted},
    }, "gvl-pydaemon");
}

TEST_CASE("hostile Java programs get their verdicts and leave nothing behind", "[hostile][java]") {
    if (!jdk_installed()) return;
    check_each({
        {"java/spin.java", Verdict::time_limit, short_limits()},
        {"java/sleep_forever.java", Verdict::time_limit, short_limits()},
        {"java/alloc.java", Verdict::memory_limit},
        {"java/stdout_flood.java", Verdict::output_limit},
        {"java/crash.java", Verdict::runtime_error},
        {"java/exit_4.java", Verdict::runtime_error},
        {"java/deep_stack.java", Verdict::accepted},
        {"java/snoop.java", Verdict::accepted},
        {"java/write_files.java", Verdict::accepted},
        {"java/daemon.java", Verdict::accepted},
        {"java/closed_stdout.java", Verdict::wrong_answer},
    }, "gvl-jdaemon");
}

TEST_CASE("a fork bomb in Python or Java is contained and killed", "[hostile][python][java]") {
    check_fork_bomb("python/fork_bomb.py", "gvl-pyforkbomb");
    if (jdk_installed()) check_fork_bomb("java/fork_bomb.java", "gvl-jforkbomb");
}

TEST_CASE("endless standard error from Python or Java is cut at its bound", "[hostile][python][java]") {
    check_stderr_flood("python/stderr_flood.py");
    if (jdk_installed()) check_stderr_flood("java/stderr_flood.java");
}

TEST_CASE("CPU time counts every thread of a Python or Java program", "[hostile][python][java]") {
    check_two_threads("python/two_threads.py");
    if (jdk_installed()) check_two_threads("java/two_threads.java");
}

TEST_CASE("a Python or Java program cannot reach the judge's loopback", "[hostile][python][java]") {
    check_tcp_connect("python/tcp_connect.py");
    if (jdk_installed()) check_tcp_connect("java/tcp_connect.java");
}
