// dice-yutnori: the reference against an independent brute force, the validator's rejections, the checker,
// the generator's determinism, routes and parameter checks, the reference's refusal of malformed input.
#include <catch2/catch.hpp>

#include <gavel/sdk.hpp>
#include <gavel/testing.hpp>

#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

using gavel::testing::Call;
using namespace gavel::testing::linked;  // solve, validate, check, generate, generated

// The brute force: the board as four paths of numbers (the statement's picture), every order of moves with
// the first move given to piece 0 (the pieces are alike), each simulated from scratch.
struct Path {
    std::vector<int> numbers;
    std::string name;
};
const std::vector<Path> paths = {
    {{0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40}, "red"},
    {{10, 13, 16, 19, 25, 30, 35, 40}, "blue10"},
    {{20, 22, 24, 25, 30, 35, 40}, "blue20"},
    {{30, 28, 27, 26, 25, 30, 35, 40}, "blue30"},
};

// Which cell (path, index) is: the blue paths start on red cells and end on the shared centre and red 40.
const std::vector<std::vector<std::string>> cells = {
    {"r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15", "r16", "r17",
     "r18", "r19", "r20"},
    {"r5", "a1", "a2", "a3", "c25", "c30", "c35", "r20"},
    {"r10", "b1", "b2", "c25", "c30", "c35", "r20"},
    {"r15", "d1", "d2", "d3", "c25", "c30", "c35", "r20"},
};
std::string cell_name(int path, int index) { return cells[path][index]; }

struct Piece {
    int path = 0, index = 0;
    bool done = false;
};

// Every order of moves (the first move given to piece 0), walked as a tree so orders share their prefixes.
int brute_force_from(const std::vector<int>& dice, int turn, std::vector<Piece>& pieces) {
    if (turn == 10) return 0;
    int best = -1;
    for (int mover = turn == 0 ? 0 : 3; mover >= 0; --mover) {
        Piece& piece = pieces[mover];
        if (piece.done) continue;
        const Piece before = piece;
        if (piece.path == 0 && (piece.index == 5 || piece.index == 10 || piece.index == 15))
            piece.path = piece.index / 5, piece.index = 0;  // a move that starts on 10, 20 or 30
        piece.index += dice[turn];
        int gained = 0;
        bool legal = true;
        if (piece.index >= static_cast<int>(paths[piece.path].numbers.size())) {
            piece.done = true;
        } else {
            gained = paths[piece.path].numbers[piece.index];
            for (int other = 0; other < 4; ++other)
                if (other != mover && !pieces[other].done && !(pieces[other].path == 0 && pieces[other].index == 0) &&
                    cell_name(pieces[other].path, pieces[other].index) == cell_name(piece.path, piece.index))
                    legal = false;
        }
        if (legal) {
            const int rest = brute_force_from(dice, turn + 1, pieces);
            if (rest >= 0) best = std::max(best, rest + gained);
        }
        piece = before;
    }
    return best;
}

int brute_force(const std::vector<int>& dice) {
    std::vector<Piece> pieces(4);
    return brute_force_from(dice, 0, pieces);
}

std::vector<int> read_dice(const std::string& input) {
    std::istringstream in(input);
    std::vector<int> dice(10);
    for (auto& die : dice) in >> die;
    return dice;
}

std::uint64_t fnv1a(const std::string& text, std::uint64_t hash = 0xcbf29ce484222325ULL) {
    for (const unsigned char c : text) hash = (hash ^ c) * 0x100000001b3ULL;
    return hash;
}

}  // namespace

TEST_CASE("the statement's samples", "[dice-yutnori]") {
    CHECK(solve("1 2 3 4 1 2 3 4 1 2\n").output == "190\n");
    CHECK(solve("1 1 1 1 1 1 1 1 1 1\n").output == "133\n");
    CHECK(solve("5 1 2 3 4 5 5 3 2 4\n").output == "214\n");
    CHECK(solve("5 5 5 5 5 5 5 5 5 5\n").output == "130\n");
    CHECK(brute_force({5, 1, 2, 3, 4, 5, 5, 3, 2, 4}) == 214);
}

TEST_CASE("the reference agrees with the brute force on generated inputs", "[dice-yutnori]") {
    const std::vector<std::map<std::string, std::string>> settings = {
        {}, {{"fives", "50"}}, {{"fives", "85"}}, {{"low", "4"}}, {{"high", "2"}}, {{"low", "3"}, {"high", "3"}},
        {{"route", "blue"}}, {{"route", "centre"}}};
    int compared = 0;
    for (const auto& params : settings)
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            const std::string input = generated(seed, params);
            REQUIRE(validate(input).status == GAVEL_OK);
            INFO(input);
            REQUIRE(solve(input).output == std::to_string(brute_force(read_dice(input))) + "\n");
            ++compared;
        }
    CHECK(compared == 2400);
}

TEST_CASE("the validator rejects everything outside the statement, naming the line", "[dice-yutnori]") {
    const std::vector<std::pair<std::string, std::string>> rejected = {
        {"1 2 3 4 5 1 2 3 4\n", "line 1, column 18: expected a single space"},        // nine values
        {"1 2 3 4 5 1 2 3 4 5 1\n", "line 1, column 20: expected end of line"},       // eleven
        {"1 2 3 4 5 1 2 3 4 6\n", "expected dice value 10 (an integer in 1..5), found 6"},
        {"0 2 3 4 5 1 2 3 4 5\n", "expected dice value 1 (an integer in 1..5), found 0"},
        {"1 2 3 4 5 1 2 3 4 x\n", "found 'x'"},
        {"1  2 3 4 5 1 2 3 4 5\n", "line 1, column 3"},
        {"1 2 3 4 5 1 2 3 4 5", "expected end of line, found end of input"},
        {"1 2 3 4 5 1 2 3 4 5\n\n", "line 2, column 1: expected end of input"},
        {"1 2 3 4 5\n1 2 3 4 5\n", "line 1, column 10: expected a single space, found end of line"},
        {"1 2 3 4 5 1 2 3 4 5 \n", "line 1, column 20: expected end of line, found a space"},
    };
    for (const auto& [input, message] : rejected) {
        INFO(input);
        const Call call = validate(input);
        CHECK(call.status == GAVEL_INVALID_INPUT);
        CHECK_THAT(call.message, Catch::Contains(message));
    }
    CHECK(validate("5 5 5 5 5 5 5 5 5 5\n").status == GAVEL_OK);
}

TEST_CASE("the checker wants exactly the one right integer", "[dice-yutnori]") {
    CHECK(check("190\n", "190\n").status == GAVEL_OK);
    CHECK(check("  190  \n\n", "190\n").status == GAVEL_OK);
    const Call wrong = check("189\n", "190\n");
    CHECK(wrong.status == GAVEL_WRONG_ANSWER);
    CHECK(wrong.message == "expected 190, found 189");
    CHECK(check("", "190\n").message == "line 1: expected the maximum score, found the end of the output");
    CHECK(check("190 190\n", "190\n").status == GAVEL_WRONG_ANSWER);
    CHECK(check("abc\n", "190\n").message == "line 1, column 1: expected the maximum score (an integer), found 'abc'");
    CHECK(check(std::string(100000, '9'), "190\n").status == GAVEL_WRONG_ANSWER);
    CHECK(check("19O\n", "190\n").status == GAVEL_WRONG_ANSWER);
    CHECK(check("190", "garbage").status == GAVEL_FAILED);  // a broken stored answer is the judge's problem
}

TEST_CASE("generated inputs are the same bytes every time, pinned by a digest", "[dice-yutnori]") {
    std::string all, again;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        all += generated(seed, {{"fives", "30"}});
        again += generated(seed, {{"fives", "30"}});
    }
    CHECK(all == again);
    CHECK(fnv1a(all) == 0x7506b2499cba36d5ULL);
    // What the bytes must be: valid inputs of ten dice of 1..5, the reference agreeing with the brute force, and
    // fives=30 honoured: a die is 5 with chance 0.3 + 0.7 / 5 = 0.44 (0.2 without it), so of 500 dice well over
    // a third are fives.
    std::size_t dice_seen = 0, fives = 0;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        const std::string input = generated(seed, {{"fives", "30"}});
        INFO("seed " << seed << ": " << input);
        CHECK(validate(input).status == GAVEL_OK);
        const std::vector<int> dice = read_dice(input);
        for (const int die : dice) {
            CHECK((die >= 1 && die <= 5));
            ++dice_seen;
            fives += die == 5;
        }
        CHECK(solve(input).output == std::to_string(brute_force(dice)) + "\n");
    }
    CHECK(dice_seen == 500);
    CHECK(fives > 500 / 3);
    CHECK(fives < 500 * 6 / 10);
    std::string routes;
    for (std::uint64_t seed = 1; seed <= 50; ++seed)
        routes += generated(seed, {{"route", "blue"}}) + generated(seed, {{"route", "centre"}});
    CHECK(fnv1a(routes) == 0x482fe0e85eb11d93ULL);
    for (const std::string route : {"blue", "centre"})
        for (std::uint64_t seed = 1; seed <= 50; ++seed) CHECK(validate(generated(seed, {{"route", route}})).status == GAVEL_OK);
}

TEST_CASE("the generator's routes land pieces where they promise", "[dice-yutnori]") {
    // A route's first run carries a piece from Start exactly onto 10, 20 or 30: some prefix sums to 5, 10 or 15.
    for (const std::string route : {"blue", "centre"})
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            const std::vector<int> dice = read_dice(generated(seed, {{"route", route}}));
            int sum = 0;
            bool landed = false;
            for (const int die : dice) landed = landed || ((sum += die) % 5 == 0 && sum <= 15);
            INFO(route << " seed " << seed);
            CHECK(landed);
        }
}

TEST_CASE("the generator refuses parameters it cannot honour", "[dice-yutnori]") {
    const auto status = [](const std::map<std::string, std::string>& params) {
        return generate(1, params).status;
    };
    CHECK(status({{"route", "sideways"}}) == GAVEL_INVALID_INPUT);
    CHECK(status({{"route", "blue"}, {"fives", "50"}}) == GAVEL_INVALID_INPUT);
    CHECK(status({{"low", "4"}, {"high", "3"}}) == GAVEL_INVALID_INPUT);
    CHECK(status({{"fives", "101"}}) == GAVEL_INVALID_INPUT);
    CHECK(status({{"colour", "red"}}) == GAVEL_INVALID_INPUT);
}

TEST_CASE("the reference refuses what is not ten dice instead of reading past its board", "[dice-yutnori]") {
    CHECK(solve("1 2 3 4 5 6 1 2 3 4\n").status == GAVEL_FAILED);
    CHECK(solve("1 2 3\n").status == GAVEL_FAILED);
    CHECK(solve("1 2 3 4 5 1 2 3 4 5 1\n").status == GAVEL_FAILED);
}
