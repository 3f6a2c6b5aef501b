// omok-hunt: the reference's answers, the validator's refusals, the generator's promises, and the interactor
// against submissions played by the test: the budget holds for the intended search on every generated board, and
// each way of breaking the protocol is a wrong answer naming what was wrong. (The bundled solutions, run in their
// boxes against the plugin in its own, are proven by `gavel verify omok-hunt`.)
#include <catch2/catch.hpp>

#include <gavel/sdk.hpp>
#include <gavel/testing.hpp>

#include <array>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace gavel::testing::linked;  // solve, validate, generate, interact

constexpr int N = 19;
using Grid = std::array<std::array<int, N>, N>;

std::string text_of(const Grid& grid) {
    std::string text;
    for (const auto& row : grid)
        for (int c = 0; c < N; ++c) text += std::to_string(row[c]) + (c + 1 < N ? " " : "\n");
    return text;
}

Grid grid_of(const std::string& text) {
    Grid grid{};
    std::istringstream in(text);
    for (auto& row : grid)
        for (int& cell : row) in >> cell;
    return grid;
}

// A board with white's five down-right from row 3, column 2 (1-based), and two decoys.
Grid sample_grid() {
    Grid grid{};
    for (int k = 0; k < 5; ++k) grid[2 + k][1 + k] = 2;
    grid[10][10] = 1;
    grid[0][18] = 2;
    return grid;
}

// The intended search, replayed from the replies so far (a pull-based player): the question it asks next, or its
// answer once it knows. Asking only where (row + 2 * column) % 5 == 0, then following each stone's four lines.
struct NeedCell {
    int row, column;
};

std::string next_request(const std::vector<int>& replies) {
    std::array<std::array<int, N>, N> known;
    for (auto& row : known) row.fill(-1);
    std::size_t used = 0;
    std::vector<std::pair<int, int>> order;  // cells in the order asked, to give each its reply
    const auto ask = [&](int r, int c) {
        if (r < 0 || r >= N || c < 0 || c >= N) return 0;
        if (known[r][c] < 0) {
            if (used == replies.size()) throw NeedCell{r, c};
            known[r][c] = replies[used++];
        }
        return known[r][c];
    };
    const int dr[4] = {0, 1, 1, -1}, dc[4] = {1, 0, 1, 1};
    try {
        for (int r = 0; r < N; ++r)
            for (int c = 0; c < N; ++c) {
                if ((r + 2 * c) % 5 != 0) continue;
                const int stone = ask(r, c);
                if (stone == 0) continue;
                for (int d = 0; d < 4; ++d) {
                    int back = 0, ahead = 0;
                    while (ask(r - (back + 1) * dr[d], c - (back + 1) * dc[d]) == stone) ++back;
                    while (ask(r + (ahead + 1) * dr[d], c + (ahead + 1) * dc[d]) == stone) ++ahead;
                    if (back + 1 + ahead == 5)
                        return "! " + std::to_string(stone) + " " + std::to_string(r - back * dr[d] + 1) + " " +
                               std::to_string(c - back * dc[d] + 1) + "\n";
                }
            }
    } catch (const NeedCell& need) {
        return "? " + std::to_string(need.row + 1) + " " + std::to_string(need.column + 1) + "\n";
    }
    return "! 0 0 0\n";
}

std::vector<int> replies_of(std::string_view text) {
    std::vector<int> replies;
    std::istringstream in{std::string(text)};
    for (int reply; in >> reply;) replies.push_back(reply);
    return replies;
}

// The intended search, ending once it has given its answer.
gavel::testing::Player searcher() {
    return [answered = false](std::string_view replies) mutable -> std::string {
        if (answered) return "";
        std::string request = next_request(replies_of(replies));
        answered = request[0] == '!';
        return request;
    };
}

// Writes `script` (all at once), then ends.
gavel::testing::Player scripted(std::string script) {
    return [script = std::move(script), sent = false](std::string_view) mutable -> std::string {
        if (sent) return "";
        sent = true;
        return script;
    };
}

int questions_in(const std::string& requests) {
    int count = 0;
    for (const char c : requests) count += c == '?';
    return count;
}

}  // namespace

TEST_CASE("omok-hunt: solve() answers as omok does, and the validator keeps the statement's promises", "[omok-hunt]") {
    const std::string board = text_of(sample_grid());
    CHECK(solve(board).output == "2\n3 2\n");
    CHECK(validate(board).status == GAVEL_OK);

    Grid none = sample_grid();
    none[2][1] = 0;
    CHECK(validate(text_of(none)).message == "the board has 0 fives; the statement promises exactly one");
    Grid six = sample_grid();
    six[7][6] = 2;  // the five becomes a six
    CHECK(validate(text_of(six)).status == GAVEL_INVALID_INPUT);
    Grid two = sample_grid();
    for (int k = 0; k < 5; ++k) two[15][3 + k] = 1;
    CHECK(validate(text_of(two)).message == "the board has 2 fives; the statement promises exactly one");
    Grid crowded = sample_grid();
    for (int c = 0; c < 5; ++c) crowded[17][c * 2] = 1;
    CHECK(validate(text_of(crowded)).message == "the board has 7 stones besides the five; the statement allows at most 6");
    std::string bad = board;
    bad[0] = '3';
    CHECK_THAT(validate(bad).message, Catch::Contains("line 1, column 1") && Catch::Contains("the cell at row 1, column 1"));
}

TEST_CASE("omok-hunt: the intended search stays within 150 questions on every generated board", "[omok-hunt]") {
    int most = 0;
    for (std::uint64_t seed = 1; seed <= 400; ++seed)
        for (const char* near : {"no", "yes"}) {
            const std::string board = generated(seed, {{"decoys", std::to_string(seed % 7)}, {"near", near}});
            INFO("seed " << seed << ", near " << near << "\n" << board);
            REQUIRE(validate(board).status == GAVEL_OK);
            const auto answer = solve(board);
            REQUIRE(answer.status == GAVEL_OK);
            const auto played = interact(board, answer.output, searcher());
            REQUIRE(played.status == GAVEL_OK);
            most = std::max(most, questions_in(played.requests));
        }
    CHECK(most <= 150);
    CHECK(most > 73);  // some board made it follow decoys: the budget is not idle
}

TEST_CASE("omok-hunt: the generator is deterministic and keeps its parameters", "[omok-hunt]") {
    CHECK(generated(7, {{"decoys", "3"}}) == generated(7, {{"decoys", "3"}}));
    CHECK(generated(7) != generated(8));
    const std::string across = generated(11, {{"direction", "across"}, {"colour", "black"}, {"decoys", "0"}});
    const std::string said = solve(across).output;
    CHECK(said[0] == '1');
    const Grid grid = grid_of(across);
    int stones = 0;
    for (const auto& row : grid)
        for (const int cell : row) stones += cell != 0;
    CHECK(stones == 5);
    CHECK(generate(1, {{"decoys", "7"}}).status == GAVEL_INVALID_INPUT);
    CHECK(generate(1, {{"shape", "x"}}).message == "unknown generator parameter(s): shape");
}

TEST_CASE("omok-hunt: every broken exchange is a wrong answer that says what broke", "[omok-hunt]") {
    const std::string board = text_of(sample_grid());
    const std::string answer = "2\n3 2\n";
    const auto judged = [&](std::string script) { return interact(board, answer, scripted(std::move(script))); };

    const auto right = judged("! 2 3 2\n");
    CHECK(right.status == GAVEL_OK);
    CHECK(right.message == "0 questions");

    const auto replies = interact(board, answer, [step = 0](std::string_view) mutable -> std::string {
        return ++step == 1 ? "? 3 2\n" : step == 2 ? "? 11 11 ? 1 1\n" : step == 3 ? "! 2 3 2\n" : "";
    });
    CHECK(replies.status == GAVEL_OK);
    CHECK(replies.replies == "2\n1\n0\n");

    CHECK(judged("! 2 4 3\n").message == "expected the winner and the five's leftmost stone 2 at 3 2, found 2 at 4 3");
    CHECK(judged("! 1 3 2\n").status == GAVEL_WRONG_ANSWER);
    CHECK(judged("").message == "line 1: expected a question '?' or the answer '!', found the end of the submission's output");
    CHECK(judged("? 3\n").message == "line 2: expected a column, found the end of the submission's output");
    CHECK(judged("? 20 1\n").message == "line 1: expected a row (an integer in 1..19), found '20'");
    CHECK(judged("guess 1 1\n").message == "line 1: expected '?' or '!', found 'guess'");
    CHECK(judged("! 2 3 2\nthanks\n").message == "line 2: expected the end of the submission's output, found 'thanks'");

    std::string over;
    for (int i = 0; i < 151; ++i) over += "? 1 1\n";
    const auto greedy = judged(over + "! 2 3 2\n");
    CHECK(greedy.status == GAVEL_WRONG_ANSWER);
    CHECK(greedy.message == "line 151: question 151, but at most 150 are allowed");
    CHECK(questions_in(greedy.replies) == 0);
    CHECK(std::count(greedy.replies.begin(), greedy.replies.end(), '\n') == 150);
}
