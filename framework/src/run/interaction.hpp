// Two programs talking: a submission and the program that judges it as it goes (a package's interactive output
// validator), each run by its own box in a thread of its own, each one's standard output relayed by the judge
// to the other's standard input.
//
// The judge relays rather than joining the pipes directly, so that it
//   - keeps a bounded transcript of the exchange (for reports, and verify --show);
//   - holds the submission's output limit (a pipe has no RLIMIT_FSIZE);
//   - knows which side ended first, which decides the verdict (checkers/interaction_verdict.hpp);
//   - never lets one side's end kill the other with SIGPIPE: once a side has ended, what the other still writes
//     to it is read and dropped, so the survivor finds end of file when it next reads, as a program judged alone
//     would, and ends on its own terms (or at its limits).
// Nothing here blocks on either program: every descriptor of the judge's is non-blocking and one poll() waits
// for all of them. A side that stops reading holds the other back only by the pipe's capacity and the relay's
// one buffer per direction, so memory stays bounded whatever the two do; both runs end at their own limits.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "base/run_result.hpp"
#include "sandbox/box.hpp"

namespace gavel {

/// What the two sides said, in order, up to a limit.
struct Transcript {
    struct Line {
        bool from_submission = false;  // else from the validator (the judge's side)
        std::string bytes;
    };
    std::vector<Line> lines;  // consecutive reads of one side are joined; split into lines by whoever shows it
    bool truncated = false;   // more was said than kept
};

struct InteractionOptions {
    std::uint64_t submission_output = 64ull << 20;  // bytes the submission may write in all: then it is stopped
    std::size_t transcript_kept = 64 << 10;        // bytes of the exchange kept, both sides together
    /// Asked when the validator ends while the submission still runs: true stops the submission at once (its
    /// verdict no longer matters: a rejection or a validator failure); false lets it run on to its own end,
    /// finding end of file on its input.
    std::function<bool(const RunResult& validator)> stop_submission_after;
};

struct Interaction {
    RunResult submission;
    RunResult validator;
    bool validator_ended_first = false;  // its run ended before the submission's did
    bool submission_output_exceeded = false;
    Transcript transcript;
};

/// The exchange as the package format's .interaction files write one: a line per line said, "<" before what the
/// judge's side said, ">" before the submission's; each line through printable_text, at most `max_lines` lines
/// (then "..."), a line without its ending newline marked as such.
std::string dialogue(const Transcript& transcript, std::size_t max_lines = 40);

/// A sample's exchange as its author wrote it (a .interaction file), shown as dialogue() shows a transcript: each
/// line through printable_text, at most `max_lines` lines.
std::string sample_dialogue(std::string_view text, std::size_t max_lines = 40);

/// Runs one side on the streams it is given (Box::run with PipedStreams): called in a thread of its own.
using InteractionSide = std::function<RunResult(sandbox::PipedStreams)>;

/// Runs both sides at once and relays between them until both have ended. Throws InternalError when the judge
/// cannot make its pipes or a side throws (after the other has been stopped and has ended).
Interaction interact(const InteractionSide& submission, const InteractionSide& validator, const InteractionOptions& options);

}  // namespace gavel
