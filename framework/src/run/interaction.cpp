#include "run/interaction.hpp"

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <cerrno>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>

#include "base/errors.hpp"
#include "base/printable_text.hpp"

namespace gavel {
namespace {

struct Pipe {
    UniqueFd read, write;
};

Pipe make_pipe() {
    int ends[2];
    if (::pipe2(ends, O_CLOEXEC) != 0) throw_system_error("pipe2");
    return {UniqueFd(ends[0]), UniqueFd(ends[1])};
}

void make_nonblocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

// A reader that went away is an EPIPE to handle, not a signal to die of: SIGPIPE is blocked in this thread while
// it relays, and any it raised is taken off before the mask is put back.
class SigpipeHeld {
public:
    SigpipeHeld() {
        sigemptyset(&pipe_only_);
        sigaddset(&pipe_only_, SIGPIPE);
        ::pthread_sigmask(SIG_BLOCK, &pipe_only_, &before_);
    }
    ~SigpipeHeld() {
        const timespec now{};
        while (::sigtimedwait(&pipe_only_, nullptr, &now) > 0) {
        }
        ::pthread_sigmask(SIG_SETMASK, &before_, nullptr);
    }
    SigpipeHeld(const SigpipeHeld&) = delete;
    SigpipeHeld& operator=(const SigpipeHeld&) = delete;

private:
    sigset_t pipe_only_{}, before_{};
};

constexpr std::size_t relay_buffer = 64 << 10;

// One direction of the relay: what one side writes, on its way to the other's input. Holds at most one buffer:
// it reads again only once the reader has taken everything, so a reader that stops reading stops the writer.
struct Direction {
    UniqueFd from;  // the writer's standard output, our read end
    UniqueFd to;    // the reader's standard input, our write end
    bool from_submission = false;
    std::string buffer = std::string(relay_buffer, '\0');
    std::size_t start = 0, end = 0;
    bool reader_gone = false;  // the reader's run ended: what the writer still says is read and dropped
    std::uint64_t total = 0;   // bytes the writer wrote

    bool holding() const { return start < end; }
    void drop() {
        start = end = 0;
        to.reset();
    }
};

void keep(Transcript& transcript, std::size_t& kept, std::size_t limit, bool from_submission, std::string_view bytes) {
    if (kept >= limit) {
        transcript.truncated = transcript.truncated || !bytes.empty();
        return;
    }
    if (bytes.size() > limit - kept) {
        bytes = bytes.substr(0, limit - kept);
        transcript.truncated = true;
    }
    kept += bytes.size();
    if (transcript.lines.empty() || transcript.lines.back().from_submission != from_submission)
        transcript.lines.push_back({from_submission, {}});
    transcript.lines.back().bytes.append(bytes);
}

// A side's run in its thread.
struct Side {
    std::thread thread;
    std::optional<RunResult> result;
    std::exception_ptr error;
    bool done = false; // its run returned
    bool seen = false; // the relay has acted on its end
};

}  // namespace

std::string dialogue(const Transcript& transcript, std::size_t max_lines) {
    std::string text;
    std::size_t lines = 0;
    for (const Transcript::Line& said : transcript.lines) {
        std::string_view rest = said.bytes;
        while (!rest.empty()) {
            if (lines == max_lines) return text + "...\n";
            const std::size_t end = rest.find('\n');
            const std::string_view line = rest.substr(0, end);
            text += (said.from_submission ? "> " : "< ") + printable_text(line, 200);
            text += end == std::string_view::npos ? " (no newline)\n" : "\n";
            rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
            ++lines;
        }
    }
    if (transcript.truncated) text += "... (the rest of the exchange was not kept)\n";
    return text;
}

std::string sample_dialogue(std::string_view text, std::size_t max_lines) {
    std::string shown;
    for (std::size_t lines = 0; !text.empty(); ++lines) {
        if (lines == max_lines) return shown + "...\n";
        const std::size_t end = text.find('\n');
        shown += printable_text(text.substr(0, end), 200) + "\n";
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    }
    return shown;
}

Interaction interact(const InteractionSide& submission, const InteractionSide& validator, const InteractionOptions& options) {
    const SigpipeHeld held;
    Pipe to_submission = make_pipe(), from_submission = make_pipe();
    Pipe to_validator = make_pipe(), from_validator = make_pipe();
    Pipe stop_submission = make_pipe(), stop_validator = make_pipe();
    const UniqueFd wake(::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK));
    if (wake.get() < 0) throw_system_error("eventfd");

    Direction up, down;  // submission to validator, validator to submission
    up.from = std::move(from_submission.read);
    up.to = std::move(to_validator.write);
    up.from_submission = true;
    down.from = std::move(from_validator.read);
    down.to = std::move(to_submission.write);
    for (const Direction* direction : {&up, &down}) {
        make_nonblocking(direction->from.get());
        make_nonblocking(direction->to.get());
    }

    std::mutex mutex;
    Side sides[2];  // [0] the submission, [1] the validator
    const auto start = [&mutex, &wake](Side& side, const InteractionSide& run, sandbox::PipedStreams streams) {
        side.thread = std::thread([&mutex, &wake, side = &side, run = &run, streams = std::move(streams)]() mutable {
            std::optional<RunResult> result;
            std::exception_ptr error;
            try {
                result = (*run)(std::move(streams));
            } catch (...) {
                error = std::current_exception();
            }
            {
                const std::lock_guard lock(mutex);
                side->result = std::move(result);
                side->error = error;
                side->done = true;
            }
            const std::uint64_t one = 1;
            (void)!::write(wake.get(), &one, sizeof one);
        });
    };
    start(sides[0], submission, {std::move(to_submission.read), std::move(from_submission.write), stop_submission.read.get()});
    try {
        start(sides[1], validator, {std::move(to_validator.read), std::move(from_validator.write), stop_validator.read.get()});
    } catch (...) {
        stop_submission.write.reset();
        sides[0].thread.join();
        throw;
    }

    Interaction interaction;
    // Which side ended first, as the relay saw it: a side has ended once its output reached end of file (the
    // program is gone, or will say nothing more), or its run returned; the validator also once it reads nothing
    // more (a write to it failed). Not by which run returned first: tearing
    // a run down takes its box a while, and a validator that ends because the submission died (reading end of
    // file) could otherwise come back first. What the relay sees follows cause and effect: the survivor learns
    // of the other's end only through the relay, after it.
    int first_to_end = -1;  // 0: the submission, 1: the validator
    const auto ended_now = [&first_to_end](int side) {
        if (first_to_end < 0) first_to_end = side;
    };
    std::size_t kept = 0;
    std::string dropped(relay_buffer, '\0');
    const auto write_to = [&](Direction& direction) {
        const ssize_t wrote = ::write(direction.to.get(), direction.buffer.data() + direction.start, direction.end - direction.start);
        if (wrote < 0 && (errno == EAGAIN || errno == EINTR)) return;
        if (wrote < 0) {
            direction.reader_gone = true;  // EPIPE: its program is gone, and its run about to be
            direction.drop();
            // A validator that reads nothing more has ended, as far as the submission can tell: the submission's
            // output from now on goes nowhere. Its end of file may come a while later (a box takes time to tear a
            // run down), and a submission flooding past its output limit meanwhile must not count as first.
            if (direction.from_submission) ended_now(1);
            return;
        }
        direction.start += static_cast<std::size_t>(wrote);
        if (!direction.holding()) {
            direction.start = direction.end = 0;
            if (direction.from.get() < 0) direction.to.reset();
        }
    };
    const auto read_from = [&](Direction& direction) {
        char* into = direction.reader_gone ? dropped.data() : direction.buffer.data();
        const ssize_t got = ::read(direction.from.get(), into, relay_buffer);
        if (got < 0 && (errno == EAGAIN || errno == EINTR)) return;
        if (got <= 0) {
            ended_now(direction.from_submission ? 0 : 1);
            direction.from.reset();
            if (!direction.holding()) direction.to.reset();  // the reader finds end of file
            return;
        }
        direction.total += static_cast<std::uint64_t>(got);
        if (direction.from_submission && direction.total > options.submission_output) {
            // Past the limit nothing more is relayed: the submission is stopped, its verdict OLE. It ends here, as
            // the relay sees it, before the validator can react to the cut.
            interaction.submission_output_exceeded = true;
            ended_now(0);
            stop_submission.write.reset();
            direction.from.reset();
            direction.drop();
            return;
        }
        keep(interaction.transcript, kept, options.transcript_kept, direction.from_submission,
             std::string_view(into, static_cast<std::size_t>(got)));
        if (!direction.reader_gone) {
            direction.start = 0;
            direction.end = static_cast<std::size_t>(got);
            if (direction.to.get() >= 0) write_to(direction);  // a pipe nearly always has room: no poll() in between
        }
    };
    // Acts on sides that ended since last time: returns true when both have.
    const auto take_endings = [&] {
        std::uint64_t count = 0;
        (void)!::read(wake.get(), &count, sizeof count);
        const std::lock_guard lock(mutex);
        for (int i = 0; i < 2; ++i) {
            Side& side = sides[i];
            if (!side.done || side.seen) continue;
            side.seen = true;
            ended_now(i);
            Direction& into = i == 0 ? down : up;
            into.reader_gone = true;
            into.drop();
            if (side.error) {
                // The judge failed to run one side: the other is stopped too, and the error goes up once both ended.
                stop_submission.write.reset();
                stop_validator.write.reset();
            } else if (i == 1 && first_to_end == 1) {
                if (options.stop_submission_after && side.result && options.stop_submission_after(*side.result))
                    stop_submission.write.reset();
            }
        }
        return sides[0].done && sides[1].done;
    };

    const auto relay = [&] {
        for (;;) {
            pollfd watch[3];
            Direction* owner[3] = {nullptr, nullptr, nullptr};
            nfds_t count = 0;
            watch[count++] = {wake.get(), POLLIN, 0};
            for (Direction* direction : {&up, &down}) {
                if (direction->holding() && direction->to.get() >= 0) {
                    watch[count] = {direction->to.get(), POLLOUT, 0};
                } else if (!direction->holding() && direction->from.get() >= 0) {
                    watch[count] = {direction->from.get(), POLLIN, 0};
                } else {
                    continue;
                }
                owner[count++] = direction;
            }
            if (::poll(watch, count, -1) < 0) {
                if (errno == EINTR) continue;
                throw_system_error("poll");
            }
            for (nfds_t i = 1; i < count; ++i) {
                if (watch[i].revents == 0) continue;
                Direction& direction = *owner[i];
                if (watch[i].events == POLLOUT) write_to(direction);
                else read_from(direction);
            }
            if ((watch[0].revents & POLLIN) && take_endings()) return;
        }
    };
    try {
        relay();
    } catch (...) {
        // The relay itself failed: both sides are stopped, and waited for, before the error goes up.
        stop_submission.write.reset();
        stop_validator.write.reset();
        for (Side& side : sides) side.thread.join();
        throw;
    }
    for (Side& side : sides) side.thread.join();
    for (Side& side : sides)
        if (side.error) std::rethrow_exception(side.error);
    interaction.submission = std::move(*sides[0].result);
    interaction.validator = std::move(*sides[1].result);
    interaction.validator_ended_first = first_to_end == 1;
    return interaction;
}

}  // namespace gavel
