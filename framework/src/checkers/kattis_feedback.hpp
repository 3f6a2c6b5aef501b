// What a Kattis-protocol output validator decided: its exit code (42 accepted, 43 wrong answer, anything else,
// 0 included, its own failure) and the files it left in its feedback folder (judgemessage.txt, teammessage.txt,
// judgeerror.txt, score.txt, score_multiplier.txt). The validator made those files as it liked, so each is read
// only as a regular file (base/file_bytes.hpp read_left_file): one that is a link, a FIFO or a folder makes its
// verdict worthless, IE.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "base/limits.hpp"
#include "base/run_result.hpp"
#include "checkers/checker.hpp"

namespace gavel {

/// The outcome of the validator's `run` under `limits`, with what it left in `feedback_folder`:
///   - AC or WA by the exit code; the message is judgemessage.txt's first line, else standard error's;
///   - team_message: teammessage.txt, printable;
///   - score / score_multiplier: score.txt / score_multiplier.txt, one non-negative number each (a multiplier
///     at most 1), and only beside AC, never both: else IE;
///   - IE for any other exit or a limit exceeded (named), with judgeerror.txt's first line, else standard error's.
CheckOutcome kattis_outcome(const RunResult& run, const std::filesystem::path& feedback_folder, const Limits& limits);

/// The number in a score file: its one token, by the package format's grammar (checkers/spec_float.hpp),
/// finite and non-negative, and at most 1 when `multiplier`. nullopt with `why` saying what was expected.
std::optional<double> parse_score_file(std::string_view bytes, bool multiplier, std::string& why);

}  // namespace gavel
