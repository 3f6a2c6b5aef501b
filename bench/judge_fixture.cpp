#include "judge_fixture.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <stdexcept>

#include "problem/catalog.hpp"
#include "problem/open_problem.hpp"
#include "plugin/loader.hpp"

namespace gavel::bench {
namespace {

void write_text(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) throw std::runtime_error("cannot write " + path.string());
}

void write_all(int fd, const std::string& text) {
    for (std::size_t done = 0; done < text.size();) {
        const ssize_t wrote = ::write(fd, text.data() + done, text.size() - done);
        if (wrote <= 0) throw std::runtime_error("write to a child failed");
        done += static_cast<std::size_t>(wrote);
    }
}

std::size_t read_all(int fd) {
    char buffer[65536];
    std::size_t total = 0;
    for (ssize_t got; (got = ::read(fd, buffer, sizeof buffer)) > 0;) total += static_cast<std::size_t>(got);
    return total;
}

struct Pipes {
    int in[2];
    int out[2];
    Pipes() {
        if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0) throw std::runtime_error("pipe failed");
    }
    // The parent's side after the child started: feed it, read all it writes, and close everything.
    std::size_t exchange(const std::string& input) {
        ::close(in[0]);
        ::close(out[1]);
        write_all(in[1], input);
        ::close(in[1]);
        const std::size_t size = read_all(out[0]);
        ::close(out[0]);
        return size;
    }
};

int wait_for(pid_t pid) {
    int status = 0;
    rusage usage{};
    while (::wait4(pid, &status, 0, &usage) < 0)
        if (errno != EINTR) throw std::runtime_error("wait4 failed");
    return status;
}

}  // namespace

const char* const sum_program = R"(#include <stdio.h>
int main(void) {
    long a, b;
    if (scanf("%ld %ld", &a, &b) != 2) return 1;
    printf("%ld\n", a + b);
    return 0;
}
)";

const char* const spin_program = R"(#include <stdio.h>
#include <time.h>
static double cpu_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}
int main(void) {
    long a, b;
    if (scanf("%ld %ld", &a, &b) != 2) return 1;
    volatile unsigned long spin = 0;
    while (cpu_ms() < SPIN_MS)
        for (int i = 0; i < 10000; ++i) spin += i;
    printf("%ld\n", a + b);
    return 0;
}
)";

std::vector<Case> sum_cases(std::size_t count) {
    std::vector<Case> cases;
    for (std::size_t i = 0; i < count; ++i) {
        const long a = static_cast<long>(i * 7919 % 1000003) - 500000, b = static_cast<long>(i * 104729 % 999983);
        cases.push_back({std::to_string(a) + " " + std::to_string(b) + "\n", std::to_string(a + b) + "\n"});
    }
    return cases;
}

ProblemRoot::ProblemRoot(const std::string& suite_body, const std::string& time_limit) {
    std::string pattern = (std::filesystem::temp_directory_path() / "gavel-bench-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
    write_text(path_ / "problems/sum/problem.yaml", "id: sum\ntitle: A plus B\nlimits: { time: " + time_limit +
                                                        ", memory: 64MiB, output: 1MiB }\nchecker: tokens\n");
    write_text(path_ / "testcases/sum/suite.yaml", "problem: sum\n" + suite_body);
}

std::string ProblemRoot::inline_suite(const std::vector<Case>& cases) {
    std::string text = "groups:\n  - name: all\n    points: 100\n    cases:\n";
    for (std::size_t i = 0; i < cases.size(); ++i) {
        auto quoted = [](std::string value) {
            value.pop_back();  // the newline, written as \n
            return "\"" + value + "\\n\"";
        };
        text += "      - { name: t" + std::to_string(i + 1) + ", input: " + quoted(cases[i].input) +
                ", answer: " + quoted(cases[i].answer) + " }\n";
    }
    return text;
}

ProblemRoot::~ProblemRoot() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
}

std::filesystem::path ProblemRoot::write(const std::string& name, const std::string& text) const {
    write_text(path_ / name, text);
    return path_ / name;
}

ProblemJudge open_sum(const ProblemRoot& root) {
    const Catalog catalog(root.path());
    return ProblemJudge(open_problem(catalog, "sum", {BENCH_PLUGIN_DIR}));
}

Grading::Grading(const ProblemRoot& root, const std::filesystem::path& solution, unsigned jobs) : judge_(open_sum(root)) {
    GradeOptions options;
    options.solution = solution;
    options.jobs = jobs;
    options.languages = load_languages(PROJECT_DIR "/framework/languages.yaml");
    grader_ = std::make_unique<Grader>(judge_, options);
    if (!grader_->compiled()) throw std::runtime_error("the benchmark's solution did not compile: " + grader_->compile_message());
}

Grading::~Grading() = default;

Report Grading::run(benchmark::State& state, Verdict expected) {
    Report report = grader_->run({});
    for (const auto& test : report.tests)
        if (test.verdict != expected) {
            fail(state, "unexpected verdict " + std::string(short_name(test.verdict)) + ": " + test.message);
            break;
        }
    return report;
}

std::filesystem::path compile_c(const ProblemRoot& root, const std::string& name, const std::string& source) {
    const auto source_file = root.write(name + ".c", source);
    const auto binary = root.path() / name;
    const std::string command = "gcc -std=gnu17 -O2 -o '" + binary.string() + "' '" + source_file.string() + "'";
    if (std::system(command.c_str()) != 0) throw std::runtime_error("gcc failed: " + command);
    return binary;
}

namespace {

// Runs every case through a child that `start(path, pipes)` starts with the pipes as its standard input and
// output, waiting for each; returns the bytes the children answered.
template <typename Start>
std::size_t bare_loop(const std::filesystem::path& binary, const std::vector<Case>& cases, Start&& start) {
    std::size_t total = 0;
    const std::string path = binary.string();
    for (const auto& test : cases) {
        Pipes pipes;
        char* argv[] = {const_cast<char*>(path.c_str()), nullptr};
        char* envp[] = {nullptr};
        const pid_t pid = start(pipes, argv, envp);
        total += pipes.exchange(test.input);
        wait_for(pid);
    }
    return total;
}

}  // namespace

std::size_t bare_fork_exec(const std::filesystem::path& binary, const std::vector<Case>& cases) {
    return bare_loop(binary, cases, [](Pipes& pipes, char** argv, char** envp) {
        const pid_t pid = ::fork();
        if (pid == 0) {
            ::dup2(pipes.in[0], 0);
            ::dup2(pipes.out[1], 1);
            ::execve(argv[0], argv, envp);
            _exit(127);
        }
        return pid;
    });
}

std::size_t bare_posix_spawn(const std::filesystem::path& binary, const std::vector<Case>& cases) {
    return bare_loop(binary, cases, [](Pipes& pipes, char** argv, char** envp) {
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, pipes.in[0], 0);
        posix_spawn_file_actions_adddup2(&actions, pipes.out[1], 1);
        pid_t pid = -1;
        const int failed = posix_spawn(&pid, argv[0], &actions, nullptr, argv, envp);
        posix_spawn_file_actions_destroy(&actions);
        if (failed != 0) throw std::runtime_error("posix_spawn failed");
        return pid;
    });
}

double small_process_spawn(const std::filesystem::path& binary, std::size_t count, const std::string& input) {
    const std::string command = std::string("'" SPAWN_BASELINE "' '") + binary.string() + "' " + std::to_string(count) +
                                " '" + input + "'";
    FILE* pipe = ::popen(command.c_str(), "r");
    if (pipe == nullptr) throw std::runtime_error("cannot start " + command);
    double seconds = 0;
    const bool read = std::fscanf(pipe, "%lf", &seconds) == 1;
    if (::pclose(pipe) != 0 || !read) throw std::runtime_error("failed: " + command);
    return seconds;
}

std::size_t bare_fork_solver(const std::filesystem::path& plugin_file, const std::vector<Case>& cases) {
    static const SolverPlugin plugin = SolverPlugin::load(plugin_file);
    // One call in this process first, as gavel's worker warms its C++ streams and binds its symbols before it
    // forks: the children then find the locale built and the calls bound, and the ratio compares plumbing.
    static const bool warmed = [] {
        const gavel_writer discard{nullptr, [](void*, const char*, size_t) { return 0; }};
        const std::string input = "1 2\n";
        return plugin.descriptor().solve(input.data(), input.size(), &discard, &discard) == GAVEL_OK;
    }();
    if (!warmed) throw std::runtime_error("the benchmark's Solver plugin failed its warm-up call");
    std::size_t total = 0;
    for (const auto& test : cases) {
        Pipes pipes;
        const pid_t pid = ::fork();
        if (pid == 0) {
            // As a fresh child of the judge would: read the whole input, solve, write through the host writer.
            ::close(pipes.in[1]);
            std::string input;
            char buffer[4096];
            for (ssize_t got; (got = ::read(pipes.in[0], buffer, sizeof buffer)) > 0;) input.append(buffer, static_cast<std::size_t>(got));
            int fd = pipes.out[1];
            const gavel_writer output{&fd, [](void* context, const char* data, size_t size) {
                                          const int out = *static_cast<int*>(context);
                                          return ::write(out, data, size) == static_cast<ssize_t>(size) ? 0 : 1;
                                      }};
            _exit(plugin.descriptor().solve(input.data(), input.size(), &output, &output) == GAVEL_OK ? 0 : 1);
        }
        total += pipes.exchange(test.input);
        wait_for(pid);
    }
    return total;
}

MedianReporter::MedianReporter() : FailureRecordingReporter(true) {}

void MedianReporter::ReportRuns(const std::vector<Run>& runs) {
    FailureRecordingReporter::ReportRuns(runs);
    for (const auto& run : runs) {
        const bool single = run.repetitions <= 1 && run.run_type == Run::RT_Iteration;
        if (!single && !(run.run_type == Run::RT_Aggregate && run.aggregate_name == "median")) continue;
        const double per_iteration = run.GetAdjustedRealTime() / benchmark::GetTimeUnitMultiplier(run.time_unit);
        // The function name and its arguments, without the run's settings ("iterations:1", "real_time").
        const std::string name = run.run_name.function_name + (run.run_name.args.empty() ? "" : "/" + run.run_name.args);
        entries_.push_back({name, per_iteration, run.counters});
    }
}

const MedianReporter::Entry* MedianReporter::find(const std::string& name) const {
    for (auto it = entries_.rbegin(); it != entries_.rend(); ++it)
        if (it->name == name) return &*it;
    return nullptr;
}

double MedianReporter::seconds(const std::string& name) const {
    const Entry* entry = find(name);
    return entry ? entry->seconds : 0;
}

double MedianReporter::counter(const std::string& name, const std::string& counter) const {
    const Entry* entry = find(name);
    if (entry == nullptr) return 0;
    const auto found = entry->counters.find(counter);
    return found == entry->counters.end() ? 0 : found->second.value;
}

int run_benchmarks(int argc, char** argv, void (*summary)(const MedianReporter&)) {
    MedianReporter reporter;
    std::vector<char*> args(argv, argv + argc);
    std::string repetitions = "--benchmark_repetitions=5";
    bool given = false;
    for (int i = 1; i < argc; ++i) given = given || std::string(argv[i]).rfind("--benchmark_repetitions", 0) == 0;
    if (!given) args.push_back(repetitions.data());
    int count = static_cast<int>(args.size());
    benchmark::Initialize(&count, args.data());
    if (benchmark::ReportUnrecognizedArguments(count, args.data())) return 2;
    const std::size_t matched = run_specified(reporter);
    benchmark::Shutdown();
    summary(reporter);
    return exit_status(reporter, matched);
}

}  // namespace gavel::bench
