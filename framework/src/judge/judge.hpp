// Judging a solution on a problem's suite: prepare every test, validate it, run the solution, check it, score.
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <mutex>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "checkers/checker.hpp"
#include "base/limits.hpp"
#include "plugin/loader.hpp"
#include "config/problem_config.hpp"
#include "report/report.hpp"
#include "run/solution.hpp"
#include "config/suite.hpp"

namespace gavel {

class PluginWorkerPool;

/// One test, ready to run: its input in memory, its limits resolved.
struct PreparedTest {
    std::size_t group_index = 0;
    std::string group;
    std::string name;
    std::string input;
    std::optional<std::string> answer;
    Limits limits;
    std::string preparation_error;  // set when the generator failed on this case: the test is IE
};

/// Everything needed to judge one problem: its settings, its suite, its plugin and its checker.
class ProblemJudge {
public:
    /// Checks the suite against the plugin (a generated group needs a generator) and the checker setting;
    /// throws InputError with the suite's or problem.yaml's location.
    ProblemJudge(ProblemConfig config, Suite suite, ProblemPlugin plugin);

    const ProblemConfig& config() const { return config_; }
    const Suite& suite() const { return suite_; }
    const ProblemPlugin& plugin() const { return plugin_; }

    /// Materialises every case: reads nothing (the suite already holds the data) but runs the generator.
    /// A generator that rejects its parameters throws InputError at the suite's `generate:`.
    std::vector<PreparedTest> prepare() const;

    struct Options {
        bool validate = true;                        // run the plugin's validator on every input first
        const std::atomic<bool>* stop = nullptr;     // set (by Ctrl-C): tests not yet finished are SK
        bool stop_at_first_failure = false;          // later tests are SK once one is not AC (the verdict
                                                     // is the same: every earlier test still runs)
    };
    using Observer = std::function<void(const TestResult&)>;

    /// Judges `solution` on `tests` in order; `observer` hears each result as soon as it is known.
    Report judge(Solution& solution, const std::vector<PreparedTest>& tests, const Options& options,
                 const Observer& observer) const;
    /// The same with one thread per solution (each its own box), tests taken in suite order; `observer` still
    /// hears the results in suite order.
    Report judge_parallel(const std::vector<Solution*>& solutions, const std::vector<PreparedTest>& tests,
                          const Options& options, const Observer& observer) const;

    /// What the plugin's validator says is wrong with `input`, or nullopt when it is valid (or there is none).
    std::optional<std::string> validation_error(const std::string& input) const;
    /// Judges one test: validation (if asked), the run, the check against the stored or reference answer.
    TestResult judge_one(Solution& solution, const PreparedTest& test, const Options& options) const;
    /// The generator's input for `seed` and `params`; throws InputError (located at `where`) when it rejects
    /// the parameters, InternalError when it fails.
    std::string generate_input(std::uint64_t seed, const std::map<std::string, std::string>& params,
                               const SourceLocation& where) const;

private:
    struct ValidatedRun {
        std::optional<std::string> invalid;  // why the input was refused; then nothing ran
        CallResult run;
    };
    /// Validates the test's input (when `validate`) and runs `solution` on it. The reference does both in one
    /// round trip to the plugin's worker.
    ValidatedRun validate_and_run(Solution& solution, const PreparedTest& test, bool validate) const;
    /// The reference on several tests (at most worker_protocol::max_chain / 2) in one round trip: each test's
    /// run, or nullopt for one that was not reached (the chain stopped at a failure) or has no input.
    std::vector<std::optional<ValidatedRun>> run_reference(ReferenceSolution& reference, std::span<const PreparedTest> tests,
                                                           bool validate) const;
    /// The verdict of a run, or of the validation that refused its input: the check against the answer.
    TestResult verdict_of(Solution& solution, const PreparedTest& test, const ValidatedRun& validated) const;

    struct ReferenceAnswer {
        bool ok = false;
        std::string text;  // the answer, or why the reference failed
    };
    /// The reference's answer for an input without a stored one, computed once per input and judge: every
    /// solution verify or calibrate grades needs the same answers.
    ReferenceAnswer reference_answer(const std::string& input, const Limits& limits) const;
    struct AnswerCache {
        std::mutex mutex;
        std::map<std::string, ReferenceAnswer> by_input;
    };

    ProblemConfig config_;
    Suite suite_;
    ProblemPlugin plugin_;
    std::shared_ptr<PluginWorkerPool> workers_;  // runs the generator and the validator (and the reference)
    std::unique_ptr<Checker> checker_;
    std::shared_ptr<AnswerCache> answers_ = std::make_shared<AnswerCache>();
};

/// The report of a solution that did not compile: CE, every test skipped, no points.
Report compilation_failed_report(const ProblemConfig& config, const Suite& suite, const std::vector<PreparedTest>& tests,
                                 const std::string& solution, const std::string& message);

/// Limits of one case: problem.yaml, overridden by the suite, then the group, then the case.
Limits resolve_limits(const Limits& problem, const Suite& suite, const TestGroup& group, const LimitOverrides& test);

/// The verdict for a run that did not return normally or returned a failure, or nullopt when it succeeded.
std::optional<TestResult> verdict_of_failed_run(const CallResult& run);

}  // namespace gavel
