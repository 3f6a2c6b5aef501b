// Round-trip latency of one question and answer between a submission and an interactive validator: both C
// programs run through gavel (run/interaction.hpp: each in its own box, the judge relaying between them) against
// the same two programs joined by a bare pipe pair (posix_spawn, no box, no relay); and the validator written as a
// problem plugin's interact() instead (gavel-interactor-host in its box, talking through gavel::Channel). Each iteration times an
// interaction of `exchanges` round trips and one of a single round trip, both ways, back to back; the latency of
// one exchange is the difference divided by the extra exchanges, so starting the programs drops out.
#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "base/file_bytes.hpp"
#include "base/install_layout.hpp"
#include "judge_fixture.hpp"
#include "run/interaction.hpp"
#include "sandbox/box.hpp"

namespace gavel::bench {
namespace {

constexpr long exchanges = 2000;

// Asks argv[1] questions, each a line it flushes, and reads each answer before the next.
const char* const asker_source = R"(#include <stdio.h>
#include <stdlib.h>
int main(int argc, char** argv) {
    long n = argc > 1 ? atol(argv[1]) : 1;
    char line[64];
    for (long i = 0; i < n; ++i) {
        printf("%ld\n", i);
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) return 1;
    }
    return 0;
}
)";
// Answers every line with the same line, flushed, until end of file; then accepts (42, the Kattis code).
const char* const answerer_source = R"(#include <stdio.h>
int main(void) {
    char line[64];
    while (fgets(line, sizeof line, stdin)) {
        fputs(line, stdout);
        fflush(stdout);
    }
    return 42;
}
)";

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

std::filesystem::path compile(const std::filesystem::path& folder, const std::string& name, const char* source) {
    const auto c_file = folder / (name + ".c"), binary = folder / name;
    std::FILE* out = std::fopen(c_file.c_str(), "w");
    std::fputs(source, out);
    std::fclose(out);
    const std::string command = "gcc -O2 -o " + binary.string() + " " + c_file.string();
    if (std::system(command.c_str()) != 0) {
        std::fprintf(stderr, "gcc failed on %s\n", c_file.c_str());
        std::exit(2);
    }
    return binary;
}

class Programs {
public:
    Programs() {
        folder_ = std::filesystem::temp_directory_path() / ("gavel-bench-interaction-" + std::to_string(::getpid()));
        std::filesystem::create_directories(folder_);
        asker_ = compile(folder_, "asker", asker_source);
        answerer_ = compile(folder_, "answerer", answerer_source);
        std::filesystem::copy_file(asker_, submission_box_.host_dir() / "asker");
        std::filesystem::copy_file(answerer_, validator_box_.host_dir() / "answerer");
        const auto plugin_box = plugin_box_.host_dir();
        std::filesystem::copy_file(std::filesystem::path(BENCH_PLUGIN_DIR) / "echo_interactor.so", plugin_box / "echo_interactor.so");
        std::filesystem::copy_file(running_layout().interactor_host(), plugin_box / "gavel-interactor-host");
        write_file_bytes(plugin_box / "empty", "");
    }
    ~Programs() {
        std::error_code ignored;
        std::filesystem::remove_all(folder_, ignored);
    }

    // One interaction through gavel: seconds, or negative when either side did not end as it should. The validator
    // is the C answerer, or with `plugin` the echo plugin's interact() in gavel-interactor-host.
    double judged(long count, bool plugin = false) {
        sandbox::RunSpec asker, answerer;
        asker.argv = {submission_box_.inside("asker").string(), std::to_string(count)};
        answerer.argv = {validator_box_.inside("answerer").string()};
        if (plugin) {
            const std::string empty = plugin_box_.inside("empty").string();
            answerer.argv = {plugin_box_.inside("gavel-interactor-host").string(), plugin_box_.inside("echo_interactor.so").string(), empty, empty, "/tmp/"};
        }
        sandbox::Box& validator_box = plugin ? plugin_box_ : validator_box_;
        for (auto* spec : {&asker, &answerer}) {
            spec->cpu = std::chrono::seconds(10);
            spec->wall = std::chrono::seconds(20);
        }
        InteractionOptions options;
        options.stop_submission_after = [](const RunResult& run) { return !run.finished_with(42); };
        const auto start = std::chrono::steady_clock::now();
        const Interaction done = interact([&](sandbox::PipedStreams streams) { return submission_box_.run(asker, std::move(streams)); },
                                          [&](sandbox::PipedStreams streams) { return validator_box.run(answerer, std::move(streams)); },
                                          options);
        const double took = seconds_since(start);
        return done.submission.ok() && done.validator.finished_with(42) ? took : -1;
    }

    // The same two programs joined directly by two pipes, started bare.
    double bare(long count) {
        int to_asker[2], from_asker[2];
        if (::pipe2(to_asker, O_CLOEXEC) != 0 || ::pipe2(from_asker, O_CLOEXEC) != 0) return -1;
        const std::string count_text = std::to_string(count);
        const auto spawn = [](const std::filesystem::path& binary, const char* argument, int input, int output) {
            posix_spawn_file_actions_t actions;
            posix_spawn_file_actions_init(&actions);
            posix_spawn_file_actions_adddup2(&actions, input, 0);
            posix_spawn_file_actions_adddup2(&actions, output, 1);
            std::string path = binary.string();
            std::string word = argument ? argument : "";
            char* args[] = {path.data(), argument ? word.data() : nullptr, nullptr};
            char* no_environment[] = {nullptr};
            pid_t pid = -1;
            const int failed = ::posix_spawn(&pid, path.c_str(), &actions, nullptr, args, no_environment);
            posix_spawn_file_actions_destroy(&actions);
            return failed ? -1 : pid;
        };
        const auto start = std::chrono::steady_clock::now();
        const pid_t asker = spawn(asker_, count_text.c_str(), to_asker[0], from_asker[1]);
        const pid_t answerer = spawn(answerer_, nullptr, from_asker[0], to_asker[1]);
        for (const int end : {to_asker[0], to_asker[1], from_asker[0], from_asker[1]}) ::close(end);
        int asker_status = -1, answerer_status = -1;
        if (asker > 0) ::waitpid(asker, &asker_status, 0);
        if (answerer > 0) ::waitpid(answerer, &answerer_status, 0);
        const double took = seconds_since(start);
        const bool ok = WIFEXITED(asker_status) && WEXITSTATUS(asker_status) == 0 && WIFEXITED(answerer_status) &&
                        WEXITSTATUS(answerer_status) == 42;
        return ok ? took : -1;
    }

private:
    std::filesystem::path folder_, asker_, answerer_;
    sandbox::Box submission_box_, validator_box_, plugin_box_;
};

void BM_round_trip(benchmark::State& state) {
    static Programs programs;
    for (auto _ : state) {
        const double judged_many = programs.judged(exchanges), judged_one = programs.judged(1);
        const double bare_many = programs.bare(exchanges), bare_one = programs.bare(1);
        const double plugin_many = programs.judged(exchanges, true), plugin_one = programs.judged(1, true);
        if (judged_many < 0 || judged_one < 0 || bare_many < 0 || bare_one < 0 || plugin_many < 0 || plugin_one < 0) {
            state.SkipWithError(bare_many < 0 || bare_one < 0 ? "the bare pipe pair did not end as expected"
                                                              : "an interaction through gavel did not end as expected");
            break;
        }
        const double plugin_us = (plugin_many - plugin_one) / (exchanges - 1) * 1e6;
        const double judged_us = (judged_many - judged_one) / (exchanges - 1) * 1e6;
        const double bare_us = (bare_many - bare_one) / (exchanges - 1) * 1e6;
        state.SetIterationTime(judged_many);
        state.counters["judged_us"] = judged_us;
        state.counters["bare_us"] = bare_us;
        state.counters["ratio_bare"] = judged_us / bare_us;
        state.counters["plugin_us"] = plugin_us;
        state.counters["plugin_ratio_bare"] = plugin_us / bare_us;
        state.counters["plugin_start_ms"] = plugin_one * 1e3;
        state.counters["judged_start_ms"] = judged_one * 1e3;
        state.counters["bare_start_ms"] = bare_one * 1e3;
    }
}
BENCHMARK(BM_round_trip)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(2.0);

void summary(const MedianReporter& medians) {
    const std::string name = "BM_round_trip";
    std::printf("\none question and answer between submission and validator (median of the repetitions)\n");
    std::printf("  through gavel (two boxes, relayed): %8.1f us\n", medians.counter(name, "judged_us"));
    std::printf("  bare pipe pair (no judge):          %8.1f us\n", medians.counter(name, "bare_us"));
    std::printf("  ratio:                              %8.2f\n", medians.counter(name, "ratio_bare"));
    std::printf("  validator a plugin's interact():    %8.1f us (ratio %.2f to bare)\n", medians.counter(name, "plugin_us"),
                medians.counter(name, "plugin_ratio_bare"));
    std::printf("  a one-exchange interaction, start to end: %.1f ms through gavel, %.1f ms with the plugin, %.1f ms bare\n",
                medians.counter(name, "judged_start_ms"), medians.counter(name, "plugin_start_ms"), medians.counter(name, "bare_start_ms"));
}

}  // namespace
}  // namespace gavel::bench

int main(int argc, char** argv) { return gavel::bench::run_benchmarks(argc, argv, gavel::bench::summary); }
