// gavel::Channel, the SDK's side of an interactive plugin's channel, and the SDK's interact() wrapper: played
// against submissions scripted here through gavel/testing.hpp, with a problem class of the test's own.
#include <catch2/catch.hpp>

#include <gavel/sdk.hpp>
#include <gavel/testing.hpp>

#include <string>

namespace {

using gavel::testing::Player;

// Writes `chunks` one per read (so a token may be split between reads), then ends.
Player chunks(std::vector<std::string> chunks) {
    return [chunks = std::move(chunks), next = std::size_t{0}](std::string_view) mutable -> std::string {
        return next < chunks.size() ? chunks[next++] : "";
    };
}

// The interaction under test, chosen per test case: a static, since the SDK makes a fresh problem object per call.
std::function<gavel::CheckResult(gavel::Channel&)> scene;

class Scene final : public gavel::Problem {
public:
    void solve(std::istream&, std::ostream&) override {}
    gavel::CheckResult interact(std::string_view, std::string_view, gavel::Channel& submission) override { return scene(submission); }
};

constexpr gavel_problem descriptor = gavel::detail::make_problem<Scene>("scene", "Scene", "1");

gavel::testing::Interaction play(std::function<gavel::CheckResult(gavel::Channel&)> body, Player player) {
    scene = std::move(body);
    return gavel::testing::interact(descriptor, "", "", player);
}

}  // namespace

TEST_CASE("Channel reads tokens across reads, typed, with the line they were on", "[sdk][channel]") {
    const auto played = play(
        [](gavel::Channel& in) {
            CHECK(in.read_word("a word") == "hello");
            CHECK(in.read_integer("n", 0, 100) == 42);
            CHECK(in.line() == 2);
            CHECK(in.read_double("x") == 2.5);
            CHECK_FALSE(in.at_end());
            CHECK(in.read_word("last") == "end");
            CHECK(in.at_end());
            CHECK_FALSE(in.next().has_value());
            return gavel::accepted("read");
        },
        chunks({"hel", "lo\n4", "2 2.", "5 ", "end\n\n"}));
    CHECK(played.status == GAVEL_OK);
    CHECK(played.message == "read");
}

TEST_CASE("Channel sends what is queued before it waits for the submission, and after interact() returns", "[sdk][channel]") {
    std::vector<std::string> seen;  // the replies the player had when asked for its next bytes
    const auto played = play(
        [](gavel::Channel& out) {
            out << "first " << 1 << ' ' << 2.5 << '\n';
            out.read_word("ack");
            out << "second\n";
            return gavel::accepted();
        },
        [&seen](std::string_view replies) -> std::string {
            seen.emplace_back(replies);
            return seen.size() == 1 ? "ack\n" : "";
        });
    CHECK(played.status == GAVEL_OK);
    REQUIRE(seen.size() == 1);
    CHECK(seen[0] == "first 1 2.5\n");              // flushed by the read, before the player answered
    CHECK(played.replies == "first 1 2.5\nsecond\n");  // the rest flushed when interact() returned
}

TEST_CASE("a failed read of the channel is a wrong answer saying what was expected", "[sdk][channel]") {
    const auto integer = [](gavel::Channel& in) {
        in.read_integer("the guess", 1, 10);
        return gavel::accepted();
    };
    CHECK(play(integer, chunks({"11\n"})).message == "line 1: expected the guess (an integer in 1..10), found '11'");
    CHECK(play(integer, chunks({"\n\nx"})).message == "line 3: expected the guess (an integer in 1..10), found 'x'");
    const auto ended = play(integer, chunks({}));
    CHECK(ended.status == GAVEL_WRONG_ANSWER);
    CHECK(ended.message == "line 1: expected the guess, found the end of the submission's output");

    const auto nothing_more = [](gavel::Channel& in) {
        in.expect_end();
        return gavel::accepted();
    };
    CHECK(play(nothing_more, chunks({" \n", "extra"})).message == "line 2: expected the end of the submission's output, found 'extra'");
}

TEST_CASE("a token longer than Channel::max_token is refused, not held", "[sdk][channel]") {
    const std::string block(64 << 10, 'a');
    std::size_t sent = 0;
    const auto played = play(
        [](gavel::Channel& in) {
            in.read_word("a word");
            return gavel::accepted();
        },
        [&](std::string_view) -> std::string {
            ++sent;
            return sent < 100 ? block : "";
        });
    CHECK(played.status == GAVEL_WRONG_ANSWER);
    CHECK(played.message == "line 1: a token longer than 1048576 bytes");
    CHECK(sent <= 18);  // it stopped reading soon after the limit, not at the submission's end
}

TEST_CASE("replies to a submission that no longer reads are dropped, and the interactor goes on", "[sdk][channel]") {
    scene = [](gavel::Channel& out) {
        out << "are you there?\n";
        CHECK_FALSE(out.flush());
        CHECK_FALSE(out.flush());  // and stays so
        return gavel::wrong_answer("it left");
    };
    gavel::testing::Interaction played;
    const auto read = [](void*, char*, size_t) -> ptrdiff_t { return 0; };
    const auto refuse = [](void*, const char*, size_t) { return 1; };
    const auto flush = [](void*) { return 0; };
    const gavel_channel channel{nullptr, read, refuse, flush};
    const gavel_writer message{&played.message, gavel::testing::append_to};
    CHECK(descriptor.interact(nullptr, 0, nullptr, 0, &channel, &message) == GAVEL_WRONG_ANSWER);
    CHECK(played.message == "it left");
}

TEST_CASE("interact() is in the descriptor only when the problem overrides it", "[sdk][channel]") {
    CHECK(descriptor.interact != nullptr);
    CHECK(descriptor.struct_size == sizeof(gavel_problem));
    class Plain final : public gavel::Problem {
    public:
        void solve(std::istream&, std::ostream&) override {}
    };
    CHECK(gavel::detail::make_problem<Plain>("plain", "Plain", "1").interact == nullptr);
    const auto thrown = play([](gavel::Channel&) -> gavel::CheckResult { throw std::logic_error("a bug of its own"); }, chunks({}));
    CHECK(thrown.status == GAVEL_FAILED);
    CHECK(thrown.message == "a bug of its own");
}
