// judge: the stage that runs a problem's tests against a solution and scores them.
//
// Receives a Problem (problem/problem.hpp) and a Solution (run/solution.hpp). prepare() turns the suite into
// PreparedTests: every case's input in memory (a generated group's made by the problem's generator), its limits
// resolved once (base/limits.hpp: problem <- suite <- group <- case <- command line). judge() then, for each test,
// validates the input (when asked; through the validation cache), runs the solution, and checks its output against
// the stored answer, or the reference's answer where none is stored (the reference's own output is checked against
// itself, so a checker that rejects the reference is IE, a problem bug); judge_parallel() does so with one thread per solution (one box each),
// pinned to the solution's CPU. The results come back in suite order, each to the observer as soon as it and those
// before it are known, and are scored (score.hpp) into the Report that report/ prints and writes.
//
// Grading commands call require_valid_inputs() first: every input is validated before any solution runs, and a
// refused one stops the command naming the case, so a bad input is never a contestant's verdict.
//
//   judge.hpp             PreparedTest, ProblemJudge
//   prepare.cpp           the suite's cases made into PreparedTests
//   judge_one.cpp         one test: validate, run, classify (base/run_result.hpp), check
//   validation_cache.hpp  ValidationCache: what the validators said of each input content (by SHA-256), in memory
//   require_valid.cpp     validate(), require_valid_inputs(): every input validated before judging
//   schedule.cpp          tests in batches and in parallel, results in suite order; fail-fast by group or run
//   test_queue.hpp        TestQueue: the order judging threads take tests in (with fail-fast, a box per group)
//   score.hpp             Scorer: group scores (min or sum of credits, depends_on), the suite's verdict;
//                         compilation_failed_report
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "checkers/validator.hpp"
#include "judge/validation_cache.hpp"
#include "config/suite.hpp"
#include "problem/problem.hpp"
#include "report/report.hpp"

namespace gavel {

/// One test, ready to run: its input in memory, its limits resolved.
struct PreparedTest {
    std::size_t group_index = 0;
    std::string group;
    std::string name;
    std::string input;
    std::optional<std::string> answer;
    Limits limits;
    std::string preparation_error;  // set when the generator failed on this case: the test is IE
    SourceLocation location;        // the case in the suite file; for a generated case, its group's `generate:`
    bool generated = false;         // made by the generator: its answer is the reference's
    CaseExtras extras;              // a package case's arguments, files and output validator arguments
    std::string sample_exchange;    // TestCase's: an interactive sample's exchange as its author wrote it
};

class ProblemJudge {
public:
    explicit ProblemJudge(Problem problem);

    const Problem& problem() const { return problem_; }

    /// Materialises every case: the suite already holds the data; a generated group's inputs are made here.
    /// `command_line` overrides every test's limits last. A generator that rejects its parameters throws InputError
    /// at the suite's `generate:`.
    std::vector<PreparedTest> prepare(const LimitOverrides& command_line = {}) const;

    struct Options {
        bool validate = true;                        // run the problem's validators on every input first
        const std::atomic<bool>* stop = nullptr;     // set (by Ctrl-C): tests not yet finished are SK
        bool stop_at_first_failure = false;          // later tests are SK once one is not AC (the verdict
                                                     // is the same: every earlier test still runs)
        bool fail_fast = false;                      // a test that is not AC ends its group (its later tests
                                                     // SK), and in a pass-fail suite the whole run; verdict
                                                     // and score are the same as without
        bool in_batches = true;                      // a lone solution that nothing ends early at a failure
                                                     // takes its tests in batches: a plugin's worker runs a
                                                     // chain of calls in one round trip, and the observer hears
                                                     // a batch at a time; false: one test at a time, each result
                                                     // as soon as it is known (a program gains nothing by batches)
        bool keep_reference_answers = false;         // judging the reference: remember its output for a case
                                                     // without a stored answer, for solutions judged after it
    };
    using Observer = std::function<void(const TestResult&)>;

    /// Judges `solution` on `tests` in order; `observer` hears each result as soon as it is known.
    Report judge(Solution& solution, const std::vector<PreparedTest>& tests, const Options& options,
                 const Observer& observer) const;
    /// The same with one thread per solution (each its own box), tests taken in suite order; `observer` still
    /// hears the results in suite order.
    Report judge_parallel(const std::vector<Solution*>& solutions, const std::vector<PreparedTest>& tests,
                          const Options& options, const Observer& observer) const;
    /// For a problem with no reference solver: validates every input (when asked) and checks that the checker
    /// accepts each stored answer as an output.
    Report check_stored_answers(const std::vector<PreparedTest>& tests, const Options& options,
                                const Observer& observer) const;

    /// What the problem's validators say of `input`: the first that does not accept it, or valid. Answered from
    /// the judge's validation cache when the same content was validated before.
    Validation validate(std::string_view input) const;
    /// Validates every test's input (through the cache) before anything is judged on them, so that a bad input is
    /// blamed on the problem and never on a solution. Throws InputError naming the first refused case (suite file,
    /// line, group/name) and the validator's message; InternalError naming the case when a validator failed on
    /// it. Tests whose preparation failed have no input and are left to judging (they are IE).
    void require_valid_inputs(const std::vector<PreparedTest>& tests) const;
    /// How many inputs this judge's validators judged, and how many its cache answered.
    ValidationCache::Counts validation_counts() const { return validations_->counts(); }
    /// Judges one test: validation (if asked), the run, the check against the stored or reference answer.
    TestResult judge_one(Solution& solution, const PreparedTest& test, const Options& options) const;
    /// The generator's input for `seed` and `params`; throws InputError (located at `where`) when there is no
    /// generator or it rejects the parameters, InternalError when it fails.
    std::string generate_input(std::uint64_t seed, const std::map<std::string, std::string>& params,
                               const SourceLocation& where) const;

private:
    /// Makes `test`'s input with the generator (a suite case's `generate:`); a generator that fails makes it IE.
    void made_by_generator(PreparedTest& test, const Generation& generation) const;
    struct ValidatedRun {
        std::optional<Validation> refused;  // the validation that did not pass; then nothing ran
        RunResult run;
        std::optional<InteractiveOutcome> judged;  // an interactive or multi-pass problem's: run and check at once
    };
    /// Validates and runs a batch of tests in as few round trips as the solution and validators allow: one
    /// entry per test, nullopt for a test whose preparation failed.
    std::vector<std::optional<ValidatedRun>> validate_and_run(Solution& solution, std::span<const PreparedTest> tests,
                                                              bool validate) const;
    /// The verdict of a run, or of the validation that refused its input: the check against the answer.
    TestResult verdict_of(Solution& solution, const PreparedTest& test, const ValidatedRun& validated,
                          const Options& options) const;

    struct ReferenceAnswer {
        bool ok = false;
        std::string text;  // the answer, or why the reference failed
    };
    /// The reference's answer for an input without a stored one, computed once per input and judge: every
    /// solution verify or calibrate grades needs the same answers.
    ReferenceAnswer reference_answer(const std::string& input, const Limits& limits) const;
    struct AnswerCache {
        std::mutex mutex;
        std::map<std::string, ReferenceAnswer> by_digest;  // by the SHA-256 of the input: inputs may be large
    };

    /// Remembers the reference's answer for `input` (its own output, once judged), so that solutions judged later
    /// against it do not run the reference again.
    void remember_reference_answer(const std::string& input, const std::string& output) const;

    Problem problem_;
    std::shared_ptr<AnswerCache> answers_ = std::make_shared<AnswerCache>();
    // Shared by copies of the judge, as the answers are: verify and calibrate judge many solutions on one suite.
    std::shared_ptr<ValidationCache> validations_;
};

/// Every test's CPU limit, in suite order, as prepare() resolves it (without making a generated case).
std::vector<Duration> time_limits_of(const Problem& problem);

/// Whether `suite` is pass-fail, as Kattis calls it: at most one group awards points, and not by `aggregate: sum`,
/// so one rejected test decides the score (0) and the verdict, and fail-fast judging ends the whole run there. A
/// suite of several scoring groups, or whose one scores the sum of its tests' credits, is a scoring problem: a
/// rejection ends its own group only (and not even that in a sum group, whose other tests still score).
bool pass_fail(const Suite& suite);

/// The verdict for a run that did not return normally or returned a failure, or nullopt when it succeeded: the
/// one classification of a run into verdicts.
std::optional<TestResult> verdict_of_failed_run(const RunResult& run);

}  // namespace gavel
