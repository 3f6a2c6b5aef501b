#include "checkers/kattis_feedback.hpp"

#include <cmath>

#include "base/file_bytes.hpp"
#include "base/printable_text.hpp"
#include "base/units.hpp"
#include "checkers/spec_float.hpp"

namespace gavel {
namespace {

constexpr int kattis_accepted = 42, kattis_wrong = 43;
// A message file is read only this far: a message is shown one line long, and a validator may write megabytes.
constexpr std::size_t feedback_limit = 64 << 10;
// A score file holds one number; anything this long is not one.
constexpr std::size_t score_limit = 4 << 10;
constexpr std::size_t team_message_kept = 4 << 10;
// judgemessage.txt as kept for submissions.yaml's message rule, on every test of a report: a few lines' worth.
constexpr std::size_t judge_message_kept = 4 << 10;

std::string first_line(const std::string& text) {
    std::string line = text.substr(0, text.find('\n'));
    return line.size() > 300 ? line.substr(0, 300) + "..." : line;
}

std::string feedback_line(const std::string& name, const LeftFile& file) {
    return first_line(file.bytes) +
           (file.truncated ? " (" + name + " is longer than " + std::to_string(feedback_limit >> 10) + " KiB: only its start was read)" : "");
}

CheckOutcome misbehaved(const std::string& name, const LeftFile& file) {
    return {Verdict::internal_error, "the checker's " + name + " is refused (" + file.refusal +
                                         "): only a regular file is read, and a checker that leaves anything else is not trusted"};
}

bool is_space(char c) { return c == ' ' || c == '\f' || c == '\n' || c == '\r' || c == '\t' || c == '\v'; }

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

// Which limit a run that did not finish ran into, with the limit itself; "" when it hit none.
std::string exceeded_limit(const RunResult& run, const Limits& limits) {
    switch (run.ending) {
        case RunResult::Ending::cpu_limit: return "it exceeded its time limit (" + format_duration(limits.time) + " of CPU time)";
        case RunResult::Ending::wall_limit: return "it exceeded its wall-clock time limit (" + format_duration(limits.wall()) + ")";
        case RunResult::Ending::memory_limit: return "it exceeded its memory limit (" + format_kib(limits.memory >> 10) + ")";
        case RunResult::Ending::output_limit:
            return "it exceeded its output limit (" + format_kib(limits.output >> 10) + ", feedback files included)";
        default: return {};
    }
}

// The score files beside a verdict: `outcome` with its score set, or IE when they break the format's rules.
CheckOutcome with_score(CheckOutcome outcome, const std::filesystem::path& folder, int exit_code) {
    const LeftFile score = read_left_file(folder, "score.txt", score_limit);
    const LeftFile multiplier = read_left_file(folder, "score_multiplier.txt", score_limit);
    if (score.state == LeftFile::State::refused) return misbehaved("score.txt", score);
    if (multiplier.state == LeftFile::State::refused) return misbehaved("score_multiplier.txt", multiplier);
    const bool has_score = score.state == LeftFile::State::read, has_multiplier = multiplier.state == LeftFile::State::read;
    if (!has_score && !has_multiplier) return outcome;
    if (has_score && has_multiplier)
        return {Verdict::internal_error, "the checker wrote both score.txt and score_multiplier.txt: expected at most one"};
    const std::string name = has_score ? "score.txt" : "score_multiplier.txt";
    if (outcome.verdict != Verdict::accepted)
        return {Verdict::internal_error, "the checker rejected the output (exit code " + std::to_string(exit_code) + ") and wrote " +
                                             name + ": expected a score only for an accepted output"};
    const LeftFile& file = has_score ? score : multiplier;
    std::string why;
    const std::optional<double> value = file.truncated ? std::nullopt : parse_score_file(file.bytes, has_multiplier, why);
    if (!value) {
        if (file.truncated) why = "expected one number, found more than " + std::to_string(score_limit >> 10) + " KiB";
        return {Verdict::internal_error, "the checker's " + name + " is invalid: " + why};
    }
    (has_score ? outcome.score : outcome.score_multiplier) = *value;
    return outcome;
}

}  // namespace

std::optional<double> parse_score_file(std::string_view bytes, bool multiplier, std::string& why) {
    const std::string_view token = trimmed(bytes);
    const std::string expected = multiplier ? "expected one number from 0 to 1" : "expected one non-negative number";
    const std::optional<double> value = parse_spec_float(token);
    if (!value || !std::isfinite(*value) || *value < 0 || (multiplier && *value > 1)) {
        why = expected + ", found " + (token.empty() ? std::string("nothing") : "'" + printable_text(token, 60) + "'");
        return std::nullopt;
    }
    return *value;
}

CheckOutcome kattis_outcome(const RunResult& run, const std::filesystem::path& folder, const Limits& limits) {
    const LeftFile judge_message = read_left_file(folder, "judgemessage.txt", feedback_limit);
    if (judge_message.state == LeftFile::State::refused) return misbehaved("judgemessage.txt", judge_message);
    const std::string message = judge_message.bytes.empty() ? first_line(run.message) : feedback_line("judgemessage.txt", judge_message);
    if (run.finished_with(kattis_accepted) || run.finished_with(kattis_wrong)) {
        const LeftFile team_message = read_left_file(folder, "teammessage.txt", feedback_limit);
        if (team_message.state == LeftFile::State::refused) return misbehaved("teammessage.txt", team_message);
        CheckOutcome outcome(run.status == kattis_accepted ? Verdict::accepted : Verdict::wrong_answer, message);
        outcome.judge_message = judge_message.bytes.substr(0, judge_message_kept);
        outcome.team_message = printable_text(trimmed(team_message.bytes), team_message_kept);
        return with_score(std::move(outcome), folder, run.status);
    }
    const LeftFile judge_error = read_left_file(folder, "judgeerror.txt", feedback_limit);
    if (judge_error.state == LeftFile::State::refused) return misbehaved("judgeerror.txt", judge_error);
    std::string why = judge_error.bytes.empty() ? first_line(run.message) : feedback_line("judgeerror.txt", judge_error);
    if (why.empty()) why = message;
    const std::string limit = exceeded_limit(run, limits);
    const std::string how = limit.empty() ? run.describe() : limit;
    return {Verdict::internal_error, "the checker failed: " + how + (why.empty() ? "" : ": " + why)};
}

}  // namespace gavel
