#include "checkers/interaction_verdict.hpp"

namespace gavel {

std::optional<CheckOutcome> submission_failure(const RunResult& run, bool output_exceeded) {
    if (output_exceeded) return CheckOutcome(Verdict::output_limit, "the submission wrote more than its output limit");
    const std::optional<Verdict> verdict = verdict_of(run);
    if (!verdict) return std::nullopt;
    std::string message = "the submission " + run.describe();
    if (!run.message.empty()) message += ": " + run.message.substr(0, run.message.find('\n'));
    return CheckOutcome(*verdict, std::move(message));
}

CheckOutcome interaction_verdict(const Interaction& interaction, const CheckOutcome& validator_said) {
    if (validator_said.verdict == Verdict::internal_error) return validator_said;
    const std::optional<CheckOutcome> failed = submission_failure(interaction.submission, interaction.submission_output_exceeded);
    if (interaction.validator_ended_first) {
        if (validator_said.verdict != Verdict::accepted || !failed) return validator_said;
        CheckOutcome outcome = *failed;
        outcome.message += " (after the validator accepted)";
        return outcome;
    }
    if (!failed) return validator_said;
    CheckOutcome outcome = *failed;
    if (validator_said.verdict != Verdict::accepted) outcome.message += " (the validator then said: wrong answer)";
    return outcome;
}

}  // namespace gavel
