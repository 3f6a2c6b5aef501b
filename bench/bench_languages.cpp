// Start-up cost per language: each language's hello world (the table's self-test program), compiled once, run in
// the sandbox against the same command run bare (posix_spawn + wait, no box: the programs' files in a plain
// temporary folder). Both are timed back to back in each iteration; what the box adds is the difference.
// Languages whose toolchain is not installed here are left out, and said so.
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "judge_fixture.hpp"
#include "run/languages.hpp"
#include "run/memory_placeholder.hpp"
#include "run/program.hpp"
#include "run/program_folder.hpp"
#include "sandbox/box.hpp"
#include "tools/language_check.hpp"

namespace gavel::bench {
namespace {

constexpr std::uint64_t memory_limit = 512ull << 20;

Limits run_limits() {
    Limits limits;
    limits.time = std::chrono::seconds(5);
    limits.memory = memory_limit;
    limits.output = 1 << 20;
    return limits;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// One language's hello world, prepared in a box of its own and written out for the bare runs.
class Hello {
public:
    Hello(const Language& language, const LanguageTable& table) : name_(language.name) {
        folder_ = std::filesystem::temp_directory_path() / ("gavel-bench-hello-" + std::to_string(::getpid()) + "-" + language.name);
        std::filesystem::create_directories(folder_ / "src");
        program_ = prepare_hello(language, table, folder_ / "src", box_);
        if (!program_.ready) return;
        install_program(program_, box_);
        solution_ = std::make_unique<ProgramSolution>(box_, program_, "hello");
        // The bare copy: the box's files under folder_/bare, the command's /box/ paths pointed there.
        const auto bare = folder_ / "bare";
        std::filesystem::create_directories(bare);
        for (const auto& file : program_.files) write_folder_file(file, bare);
        for (std::string word : expand_memory(program_.run, memory_limit)) {
            for (std::size_t at; (at = word.find("/box/")) != std::string::npos;) word.replace(at, 5, bare.string() + "/");
            argv_.push_back(std::move(word));
        }
        if (const auto found = find_toolchain_program(argv_.front()); !found.empty()) argv_.front() = found.string();
    }
    ~Hello() {
        std::error_code ignored;
        std::filesystem::remove_all(folder_, ignored);
    }
    bool ready() const { return program_.ready; }
    const std::string& compile_message() const { return program_.compile_message; }

    // A run in the box: its wall-clock seconds, or a negative number when it did not print the greeting.
    double in_box() {
        const auto start = std::chrono::steady_clock::now();
        const RunResult outcome = solution_->run("", run_limits());
        const double took = seconds_since(start);
        return outcome.ok() && outcome.output == "Hello, world!\n" ? took : -1;
    }

    // The same command bare: standard input /dev/null, output to a pipe read whole, the environment as empty as
    // the box gives a contestant's program.
    double bare() {
        std::vector<char*> args;
        for (auto& word : argv_) args.push_back(word.data());
        args.push_back(nullptr);
        char* no_environment[] = {nullptr};
        int out[2];
        if (::pipe2(out, O_CLOEXEC) != 0) return -1;
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
        posix_spawn_file_actions_adddup2(&actions, out[1], 1);
        const auto start = std::chrono::steady_clock::now();
        pid_t pid = -1;
        const int spawned = ::posix_spawn(&pid, args.front(), &actions, nullptr, args.data(), no_environment);
        posix_spawn_file_actions_destroy(&actions);
        ::close(out[1]);
        std::string output;
        char buffer[4096];
        for (ssize_t got; spawned == 0 && (got = ::read(out[0], buffer, sizeof buffer)) > 0;) output.append(buffer, static_cast<std::size_t>(got));
        ::close(out[0]);
        int status = 0;
        if (spawned == 0) ::waitpid(pid, &status, 0);
        const double took = seconds_since(start);
        return spawned == 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0 && output == "Hello, world!\n" ? took : -1;
    }

private:
    std::string name_;
    std::filesystem::path folder_;
    sandbox::Box box_;
    PreparedProgram program_;
    std::unique_ptr<ProgramSolution> solution_;
    std::vector<std::string> argv_;
};

std::vector<std::string> measured;

void register_languages() {
    static const LanguageTable table = load_languages(default_languages_file());
    for (const auto& language : table.languages) {
        if (language.hello.empty()) continue;
        if (const std::string reason = unrunnable_reason(language); !reason.empty()) {
            std::printf("%s: not measured: %s\n", language.name.c_str(), reason.c_str());
            continue;
        }
        measured.push_back(language.name);
        benchmark::RegisterBenchmark(("hello/" + language.name).c_str(), [&language](benchmark::State& state) {
            static std::map<std::string, std::unique_ptr<Hello>> prepared;
            auto& hello = prepared[language.name];
            if (!hello) hello = std::make_unique<Hello>(language, table);
            if (!hello->ready()) {
                state.SkipWithError(("does not compile: " + hello->compile_message()).c_str());
                return;
            }
            for (auto _ : state) {
                const double bare = hello->bare(), boxed = hello->in_box();
                if (bare < 0 || boxed < 0) {
                    state.SkipWithError(bare < 0 ? "the bare run did not print the greeting" : "the run in the box did not print the greeting");
                    break;
                }
                state.SetIterationTime(boxed);
                state.counters["box_ms"] = boxed * 1e3;
                state.counters["bare_ms"] = bare * 1e3;
                state.counters["ratio_bare"] = boxed / bare;
            }
        })->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(3);
    }
}

void summary(const MedianReporter& medians) {
    std::printf("\nhello world, start to end (median): in the box against bare\n%-12s %10s %10s %8s %10s\n", "language", "box ms",
                "bare ms", "ratio", "added ms");
    for (const auto& name : measured) {
        const std::string run = "hello/" + name;
        const double boxed = medians.counter(run, "box_ms"), bare = medians.counter(run, "bare_ms");
        std::printf("%-12s %10.1f %10.1f %8.2f %10.1f\n", name.c_str(), boxed, bare, medians.counter(run, "ratio_bare"), boxed - bare);
    }
}

}  // namespace
}  // namespace gavel::bench

int main(int argc, char** argv) {
    gavel::bench::register_languages();
    return gavel::bench::run_benchmarks(argc, argv, gavel::bench::summary);
}
