// The judging queue's throughput: the same submissions judged through Redis by 1, 2 and 4 `gavel worker`
// processes, against the same submissions graded by one `gavel grade` process each, one after another (what a
// host without the queue runs). Every iteration submits them afresh to a redis-server of its own (a loopback
// port, nothing saved) and ends when every result is recorded; a worker's start-up (opening the problem, its
// boxes) is in its time, as it is for each `gavel grade`. Needs redis-server (make redis): without it each queue
// benchmark fails, saying so.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "judge_fixture.hpp"
#include "queue/judging_queue.hpp"

namespace gavel::bench {
namespace {

using namespace std::chrono_literals;

constexpr std::size_t submissions = 24;

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

pid_t start(std::vector<std::string> argv) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        std::freopen("/dev/null", "w", stdout);
        std::freopen("/dev/null", "w", stderr);
        std::vector<char*> args;
        for (auto& arg : argv) args.push_back(arg.data());
        args.push_back(nullptr);
        ::execv(args[0], args.data());
        ::_exit(127);
    }
    return pid;
}

int finish(pid_t pid, int signal = 0) {
    if (signal) ::kill(pid, signal);
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// The sum problem with a suite of 20 cases, a C solution to submit, and a redis-server of the benchmark's own.
class Setting {
public:
    Setting() : root_(ProblemRoot::inline_suite(sum_cases(20))) {
        solution_ = root_.write("sum.c", sum_program).string();
        port_ = 20000 + ::getpid() % 20000;
        server_ = start({"/usr/bin/redis-server", "--port", std::to_string(port_), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                         "--dir", root_.path().string()});
        for (int tries = 0; tries < 100 && !reachable(); ++tries) std::this_thread::sleep_for(50ms);
    }
    ~Setting() {
        if (server_ > 0) finish(server_, SIGTERM);
    }
    bool reachable() const {
        try {
            return connect().command({"PING"}).text == "PONG";
        } catch (const queue::RedisUnavailable&) {
            return false;
        }
    }
    queue::RedisConnection connect() const { return queue::RedisConnection(queue::parse_redis_url(url()), 1000ms); }
    std::string url() const { return "redis://127.0.0.1:" + std::to_string(port_); }
    std::vector<std::string> gavel(std::vector<std::string> arguments) const {
        std::vector<std::string> argv{GAVEL_BINARY, "--root", root_.path().string(), "--plugin-path", BENCH_PLUGIN_DIR, "-q"};
        argv.insert(argv.end(), arguments.begin(), arguments.end());
        return argv;
    }
    const std::string& solution() const { return solution_; }

private:
    ProblemRoot root_;
    std::string solution_;
    int port_ = 0;
    pid_t server_ = -1;
};

Setting& setting() {
    static Setting shared;
    return shared;
}

void BM_queue(benchmark::State& state) {
    Setting& here = setting();
    if (!here.reachable()) return fail(state, "no redis-server answered (make redis installs it)");
    const auto workers = static_cast<std::size_t>(state.range(0));
    for (auto _ : state) {
        here.connect().checked({"FLUSHALL"});
        std::vector<std::string> submit{"submit", "--redis", here.url(), "sum"};
        for (std::size_t i = 0; i < submissions; ++i) submit.push_back(here.solution());
        const auto begun = std::chrono::steady_clock::now();
        if (finish(start(here.gavel(submit))) != 0) return fail(state, "gavel submit failed");
        std::vector<pid_t> running;
        for (std::size_t w = 0; w < workers; ++w) running.push_back(start(here.gavel({"worker", "--redis", here.url(), "-j", "1"})));
        queue::RedisConnection redis = here.connect();
        while (redis.checked({"XLEN", "gavel:results"}).integer < static_cast<long long>(submissions) && seconds_since(begun) < 300)
            std::this_thread::sleep_for(5ms);
        const double took = seconds_since(begun);
        for (const pid_t pid : running) finish(pid, SIGTERM);
        if (redis.checked({"XLEN", "gavel:results"}).integer < static_cast<long long>(submissions)) return fail(state, "results missing after 300 s");
        for (const auto& result : queue::read_results(redis, queue::QueueNames()))
            if (result.verdict != "AC") return fail(state, "a submission got " + result.verdict + ": " + result.error);
        state.SetIterationTime(took);
        state.counters["per_second"] = submissions / took;
    }
}
BENCHMARK(BM_queue)->Arg(1)->Arg(2)->Arg(4)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_grade_each(benchmark::State& state) {
    Setting& here = setting();
    for (auto _ : state) {
        const auto begun = std::chrono::steady_clock::now();
        for (std::size_t i = 0; i < submissions; ++i)
            if (finish(start(here.gavel({"grade", "sum", here.solution(), "-j", "1"}))) != 0) return fail(state, "gavel grade did not accept");
        const double took = seconds_since(begun);
        state.SetIterationTime(took);
        state.counters["per_second"] = submissions / took;
    }
}
BENCHMARK(BM_grade_each)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(1);

void summary(const MedianReporter& medians) {
    const double baseline = medians.counter("BM_grade_each", "per_second");
    std::printf("\n%zu submissions of a C solution on a 20-case suite, judged per second (median of the repetitions)\n", submissions);
    std::printf("  one gavel grade each, in turn:  %6.2f /s\n", baseline);
    for (const int workers : {1, 2, 4}) {
        const double rate = medians.counter("BM_queue/" + std::to_string(workers), "per_second");
        std::printf("  %d worker%s through Redis:       %6.2f /s  (ratio %.2f)\n", workers, workers == 1 ? " " : "s", rate, rate / baseline);
    }
}

}  // namespace
}  // namespace gavel::bench

int main(int argc, char** argv) { return gavel::bench::run_benchmarks(argc, argv, gavel::bench::summary); }
