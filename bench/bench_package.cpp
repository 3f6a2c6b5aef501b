// A problem package's cost per test: grading a C submission on a 2025-09 package whose custom output validator
// (a C program) checks every output, against the same two programs run by hand in a shell loop
// (`sol < t.in > out; validator t.in t.ans feedback/ < out` per test) — the work a setter would otherwise script.
// Both are timed back to back in each repetition; the shell loop is a small process of its own, as the judge's
// work stands for one.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "judge_fixture.hpp"
#include "package/package_judging.hpp"
#include "run/languages.hpp"

namespace gavel::bench {
namespace {

constexpr std::size_t tests = 300;

// Reads the judge's answer and the submission's output (stdin), one integer each: 42 when equal, 43 otherwise.
constexpr const char* validator_source = R"(#include <stdio.h>
int main(int argc, char** argv) {
    if (argc < 4) return 1;
    FILE* answer = fopen(argv[2], "r");
    long long expected, got;
    if (!answer || fscanf(answer, "%lld", &expected) != 1) return 1;
    if (scanf("%lld", &got) != 1) return 43;
    return got == expected ? 42 : 43;
}
)";

void write(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

// A temporary 2025-09 package: `tests` sum cases in data/secret, the validator above, one accepted C submission.
class SumPackage {
public:
    SumPackage() : root_(ProblemRoot::inline_suite({})) {
        dir_ = root_.path() / "sumpackage";
        write(dir_ / "problem.yaml", "problem_format_version: 2025-09\nname: Sum\nuuid: 6f1c0b52-3c55-4d49-9a3e-5b0f3c2f1a10\n"
                                     "limits:\n  time_limit: 2\n");
        const auto cases = sum_cases(tests);
        for (std::size_t i = 0; i < cases.size(); ++i) {
            char name[32];
            std::snprintf(name, sizeof name, "%04zu", i);
            write(dir_ / "data/secret" / (std::string(name) + ".in"), cases[i].input);
            write(dir_ / "data/secret" / (std::string(name) + ".ans"), cases[i].answer);
        }
        write(dir_ / "output_validator/validate.c", validator_source);
        write(dir_ / "submissions/accepted/sum.c", sum_program);
        submission_ = compile_c(root_, "sum", sum_program);
        validator_ = root_.path() / "validator";
        const std::string build = "gcc -O2 -o " + validator_.string() + " " + (dir_ / "output_validator/validate.c").string();
        if (std::system(build.c_str()) != 0) std::abort();
    }
    const std::filesystem::path& dir() const { return dir_; }
    const std::filesystem::path& submission() const { return submission_; }
    const std::filesystem::path& validator() const { return validator_; }
    const ProblemRoot& root() const { return root_; }

private:
    ProblemRoot root_;
    std::filesystem::path dir_, submission_, validator_;
};

const SumPackage& sum_package() {
    static const SumPackage package;
    return package;
}

double seconds_of(const std::function<void()>& function) {
    const auto start = std::chrono::steady_clock::now();
    function();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The setter's shell loop over the same files, in a `sh` of its own.
void shell_loop() {
    const SumPackage& package = sum_package();
    const std::string work = (package.root().path() / "loop").string();
    const std::string script = "mkdir -p " + work + "/feedback && for f in " + package.dir().string() +
                               "/data/secret/*.in; do " + package.submission().string() + " < \"$f\" > " + work + "/out; " +
                               package.validator().string() + " \"$f\" \"${f%.in}.ans\" " + work + "/feedback/ < " + work +
                               "/out; [ $? -eq 42 ] || exit 1; done";
    if (std::system(("sh -c '" + script + "'").c_str()) != 0) std::abort();
}

void package_custom_validator(benchmark::State& state) {
    static package::Package opened = package::open_for_judging(sum_package().dir(), {});
    static const ProblemJudge judge(opened.problem);
    static GradeOptions options = [] {
        GradeOptions made;
        made.languages = load_languages(default_languages_file());
        made.solution = sum_package().submission();
        made.jobs = 1;
        return made;
    }();
    static const bool built = (opened.problem.checker->build(options.languages), true);
    (void)built;
    static Grader grader(judge, options);
    for (auto _ : state) {
        const double by_hand = seconds_of(shell_loop);
        Report report;
        const double judged = seconds_of([&] { report = grader.run({}); });
        if (report.verdict != Verdict::accepted) {
            state.SkipWithError("the accepted submission was not accepted");
            break;
        }
        state.SetIterationTime(judged);
        state.counters["us_per_test"] = judged * 1e6 / tests;
        state.counters["shell_us"] = by_hand * 1e6 / tests;
        state.counters["ratio_shell"] = judged / by_hand;
    }
}
BENCHMARK(package_custom_validator)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(1);

void summary(const MedianReporter& medians) {
    std::printf("\npackage test with a custom output validator: %.0f us per test, shell loop %.0f us; ratio %.2f (median)\n",
                medians.counter("package_custom_validator", "us_per_test"), medians.counter("package_custom_validator", "shell_us"),
                medians.counter("package_custom_validator", "ratio_shell"));
}

}  // namespace
}  // namespace gavel::bench

int main(int argc, char** argv) { return gavel::bench::run_benchmarks(argc, argv, gavel::bench::summary); }
