// omok: the reference against an independent brute force, the stored hand-made answers, the validator's
// rejections, the checker, the generator's promises and determinism. (The bundled solutions are proven by
// `gavel verify omok`.)
#include <catch2/catch.hpp>

#include <gavel/sdk.hpp>
#include <gavel/testing.hpp>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using gavel::testing::Call;

using namespace gavel::testing::linked;  // solve, validate, check, generate

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// ---- an independent brute force: try every window of five cells in every direction ----------------

constexpr int N = 19;
using Grid = std::array<std::array<int, N>, N>;

Grid parse_grid(const std::string& text) {
    Grid grid{};
    std::istringstream in(text);
    for (auto& row : grid)
        for (int& cell : row) in >> cell;
    return grid;
}

struct Win {
    int stone, row, column;  // 1-based
    int direction;           // 0 across, 1 down, 2 down-right, 3 up-right
};

// Every five: five equal stones in a window whose two neighbouring cells (when on the board) differ from them.
// The window's first cell in the order right / down / down-right / up-right is the stone to report.
std::vector<Win> brute_force_fives(const Grid& grid) {
    const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}};
    const auto stone_at = [&](int r, int c) { return r < 0 || r >= N || c < 0 || c >= N ? 0 : grid[r][c]; };
    std::vector<Win> wins;
    for (int r = 0; r < N; ++r)
        for (int c = 0; c < N; ++c)
            for (int d = 0; d < 4; ++d) {
                const auto [dr, dc] = directions[d];
                const int stone = grid[r][c];
                if (stone == 0) continue;
                int same = 0;
                for (int k = 0; k < 5; ++k) same += stone_at(r + k * dr, c + k * dc) == stone;
                if (same == 5 && stone_at(r - dr, c - dc) != stone && stone_at(r + 5 * dr, c + 5 * dc) != stone)
                    wins.push_back({stone, r + 1, c + 1, d});
            }
    return wins;
}

std::string brute_force_answer(const std::string& input) {
    const std::vector<Win> wins = brute_force_fives(parse_grid(input));
    if (wins.empty()) return "0\n";
    return std::to_string(wins[0].stone) + "\n" + std::to_string(wins[0].row) + " " + std::to_string(wins[0].column) +
           "\n";
}

std::string text_of(const Grid& grid) {
    std::string text;
    for (const auto& row : grid)
        for (int c = 0; c < N; ++c) text += std::to_string(row[c]) + (c + 1 < N ? " " : "\n");
    return text;
}

Grid grid_with_line(int stone, int row, int column, int dr, int dc, int length, Grid grid = {}) {
    for (int k = 0; k < length; ++k) grid[row - 1 + k * dr][column - 1 + k * dc] = stone;
    return grid;
}

std::vector<fs::path> hand_made_inputs() {
    std::vector<fs::path> inputs;
    for (const auto& entry : fs::directory_iterator(fs::path(OMOK_TESTCASES) / "data"))
        if (entry.path().extension() == ".in") inputs.push_back(entry.path());
    std::sort(inputs.begin(), inputs.end());
    return inputs;
}

std::string answer_for(const fs::path& input) { return read_file(fs::path(input).replace_extension(".ans")); }

const std::string sample_input = read_file(fs::path(OMOK_TESTCASES) / "data" / "sample-1.in");

}  // namespace

TEST_CASE("the statement's sample") {
    const Call call = solve(sample_input);
    REQUIRE(call.status == GAVEL_OK);
    CHECK(call.output == "1\n3 2\n");
    CHECK(validate(sample_input).status == GAVEL_OK);
}

TEST_CASE("the hand-made cases: valid, and the reference and the brute force give the stored answers") {
    const auto inputs = hand_made_inputs();
    REQUIRE(inputs.size() >= 30);
    for (const auto& path : inputs) {
        INFO(path.filename().string());
        const std::string input = read_file(path), answer = answer_for(path);
        CHECK(validate(input).status == GAVEL_OK);
        CHECK(solve(input).output == answer);
        CHECK(brute_force_answer(input) == answer);
    }
}

TEST_CASE("the reference agrees with the brute force on generated boards, and the generator keeps its promise") {
    const std::vector<std::map<std::string, std::string>> settings = {
        {{"pattern", "none"}, {"density", "45"}},
        {{"pattern", "any"}, {"density", "85"}},
        {{"pattern", "any"}, {"density", "100"}},
        {{"pattern", "five"}, {"direction", "across"}},
        {{"pattern", "five"}, {"direction", "down"}},
        {{"pattern", "five"}, {"direction", "down-right"}},
        {{"pattern", "five"}, {"direction", "up-right"}},
        {{"pattern", "five"}, {"place", "border"}},
        {{"pattern", "five"}, {"place", "corner"}},
        {{"pattern", "five"}, {"flank", "gap"}},
        {{"pattern", "five"}, {"flank", "opponent"}, {"colour", "white"}},
        {{"pattern", "long"}, {"length", "19"}},
        {{"pattern", "long"}, {"place", "corner"}},
        {{"pattern", "four"}, {"density", "60"}},
        {{"pattern", "any"}, {"decoys", "6"}, {"density", "25"}},
        {{"pattern", "five"}, {"decoys", "20"}, {"density", "0"}},
    };
    int winners = 0;
    for (const auto& params : settings) {
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            const Call board = generate(seed, params);
            INFO("seed " << seed << " pattern " << params.at("pattern") << "\n" << board.message << board.output);
            REQUIRE(board.status == GAVEL_OK);
            REQUIRE(validate(board.output).status == GAVEL_OK);
            const std::vector<Win> wins = brute_force_fives(parse_grid(board.output));
            const std::string& pattern = params.at("pattern");
            if (pattern == "five") REQUIRE(wins.size() == 1);
            if (pattern == "none" || pattern == "long" || pattern == "four") REQUIRE(wins.empty());
            if (params.count("colour") && !wins.empty()) REQUIRE(wins[0].stone == 2);
            winners += !wins.empty();
            const std::string answer = brute_force_answer(board.output);
            REQUIRE(solve(board.output).output == answer);
            if (seed % 10 == 0) {  // the other layouts take the token parser; it must agree as well
                std::string crlf;
                for (char c : board.output) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
                REQUIRE(solve(crlf).output == answer);
            }
        }
    }
    CHECK(winners > 7000);  // the five settings and most "any" boards have a winner
}

TEST_CASE("planted fives land where the parameters say") {
    const int dr[4] = {0, 1, 1, -1}, dc[4] = {1, 0, 1, 1};
    const auto on_border = [](int r, int c) { return r == 1 || r == N || c == 1 || c == N; };
    const auto in_corner = [](int r, int c) { return (r == 1 || r == N) && (c == 1 || c == N); };
    const char* direction_names[4] = {"across", "down", "down-right", "up-right"};
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        INFO("seed " << seed);
        for (int d = 0; d < 4; ++d) {
            const Call board = generate(seed, {{"pattern", "five"}, {"direction", direction_names[d]}});
            const std::vector<Win> wins = brute_force_fives(parse_grid(board.output));
            REQUIRE(wins.size() == 1);
            CHECK(wins[0].direction == d);
        }
        for (const std::string place : {"border", "corner"}) {
            const Call board = generate(seed, {{"pattern", "five"}, {"place", place}});
            const std::vector<Win> wins = brute_force_fives(parse_grid(board.output));
            REQUIRE(wins.size() == 1);
            const Win& win = wins[0];
            const int end_row = win.row + 4 * dr[win.direction], end_column = win.column + 4 * dc[win.direction];
            if (place == "corner") {
                CHECK((in_corner(win.row, win.column) || in_corner(end_row, end_column)));
            } else {
                bool touches = false;
                for (int k = 0; k < 5; ++k)
                    touches = touches || on_border(win.row + k * dr[win.direction], win.column + k * dc[win.direction]);
                CHECK(touches);
            }
        }
        // Flanks: "opponent" closes both ends with the other colour where the end is on the board.
        const Grid flanked = parse_grid(generate(seed, {{"pattern", "five"}, {"flank", "opponent"}}).output);
        const Win win = brute_force_fives(flanked).at(0);
        for (const int k : {-1, 5}) {
            const int r = win.row - 1 + k * dr[win.direction], c = win.column - 1 + k * dc[win.direction];
            if (r >= 0 && r < N && c >= 0 && c < N) CHECK(flanked[r][c] == 3 - win.stone);
        }
    }
}

TEST_CASE("the solver reads layouts other than the canonical one") {
    std::string crlf, spaced;
    for (char c : sample_input) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    for (char c : sample_input) spaced += c == ' ' ? std::string("  ") : std::string(1, c);
    CHECK(solve(crlf).output == "1\n3 2\n");
    CHECK(solve(spaced).output == "1\n3 2\n");
    CHECK(solve(sample_input.substr(0, sample_input.size() - 1)).output == "1\n3 2\n");
}

TEST_CASE("the validator rejects inputs outside the statement, naming the line") {
    const std::string good = text_of(Grid{});
    const auto line_start = [&](int line) {
        std::size_t at = 0;
        for (int i = 1; i < line; ++i) at = good.find('\n', at) + 1;
        return at;
    };
    const auto rejected_on = [](const std::string& input, int line, const std::string& words) {
        const Call call = validate(input);
        INFO(call.message);
        CHECK(call.status == GAVEL_INVALID_INPUT);
        CHECK(call.message.find("line " + std::to_string(line) + ",") != std::string::npos);
        CHECK(call.message.find(words) != std::string::npos);
    };
    REQUIRE(validate(good).status == GAVEL_OK);

    std::string bad = good;
    bad[line_start(5) + 6] = '3';
    rejected_on(bad, 5, "found 3");
    bad = good;
    bad.insert(line_start(2) + 1, " ");
    rejected_on(bad, 2, "found a space");
    bad = good;
    bad[line_start(9) + 3] = '\t';
    rejected_on(bad, 9, "a single space");
    bad = good;
    bad.insert(line_start(3), " ");
    rejected_on(bad, 3, "found a space");
    bad = good;
    bad.insert(line_start(2) - 1, "\r");
    rejected_on(bad, 1, "carriage return");
    rejected_on(good.substr(0, good.size() - 1), 19, "end of line");
    rejected_on(good.substr(0, line_start(19)), 19, "end of input");
    bad = good;
    bad.insert(line_start(5) - 1, " 0");  // 20 values on line 4
    rejected_on(bad, 4, "expected end of line");
    bad = good;
    bad.erase(line_start(7), 2);  // 18 values on line 7
    rejected_on(bad, 7, "expected a single space");
    rejected_on(good + "0\n", 20, "end of input");
    rejected_on(good + "\n", 20, "end of input");
    bad = good;
    bad.replace(line_start(6), 1, "01");
    rejected_on(bad, 6, "'01'");
    bad = good;
    bad.replace(line_start(8), 1, "-1");
    rejected_on(bad, 8, "found -1");
    bad = good;
    bad[line_start(11) + 10] = 'x';
    rejected_on(bad, 11, "'x'");
    rejected_on("", 1, "end of input");

    // Two winners, and one colour winning twice: the line of the second five's first stone is named.
    rejected_on(text_of(grid_with_line(2, 12, 4, 1, 0, 5, grid_with_line(1, 3, 2, 0, 1, 5))), 12,
                "both colours have a five");
    rejected_on(text_of(grid_with_line(1, 8, 10, 1, 1, 5, grid_with_line(1, 2, 1, 0, 1, 5))), 8,
                "black has two fives");
    // Two fives crossing in one shared stone are still two fives.
    rejected_on(text_of(grid_with_line(2, 17, 3, -1, 1, 5, grid_with_line(2, 15, 1, 0, 1, 5))), 17,
                "white has two fives");
    // A six and a five of the same colour are fine: the six is no five.
    CHECK(validate(text_of(grid_with_line(1, 8, 10, 1, 0, 6, grid_with_line(1, 2, 1, 0, 1, 5)))).status == GAVEL_OK);
}

TEST_CASE("the checker") {
    const std::string win = "1\n3 2\n", draw = "0\n";
    const auto judged = [&](const std::string& output, const std::string& answer) {
        return check(output, answer, sample_input);
    };
    CHECK(judged("1\n3 2\n", win).status == GAVEL_OK);
    CHECK(judged("1\r\n3 2\r\n", win).status == GAVEL_OK);
    CHECK(judged("1 \n3  2", win).status == GAVEL_OK);
    CHECK(judged("1\n3 2\n\n\n", win).status == GAVEL_OK);
    CHECK(judged("0\n", draw).status == GAVEL_OK);
    CHECK(judged("0", draw).status == GAVEL_OK);

    const auto wrong = [&](const std::string& output, const std::string& answer, const std::string& words) {
        const Call call = judged(output, answer);
        INFO(call.message);
        CHECK(call.status == GAVEL_WRONG_ANSWER);
        CHECK(call.message.find("expected") != std::string::npos);
        CHECK(call.message.find(words) != std::string::npos);
    };
    wrong("2\n3 2\n", win, "found '2' on line 1");
    wrong("0\n", win, "found '0' on line 1");
    wrong("1\n3 3\n", win, "found '3 3' on line 2");
    wrong("1\n2 3\n", win, "expected the five's leftmost stone at row and column 3 2");
    wrong("1\n", win, "nothing after the winner");
    wrong("1\n3\n", win, "only '3' on line 2");
    wrong("1\n3 2 7\n", win, "found '7' on line 2");
    wrong("0\n0 0\n", draw, "nobody wins");
    wrong("0\n3 2\n", draw, "found '3' on line 2");
    wrong("1\n", draw, "expected the winner 0");
    wrong("", win, "found no output");
    wrong("\n \n", draw, "found no output");
    wrong("01\n3 2\n", win, "'01'");
    wrong("1\n03 2\n", win, "'03 2'");
    wrong("1\n99999999999999999999999999 2\n", win, "99999999999999999999999999");
    wrong(std::string("\x01\xff\x80garbage\0zz", 13), win, "on line 1");
    wrong(std::string(1 << 20, 'x'), win, "on line 1");
    wrong("one\nthree two\n", win, "'one'");
    wrong("\v\f\n", draw, "found '\\x0b\\x0c' on line 1");
    wrong("1\n3 2\v\n", win, "found '3 2\\x0b' on line 2");

    const auto layout = [&](const std::string& output, const std::string& words) {
        const Call call = judged(output, win);
        INFO(call.message);
        CHECK(call.status == GAVEL_PRESENTATION_ERROR);
        CHECK(call.message.find(words) != std::string::npos);
    };
    layout("1 3 2\n", "found them on lines 1 and 1");
    layout("1\n3\n2\n", "found them on lines 2 and 3");
    layout("\n1\n3 2\n", "found it on line 2");
}

TEST_CASE("the generator: deterministic, with a fixed digest, and strict about its parameters") {
    const std::map<std::string, std::string> params = {{"pattern", "any"}, {"decoys", "3"}, {"density", "35"}};
    std::string first, second;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        first += generate(seed, params).output;
        second += generate(seed, params).output;
    }
    CHECK(first == second);
    std::uint64_t digest = 0xcbf29ce484222325ULL;  // FNV-1a 64
    for (unsigned char c : first) digest = (digest ^ c) * 0x100000001b3ULL;
    CHECK(digest == 0x0df8f0bab52b513dULL);
    // What the bytes must be: every board valid, the reference agreeing with the brute force on it, and
    // density=35 honoured: besides the planted lines about 35 % of the cells hold a stone (30 % by default).
    std::size_t cells = 0, stones = 0;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        const std::string input = generate(seed, params).output;
        INFO("seed " << seed);
        CHECK(validate(input).status == GAVEL_OK);
        CHECK(solve(input).output == brute_force_answer(input));
        for (const auto& row : parse_grid(input))
            for (const int cell : row) {
                ++cells;
                stones += cell != 0;
            }
    }
    CHECK(cells == 50u * N * N);
    CHECK(stones * 100 > cells * 30);
    CHECK(stones * 100 < cells * 45);

    // The suite derives the seed of case i as Random::derive(seed, i); those boards differ from each other.
    CHECK(generate(gavel::Random::derive(17, 0), params).output != generate(gavel::Random::derive(17, 1), params).output);

    CHECK(generate(1, {{"pattren", "five"}}).status == GAVEL_INVALID_INPUT);
    CHECK(generate(1, {{"pattern", "six"}}).status == GAVEL_INVALID_INPUT);
    CHECK(generate(1, {{"direction", "left"}}).status == GAVEL_INVALID_INPUT);
    CHECK(generate(1, {{"density", "101"}}).status == GAVEL_INVALID_INPUT);
    CHECK(generate(1, {{"pattern", "long"}, {"length", "5"}}).status == GAVEL_INVALID_INPUT);
    const Call too_long = generate(1, {{"pattern", "long"}, {"length", "19"}, {"direction", "down-right"}, {"place", "border"}});
    CHECK(too_long.status == GAVEL_OK);  // the main diagonal touches two corners
}
