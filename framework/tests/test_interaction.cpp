// Two programs talking through the judge (run/interaction.hpp), each in a box of its own: the relay, the order
// of endings, stopping, the output limit and the transcript; and the rules that make a verdict of them
// (checkers/interaction_verdict.hpp).
#include <catch2/catch.hpp>

#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <memory>
#include <string>
#include <thread>

#include "checkers/interaction_verdict.hpp"
#include "run/interaction.hpp"
#include "sandbox/box.hpp"

using namespace std::chrono_literals;
using gavel::Interaction;
using gavel::RunResult;
using gavel::sandbox::Box;
using gavel::sandbox::PipedStreams;
using gavel::sandbox::RunSpec;

namespace {

RunSpec shell(const std::string& script, gavel::Duration wall = 2s) {
    RunSpec spec;
    spec.argv = {"sh", "-c", script};
    spec.cpu = 1s;
    spec.wall = wall;
    return spec;
}

struct Pair {
    Box submission_box, validator_box;

    Interaction talk(const RunSpec& submission, const RunSpec& validator, gavel::InteractionOptions options = {}) {
        if (!options.stop_submission_after)
            options.stop_submission_after = [](const RunResult& run) { return !run.finished_with(42); };
        return gavel::interact([&](PipedStreams streams) { return submission_box.run(submission, std::move(streams)); },
                               [&](PipedStreams streams) { return validator_box.run(validator, std::move(streams)); }, options);
    }
};

std::string said_by(const gavel::Transcript& transcript, bool submission) {
    std::string all;
    for (const auto& line : transcript.lines)
        if (line.from_submission == submission) all += line.bytes;
    return all;
}

}  // namespace

TEST_CASE("an interaction relays each side's output to the other's input and keeps the exchange", "[interaction]") {
    Pair pair;
    const Interaction done = pair.talk(shell("read k; echo $((k * 2)); read verdict; echo \"$verdict\" >&2"),
                                       shell("echo 21; read answer; [ \"$answer\" = 42 ] && echo right || echo wrong; exit 42"));
    INFO(done.submission.describe() << " / " << done.validator.describe() << ": " << done.submission.message);
    CHECK(done.submission.ok());
    CHECK(done.validator.finished_with(42));
    CHECK(done.submission.message == "right\n");
    CHECK(said_by(done.transcript, false) == "21\nright\n");
    CHECK(said_by(done.transcript, true) == "42\n");
    REQUIRE(done.transcript.lines.size() == 3);
    CHECK_FALSE(done.transcript.lines.front().from_submission);
    CHECK_FALSE(done.transcript.truncated);
}

TEST_CASE("two sides that both wait to read end at the submission's wall-clock limit, the submission first", "[interaction]") {
    Pair pair;
    const auto started = std::chrono::steady_clock::now();
    const Interaction done = pair.talk(shell("read question", 1s), shell("read answer; exit 43", 5s));
    CHECK(std::chrono::steady_clock::now() - started < 4s);
    CHECK(done.submission.ending == RunResult::Ending::wall_limit);
    CHECK(done.validator.finished_with(43));  // it read end of file once the submission was gone
    CHECK_FALSE(done.validator_ended_first);
}

TEST_CASE("a validator that rejects first stops the submission at once, and one that accepts lets it run on", "[interaction]") {
    Pair pair;
    SECTION("rejected: the sleeping submission is stopped") {
        const auto started = std::chrono::steady_clock::now();
        const Interaction done = pair.talk(shell("sleep 10", 10s), shell("exit 43"));
        CHECK(std::chrono::steady_clock::now() - started < 5s);
        CHECK(done.validator_ended_first);
        CHECK(done.submission.stopped);
    }
    SECTION("accepted: the submission ends on its own, finding end of file") {
        const Interaction done = pair.talk(shell("read line; echo \"[$line]\" >&2; exit 3"), shell("exit 42"));
        CHECK(done.validator_ended_first);
        CHECK_FALSE(done.submission.stopped);
        CHECK(done.submission.finished_with(3));
        CHECK(done.submission.message == "[]\n");
    }
}

TEST_CASE("a side that writes to one that has ended is not killed by SIGPIPE: what it writes is dropped", "[interaction]") {
    Pair pair;
    // The validator accepts at once; the submission then writes 10 MB into the pipe nobody reads any more.
    const Interaction done = pair.talk(shell("head -c 10000000 /dev/zero; exit 0"), shell("exit 42"));
    INFO(done.submission.describe());
    CHECK(done.submission.ok());
    CHECK(done.submission.signal != SIGPIPE);
    // And the other way round: a validator writing after the submission ended.
    const Interaction other = pair.talk(shell("exit 0"), shell("sleep 0.2; head -c 10000000 /dev/zero; exit 43"));
    INFO(other.validator.describe());
    CHECK(other.validator.finished_with(43));
}

TEST_CASE("a submission that writes past its output limit is stopped, and the transcript keeps only its start", "[interaction]") {
    Pair pair;
    gavel::InteractionOptions options;
    options.submission_output = 1 << 20;
    options.transcript_kept = 1000;
    const Interaction done = pair.talk(shell("yes", 10s), shell("cat >/dev/null; exit 43", 10s), options);
    CHECK(done.submission_output_exceeded);
    CHECK(done.submission.stopped);
    CHECK(done.transcript.truncated);
    CHECK(said_by(done.transcript, true).size() == 1000);
    CHECK(done.validator.finished_with(43));  // it read end of file once the submission was cut off
    CHECK_FALSE(done.validator_ended_first);  // so the submission's OLE stands
    CHECK(gavel::interaction_verdict(done, {gavel::Verdict::wrong_answer, "no answer"}).verdict == gavel::Verdict::output_limit);
}

TEST_CASE("a box started while an interaction runs holds none of its pipes: the submission still finds end of file", "[interaction]") {
    Pair pair;
    // Started in another thread halfway through: the new box's server is a fork of the judge as it is then, with
    // the relay's pipes open. Were they kept there, the submission would wait for end of file until its limit.
    std::unique_ptr<Box> started_meanwhile;
    std::thread starter([&] {
        std::this_thread::sleep_for(200ms);
        started_meanwhile = std::make_unique<Box>();
    });
    const auto started = std::chrono::steady_clock::now();
    const Interaction done = pair.talk(shell("cat >/dev/null", 5s), shell("echo hello; sleep 0.6; exit 42", 5s));
    starter.join();
    INFO(done.submission.describe());
    CHECK(done.submission.ok());
    CHECK(std::chrono::steady_clock::now() - started < 3s);
}

TEST_CASE("an exchange is shown as a .interaction file writes one, bounded", "[interaction]") {
    gavel::Transcript transcript;
    transcript.lines = {{false, "5\n"}, {true, "? 3\n? 4\n"}, {false, "<\n"}, {true, "! 4"}};
    CHECK(gavel::dialogue(transcript) == "< 5\n> ? 3\n> ? 4\n< <\n> ! 4 (no newline)\n");
    CHECK(gavel::dialogue(transcript, 2) == "< 5\n> ? 3\n...\n");
    transcript.lines = {{true, std::string("\x01\xff") + "\n"}};
    transcript.truncated = true;
    const std::string shown = gavel::dialogue(transcript);
    CHECK(shown.find('\x01') == std::string::npos);
    CHECK_THAT(shown, Catch::EndsWith("... (the rest of the exchange was not kept)\n"));
}

TEST_CASE("the verdict of an interactive pass follows which side ended first, and how", "[interaction]") {
    const auto run_that = [](RunResult::Ending ending, int status = 0) {
        RunResult run;
        run.ending = ending;
        run.status = status;
        return run;
    };
    const RunResult clean = run_that(RunResult::Ending::finished, 0);
    const RunResult crashed = run_that(RunResult::Ending::finished, 1);
    const RunResult too_slow = run_that(RunResult::Ending::cpu_limit);
    const gavel::CheckOutcome accepted(gavel::Verdict::accepted, "fine"), wrong(gavel::Verdict::wrong_answer, "wrong"),
        failed(gavel::Verdict::internal_error, "validator failed");
    const auto verdict = [](const RunResult& submission, bool validator_first, const gavel::CheckOutcome& said, bool exceeded = false) {
        Interaction interaction;
        interaction.submission = submission;
        interaction.validator_ended_first = validator_first;
        interaction.submission_output_exceeded = exceeded;
        return gavel::interaction_verdict(interaction, said).verdict;
    };
    using gavel::Verdict;
    // The validator first: its 43 stands whatever the submission did next; its 42 leaves it to the submission.
    CHECK(verdict(crashed, true, wrong) == Verdict::wrong_answer);
    CHECK(verdict(too_slow, true, wrong) == Verdict::wrong_answer);
    CHECK(verdict(crashed, true, accepted) == Verdict::runtime_error);
    CHECK(verdict(too_slow, true, accepted) == Verdict::time_limit);
    CHECK(verdict(clean, true, accepted) == Verdict::accepted);
    // The submission first: its own failure stands, even if the validator then says 43.
    CHECK(verdict(crashed, false, wrong) == Verdict::runtime_error);
    CHECK(verdict(too_slow, false, wrong) == Verdict::time_limit);
    CHECK(verdict(clean, false, wrong) == Verdict::wrong_answer);
    CHECK(verdict(clean, false, accepted) == Verdict::accepted);
    CHECK(verdict(clean, false, accepted, true) == Verdict::output_limit);
    // A failing validator is the judge's error, whoever ended first.
    CHECK(verdict(crashed, false, failed) == Verdict::internal_error);
    CHECK(verdict(clean, true, failed) == Verdict::internal_error);
}

TEST_CASE("a validator that stops reading has ended first, even if its end of file comes after the submission's flood",
          "[interaction]") {
    // Both sides in this process, to hold the order of events: the validator reads a little, closes its input and
    // keeps its output open 300 ms more before it says 43 (as a box does, tearing a run down, under load); the
    // submission floods until it is stopped. The flood passes its limit only after the validator stopped
    // reading, into a pipe nobody reads: that is no ending before the validator's, so the verdict is WA.
    const auto submission = [](gavel::sandbox::PipedStreams streams) {
        sigset_t pipe_signal;
        sigemptyset(&pipe_signal);
        sigaddset(&pipe_signal, SIGPIPE);
        pthread_sigmask(SIG_BLOCK, &pipe_signal, nullptr);  // a write to the relay's closed end fails instead
        const std::string block(1 << 16, 'y');
        RunResult result;
        result.ending = RunResult::Ending::finished;
        // Writes until its output is cut off (the relay closes it at the limit, when it also says stop).
        while (::write(streams.output.get(), block.data(), block.size()) > 0) {
        }
        pollfd stop{streams.stop, POLLIN, 0};
        result.stopped = ::poll(&stop, 1, 5000) > 0;
        return result;
    };
    const auto validator = [](gavel::sandbox::PipedStreams streams) {
        char bytes[100];
        (void)!::read(streams.input.get(), bytes, sizeof bytes);
        streams.input.reset();
        std::this_thread::sleep_for(300ms);
        streams.output.reset();
        RunResult result;
        result.ending = RunResult::Ending::finished;
        result.status = 43;
        return result;
    };
    gavel::InteractionOptions options;
    options.submission_output = 1 << 20;
    options.stop_submission_after = [](const RunResult& run) { return !run.finished_with(42); };
    const Interaction done = gavel::interact(submission, validator, options);
    CHECK(done.submission_output_exceeded);
    CHECK(done.submission.stopped);
    CHECK(done.validator_ended_first);
    CHECK(gavel::interaction_verdict(done, {gavel::Verdict::wrong_answer, "no answer"}).verdict == gavel::Verdict::wrong_answer);
}
