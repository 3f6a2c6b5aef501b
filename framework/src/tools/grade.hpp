// Grading a contestant's solution: compile it once, install it in one box per job, judge every test.
#pragma once

#include <atomic>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <span>

#include "judge/judge.hpp"
#include "run/languages.hpp"
#include "run/program.hpp"

namespace gavel {

struct GradeOptions {
    std::filesystem::path solution;
    std::optional<Duration> time_limit;  // replaces every test's CPU limit (the wall limit follows it)
    unsigned jobs = 0;                   // boxes running at once; 0: one per CPU
    LanguageTable languages;
    const std::atomic<bool>* stop = nullptr;
    bool stop_at_first_failure = false;
    bool fail_fast = false;  // ProblemJudge::Options::fail_fast: `gavel grade` without --all
};

struct GradeEvents {
    std::function<void(const std::string& solution)> compiling;  // its inputs validated and it compiled next
    std::function<void(const std::vector<PreparedTest>& tests)> started;  // compiled; these tests follow, in order
    ProblemJudge::Observer test_finished;                                  // in suite order
};

/// One solution of one problem, compiled once, ready to be judged as often as needed (at other time limits).
class Grader {
public:
    /// Prepares the tests, validates every input (ProblemJudge::require_valid_inputs: a refused input throws
    /// InputError naming the case, a failing validator InternalError, before anything is compiled or run), starts
    /// the boxes and compiles. Throws InputError for a solution gavel cannot grade (missing, of no known kind); a
    /// compile error is not thrown: compiled() is false.
    Grader(const ProblemJudge& judge, const GradeOptions& options);
    /// The same on `tests` only (already prepared, such as a suite's generated cases, with their limits:
    /// `options.time_limit` is not applied to them).
    Grader(const ProblemJudge& judge, const GradeOptions& options, std::vector<PreparedTest> tests);
    ~Grader();

    bool compiled() const { return program_.ready; }
    const std::string& compile_message() const { return program_.compile_message; }
    const std::vector<PreparedTest>& tests() const { return tests_; }

    /// Judges every test with each CPU limit multiplied by `time_scale` (CE report when it did not compile).
    Report run(const GradeEvents& events, double time_scale = 1.0);
    /// Judges only the tests at `indices` (of tests()), each CPU limit multiplied by `time_scale`, every one of them
    /// (nothing ends early): their results, in that order. Nothing when it did not compile.
    std::vector<TestResult> run_some(std::span<const std::size_t> indices, double time_scale);

private:
    const ProblemJudge& judge_;
    GradeOptions options_;
    std::vector<PreparedTest> tests_;
    std::vector<std::unique_ptr<sandbox::Box>> boxes_;
    PreparedProgram program_;
    std::vector<std::unique_ptr<ProgramSolution>> solutions_;
};

/// Why `solution` (a file, or a folder's regular files in all) is over `limit` bytes, a problem's code limit;
/// nullopt when it is not, or there is no limit. Such a solution is a compile error: nothing of it runs.
std::optional<std::string> over_code_limit(const std::filesystem::path& solution, std::optional<std::uint64_t> limit);

/// Grader(judge, options).run(events): the whole of `gavel grade`.
Report grade_solution(const ProblemJudge& judge, const GradeOptions& options, const GradeEvents& events);

}  // namespace gavel
