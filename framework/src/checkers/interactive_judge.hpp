// Judging where running and checking are one step: an interactive problem (the submission talks to the output
// validator as it runs) and a multi-pass problem (the submission runs again on an input the validator wrote),
// or both. A problem that has one (Problem::interactive) is judged through it instead of run-then-check.
//
//   interactive_judge.hpp   InteractiveJudge, the Kattis one (make_kattis_interactive_judge)
//   interaction_verdict.hpp which side's ending decides an interactive pass
//   kattis_interactive.cpp  the package format's protocol: passes, nextpass.in, the feedback folder
//   testlib_interactor.cpp  testlib's interactor protocol, for gavel's own problems
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "base/limits.hpp"
#include "base/run_result.hpp"
#include "checkers/checker.hpp"
#include "config/checker_spec.hpp"
#include "config/suite.hpp"
#include "run/interaction.hpp"

namespace gavel {

class Solution;

struct InteractiveCase {
    std::string_view input;
    std::string_view answer;
    std::span<const std::string> validator_arguments;  // the case's output_validator_args
    Limits limits;                                     // the submission's, for each pass
    const CaseExtras* extras = nullptr;                // the submission's arguments and files; null: none
};

struct InteractiveOutcome {
    CheckOutcome check;          // the test's verdict (AC, WA, TLE, RTE, ..., IE) with its message and score
    RunResult submission;        // the pass that took longest: times and memory for the report (no output)
    int passes = 0;              // passes the submission ran
    Transcript transcript;       // the last pass's exchange (interactive), bounded
};

class InteractiveJudge {
public:
    virtual ~InteractiveJudge() = default;
    /// Judges `solution` on one case; never throws for what the solution or the validator does.
    virtual InteractiveOutcome judge(Solution& solution, const InteractiveCase& c) const = 0;
    /// "validator.cpp (interactive)", "validator.py (multi-pass, 3 passes)"
    virtual std::string name() const = 0;
    /// As Checker's: the validator is built by the judging commands, never when the problem is opened.
    virtual bool needs_build() const { return false; }
    virtual void build(const LanguageTable& languages) const { (void)languages; }
};

struct InteractiveSpec {
    CheckerSpec validator;    // a Kattis-protocol program with its arguments and limits (validation_*)
    bool interactive = false; // the two run at once, talking
    int passes = 1;           // more than 1: multi-pass, at most this many
};

/// One interaction between `solution` (under `limits`, with `extras`) and the judging program run by `spec` in
/// `box`: the program's wall-clock limit grows by the submission's (it waits for it as well as working), and the
/// submission is stopped at once when the program ends first with anything but `accepting_exit`.
Interaction interact_in_box(Solution& solution, const Limits& limits, const CaseExtras& extras, sandbox::Box& box,
                            sandbox::RunSpec spec, int accepting_exit);

/// The package format's interactive and multi-pass judging with a Kattis output validator.
std::unique_ptr<InteractiveJudge> make_kattis_interactive_judge(const InteractiveSpec& spec, const std::string& problem_file);

/// A gavel problem's interactor (problem.yaml `interactor:`): testlib's protocol (testlib_interactor.cpp: `checker`
/// then judges what the interactor wrote for it), or Kattis's (an interactive output validator, as a package's).
std::unique_ptr<InteractiveJudge> make_interactor(const CheckerSpec& spec, std::shared_ptr<const Checker> checker,
                                                  const std::string& problem_file);

}  // namespace gavel
