// Which ending decides an interactive pass. The submission and the validator end in some order, each in its own
// way; the rules, as Kattis and DOMjudge judge a package's interactive problem:
//   1. A validator that fails (any exit but 42 and 43, a crash, its own limits, feedback it may not write) is a
//      judge error, whatever the submission did: a validator must cope with any submission.
//   2. The validator ended first:
//        43 (wrong answer) is WA, whatever the submission then does (it is stopped, or dies of the closed pipe);
//        42 (accepted) leaves it to the submission's own ending: it must still end cleanly within its limits.
//   3. The submission ended first: a failure of its own (time, memory, output, a crash or a non-zero exit) is its
//      verdict, even if the validator, reading end of file, then says 43; a clean exit leaves it to the validator.
#pragma once

#include "checkers/checker.hpp"
#include "run/interaction.hpp"

namespace gavel {

/// The verdict of one pass: `validator_said` is what the validator's exit and feedback files mean on their own
/// (kattis_outcome: AC, WA or IE, with message and score).
CheckOutcome interaction_verdict(const Interaction& interaction, const CheckOutcome& validator_said);

/// The verdict a submission's own ending earns (TLE, MLE, OLE, RTE), or nullopt when it ended cleanly.
std::optional<CheckOutcome> submission_failure(const RunResult& run, bool output_exceeded);

}  // namespace gavel
