// omok (BOJ 2615, 오목): who has exactly five in a row on a 19x19 board, and where the five starts.
//
// The reference solver works on bitboards: one 64-bit word per board row holds both colours, so a run of
// exactly five in any of the four directions is a handful of shifts and ANDs over a few neighbouring rows.
// The validator and the generator use the same bitboards to list every five on a board.
#include <gavel/sdk.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

namespace {

constexpr int board_size = 19;
constexpr int cells_text_size = board_size * board_size * 2;  // "d d ... d\n" per row: 722 bytes in all

enum Stone : int { empty = 0, black = 1, white = 2 };

// The four directions in which a five is read, each from its leftmost stone (its topmost when vertical).
enum Direction : int { across, down, down_right, up_right };
constexpr std::array<int, 4> row_step = {0, 1, 1, -1};
constexpr std::array<int, 4> column_step = {1, 0, 1, 1};
constexpr std::array<const char*, 4> direction_name = {"across", "down", "down-right", "up-right"};

const char* stone_name(int stone) { return stone == black ? "black" : "white"; }

using Board = std::array<std::array<int, board_size>, board_size>;

// Where a five starts: 0-based row and column of its leftmost stone (topmost when vertical).
struct Five {
    int stone, row, column;
    Direction direction;
};

// Board rows as words: black stones in bits 0..18 (bit c is column c), white stones in bits 32..50. The empty
// bits 19..31 between the colours keep every shift below (at most 5 places) from carrying one colour onto the
// other, and five empty rows on either side let the code read past the top and bottom edges without tests.
class Bitboard {
public:
    static constexpr int white_offset = 32;

    void add(int row, int column, int stone) {
        if (stone != empty) rows_[row + margin] |= std::uint64_t{1} << (column + (stone == white ? white_offset : 0));
    }
    void set_row(int row, std::uint64_t black_bits, std::uint64_t white_bits) {
        rows_[row + margin] = black_bits | white_bits << white_offset;
    }

    // Bit c (black) or c + 32 (white) is set when exactly five stones of that colour start at (row, c) in
    // `direction`: the five cells are taken, the cell before the first and the cell after the last are not.
    // A template, so that each direction's shifts are constants the compiler can vectorise over rows.
    template <Direction direction>
    std::uint64_t exact_fives(int row) const {
        constexpr int step = row_step[direction];
        constexpr int shift = column_step[direction];  // 0 for columns, 1 for the other lines
        std::uint64_t five = at(row);
        for (int k = 1; k < 5; ++k) five &= at(row + k * step) >> (k * shift);
        const std::uint64_t before = at(row - step) << shift;
        const std::uint64_t after = at(row + 5 * step) >> (5 * shift);
        return five & ~before & ~after;
    }

    // Whether any row holds a five in `direction`. No early exit: a branch-free pass over all rows is cheaper
    // than stopping early, and most boards have no five at all.
    template <Direction direction>
    bool has_five() const {
        std::uint64_t any = 0;
        for (int row = 0; row < board_size; ++row) any |= exact_fives<direction>(row);
        return any != 0;
    }

private:
    static constexpr int margin = 5;
    std::uint64_t at(int row) const { return rows_[row + margin]; }
    std::array<std::uint64_t, board_size + 2 * margin> rows_{};
};

Five five_at(int row, Direction direction, int bit) {
    const bool is_white = bit >= Bitboard::white_offset;
    return {is_white ? white : black, row, bit - (is_white ? Bitboard::white_offset : 0), direction};
}

// Every five on the board, in the order of their starting rows.
std::vector<Five> all_fives(const Bitboard& board) {
    std::vector<Five> fives;
    for (int row = 0; row < board_size; ++row) {
        const std::uint64_t by_direction[4] = {board.exact_fives<across>(row), board.exact_fives<down>(row),
                                               board.exact_fives<down_right>(row), board.exact_fives<up_right>(row)};
        for (const Direction direction : {across, down, down_right, up_right})
            for (std::uint64_t bits = by_direction[direction]; bits != 0; bits &= bits - 1)
                fives.push_back(five_at(row, direction, std::countr_zero(bits)));
    }
    return fives;
}

// The first five in `direction`, if there is one.
template <Direction direction>
std::optional<Five> five_in(const Bitboard& board) {
    if (!board.has_five<direction>()) return std::nullopt;
    for (int row = 0;; ++row)  // ends: some row has the five
        if (const std::uint64_t bits = board.exact_fives<direction>(row))
            return five_at(row, direction, std::countr_zero(bits));
}

Bitboard bitboard_of(const Board& board) {
    Bitboard bits;
    for (int row = 0; row < board_size; ++row)
        for (int column = 0; column < board_size; ++column) bits.add(row, column, board[row][column]);
    return bits;
}

// A valid input is exactly 19 lines of 19 one-digit values, so cell (r, c) is the byte at 38r + 2c. A digit's
// bit 0 is set only for '1' and bit 1 only for '2'. Loaded as little-endian words, cells 4w..4w+3 of a row are
// bytes 0, 2, 4, 6 of word w, that is bits 0, 16, 32, 48 (after shifting the wanted bit down). Words 0..3,
// shifted by 0, 4, 8, 12 and ORed, put cell 4w + j at bit 4w + 16j; the multiplier (bits 48, 33, 18, 3) moves
// bit 4w + 16j to 48 + 4w + j, so the top 16 bits are cells 0..15 in order. Every other partial product lands
// on a distinct bit below 48 or at 64 and above, so nothing carries into the top.
std::uint64_t gather_row(const std::uint64_t (&words)[5], int bit) {
    constexpr std::uint64_t even_bytes = 0x0001000100010001ULL;
    constexpr std::uint64_t multiplier = (1ULL << 48) | (1ULL << 33) | (1ULL << 18) | (1ULL << 3);
    const auto cells_of = [&](int w) { return (words[w] >> bit & even_bytes) << (4 * (w % 4)); };
    const std::uint64_t first_sixteen = (cells_of(0) | cells_of(1) | cells_of(2) | cells_of(3)) * multiplier >> 48;
    // Word 4 holds cells 16..18 and, in its byte 6, the next row's first cell: placed as word 1, keep 3 bits.
    const std::uint64_t last_three = (cells_of(4) << 4) * multiplier >> 52 & 0x7;
    return first_sixteen | last_three << 16;
}

// `text` is the 722 bytes of a valid input followed by at least 8 readable bytes (the last row's fifth word
// reads 2 bytes past the board).
Bitboard parse_fixed_layout(const char* text) {
    Bitboard board;
    for (int row = 0; row < board_size; ++row) {
        std::uint64_t words[5];
        std::memcpy(words, text + row * 2 * board_size, sizeof words);
        board.set_row(row, gather_row(words, 0), gather_row(words, 1));
    }
    return board;
}

// Any other layout (blank runs, CR line ends, a missing final newline): the values in order, token by token.
Bitboard parse_tokens(std::string_view text) {
    Bitboard board;
    gavel::OutputReader reader(text);
    for (int cell = 0; cell < board_size * board_size; ++cell) {
        const std::optional<gavel::Token> token = reader.next();
        if (!token) break;
        board.add(cell / board_size, cell % board_size, token->text == "1" ? black : token->text == "2" ? white : empty);
    }
    return board;
}

// ---- generator ---------------------------------------------------------------------------------------

// A board under construction: the planted lines and their end cells are fixed, the rest is background.
struct Sketch {
    Board stones{};
    std::array<std::array<bool, board_size>, board_size> fixed{};
};

bool on_board(int row, int column) { return row >= 0 && row < board_size && column >= 0 && column < board_size; }

// place: anywhere | border | corner; flank: random | empty | opponent | gap.
struct LineRequest {
    int stone, length;
    Direction direction;
    std::string place, flank;
};

bool is_edge(int index) { return index == 0 || index == board_size - 1; }
bool is_corner(int row, int column) { return is_edge(row) && is_edge(column); }
bool is_border(int row, int column) { return is_edge(row) || is_edge(column); }

// Plants `request` where it fits among the unfixed cells, with its end cells fixed so that the background can
// neither lengthen it nor shorten it. Returns the start (leftmost stone) or nothing when no place fits.
std::optional<std::pair<int, int>> plant_line(Sketch& sketch, gavel::Random& random, const LineRequest& request) {
    const int dr = row_step[request.direction], dc = column_step[request.direction];
    const auto free_or_off = [&](int r, int c) { return !on_board(r, c) || !sketch.fixed[r][c]; };
    std::vector<std::pair<int, int>> starts;
    for (int row = 0; row < board_size; ++row) {
        for (int column = 0; column < board_size; ++column) {
            const int last_row = row + (request.length - 1) * dr, last_column = column + (request.length - 1) * dc;
            if (!on_board(last_row, last_column)) continue;
            // The two cells beyond each end are kept free as well: a "gap" flank puts a stone on the second.
            bool fits = free_or_off(row - dr, column - dc) && free_or_off(last_row + dr, last_column + dc) &&
                        free_or_off(row - 2 * dr, column - 2 * dc) && free_or_off(last_row + 2 * dr, last_column + 2 * dc);
            bool touches_border = false;
            for (int k = 0; k < request.length && fits; ++k) {
                fits = !sketch.fixed[row + k * dr][column + k * dc];
                touches_border = touches_border || is_border(row + k * dr, column + k * dc);
            }
            if (request.place == "border" && !touches_border) continue;
            if (request.place == "corner" && !is_corner(row, column) && !is_corner(last_row, last_column)) continue;
            if (fits) starts.push_back({row, column});
        }
    }
    if (starts.empty()) return std::nullopt;
    const auto [row, column] = random.pick(starts);
    const auto fix = [&](int r, int c, int stone) {
        if (on_board(r, c)) sketch.stones[r][c] = stone, sketch.fixed[r][c] = true;
    };
    for (int k = 0; k < request.length; ++k) fix(row + k * dr, column + k * dc, request.stone);

    // Each end: an empty cell, an opponent's stone, or an empty cell and then a stone of the same colour.
    const int opponent = request.stone == black ? white : black;
    const int ends[2][3] = {{row - dr, column - dc, -1}, {row + request.length * dr, column + request.length * dc, 1}};
    for (const auto& [r, c, outward] : ends) {
        std::string flank = request.flank;
        if (flank == "random") flank = random.pick(std::vector<std::string>{"empty", "opponent", "gap"});
        fix(r, c, flank == "opponent" ? opponent : empty);
        if (flank == "gap") fix(r + outward * dr, c + outward * dc, request.stone);
    }
    return std::pair{row, column};
}

// Clears background stones out of every five that was not planted, until none is left. False when a stray
// five is made of fixed stones only (planted lines crossing), which only a fresh attempt can fix.
bool remove_stray_fives(Sketch& sketch, gavel::Random& random, const std::optional<Five>& planted) {
    const auto is_planted = [&](const Five& five) {
        return planted && five.row == planted->row && five.column == planted->column && five.direction == planted->direction;
    };
    for (;;) {  // each removal may make or break other fives: they are listed again after it
        const std::vector<Five> fives = all_fives(bitboard_of(sketch.stones));
        const auto five = std::find_if_not(fives.begin(), fives.end(), is_planted);
        if (five == fives.end()) return true;
        std::vector<std::pair<int, int>> loose;
        for (int k = 0; k < 5; ++k) {
            const int r = five->row + k * row_step[five->direction], c = five->column + k * column_step[five->direction];
            if (!sketch.fixed[r][c]) loose.push_back({r, c});
        }
        if (loose.empty()) return false;
        const auto [r, c] = random.pick(loose);
        sketch.stones[r][c] = empty;
    }
}

// ---- checker ------------------------------------------------------------------------------------------

// The first `count` tokens of a text (fewer when it has fewer).
std::vector<gavel::Token> first_tokens(std::string_view text, std::size_t count, gavel::OutputReader::Source source) {
    gavel::OutputReader reader(text, source);
    std::vector<gavel::Token> tokens;
    for (std::optional<gavel::Token> token; tokens.size() < count && (token = reader.next());) tokens.push_back(*token);
    return tokens;
}

std::string quoted(const gavel::Token& token) { return gavel::quote_text(token.text) + " on line " + std::to_string(token.line); }

}  // namespace

class Omok : public gavel::Problem {
public:
    void solve(std::istream& in, std::ostream& out) override {
        // One byte more than a valid input tells a longer input apart; 8 more are the fast parser's slack.
        char head[cells_text_size + 8];
        const auto size = static_cast<std::size_t>(in.rdbuf()->sgetn(head, cells_text_size + 1));
        Bitboard board;
        if (size == cells_text_size && std::endian::native == std::endian::little) {
            std::memset(head + cells_text_size, 0, 8);
            board = parse_fixed_layout(head);
        } else {
            std::string text(head, size);
            text.append(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
            board = parse_tokens(text);
        }
        // The statement promises at most one five, so the first one found is the answer.
        std::optional<Five> five = five_in<across>(board);
        if (!five) five = five_in<down>(board);
        if (!five) five = five_in<down_right>(board);
        if (!five) five = five_in<up_right>(board);
        if (!five) return void(out.write("0\n", 2));
        char answer[16];
        out.write(answer, std::snprintf(answer, sizeof answer, "%d\n%d %d\n", five->stone, five->row + 1, five->column + 1));
    }

    void validate(gavel::InputReader& in) override {
        Board board{};
        for (int row = 0; row < board_size; ++row) {
            for (int column = 0; column < board_size; ++column) {
                if (column > 0) in.read_space();
                const std::string what = "the cell at row " + std::to_string(row + 1) + ", column " + std::to_string(column + 1);
                board[row][column] = static_cast<int>(in.read_int(0, 2, what));
            }
            in.read_newline();
        }
        const std::vector<Five> fives = all_fives(bitboard_of(board));
        if (fives.size() < 2) return;
        const Five &first = fives[0], &second = fives[1];
        const std::string problem = first.stone == second.stone ? std::string(stone_name(first.stone)) + " has two fives"
                                                                : "both colours have a five";
        throw gavel::InvalidInput("line " + std::to_string(second.row + 1) + ", column " +
                                  std::to_string(2 * second.column + 1) + ": " + problem + ": " + describe(first) +
                                  " and " + describe(second) + "; the statement allows at most one five");
    }

    gavel::CheckResult check(std::string_view, std::string_view output, std::string_view answer) override {
        const auto expected = first_tokens(answer, 3, gavel::OutputReader::Source::answer);
        if (expected.empty() || (expected[0].text != "0" && expected.size() != 3))
            throw std::runtime_error("the stored answer is not '0' or 'winner, row, column'");
        const auto found = first_tokens(output, 4, gavel::OutputReader::Source::output);
        const std::string winner(expected[0].text);
        const bool somebody_wins = winner != "0";

        if (found.empty()) return gavel::wrong_answer("expected the winner " + winner + ", found no output");
        if (found[0].text != winner) return gavel::wrong_answer("expected the winner " + winner + ", found " + quoted(found[0]));
        if (!somebody_wins && found.size() > 1)
            return gavel::wrong_answer("nobody wins, so expected nothing after '0', found " + quoted(found[1]));
        if (somebody_wins) {
            const std::string expected_place = std::string(expected[1].text) + " " + std::string(expected[2].text);
            if (found.size() < 3)
                return gavel::wrong_answer("expected the row and column " + expected_place +
                                           " of the five's leftmost stone, found " +
                                           (found.size() == 2 ? "only " + quoted(found[1]) : "nothing after the winner"));
            const std::string found_place = std::string(found[1].text) + " " + std::string(found[2].text);
            if (found_place != expected_place)  // tokens hold no blanks, so the joined pairs differ when a part does
                return gavel::wrong_answer("expected the five's leftmost stone at row and column " + expected_place +
                                           ", found " + gavel::quote_text(found_place) + " on line " + std::to_string(found[1].line));
            if (found.size() > 3)
                return gavel::wrong_answer("expected nothing after the coordinates, found " + quoted(found[3]));
        }
        // The right words; now the lines: the winner alone on line 1, the coordinates together on line 2.
        if (found[0].line != 1)
            return gavel::presentation_error("expected the winner on line 1, found it on line " + std::to_string(found[0].line));
        if (somebody_wins && (found[1].line != 2 || found[2].line != 2))
            return gavel::presentation_error("expected the row and column together on line 2, found them on lines " +
                                             std::to_string(found[1].line) + " and " + std::to_string(found[2].line));
        return gavel::accepted();
    }

    // Parameters: pattern five|long|four|none|any, direction across|down|down-right|up-right|any,
    // place anywhere|border|corner, flank random|empty|opponent|gap, colour black|white|random,
    // length (of a long line, 0 = 6..9 at random), density (percent of background cells with a stone),
    // decoys (extra fours and long lines, which never win, planted anywhere).
    void generate(gavel::Random& random, const gavel::Params& params, std::ostream& out) override {
        std::string pattern = params.get_choice("pattern", "any", {"five", "long", "four", "none", "any"});
        std::string direction = params.get_choice("direction", "any", {"across", "down", "down-right", "up-right", "any"});
        const std::string place = params.get_choice("place", "anywhere", {"anywhere", "border", "corner"});
        const std::string flank = params.get_choice("flank", "random", {"random", "empty", "opponent", "gap"});
        const std::string colour = params.get_choice("colour", "random", {"black", "white", "random"});
        const auto length = static_cast<int>(params.get_int("length", 0, 0, board_size));
        const auto density = static_cast<std::uint64_t>(params.get_int("density", 30, 0, 100));
        const auto decoys = params.get_int("decoys", 0, 0, 20);
        if (length != 0 && length < 6) throw gavel::InvalidInput("parameter length: expected 0 or 6..19, found " +
                                                                 std::to_string(length));

        if (pattern == "any") pattern = random.pick(std::vector<std::string>{"five", "long", "four", "none"});
        const auto pick_direction = [&](const std::string& name) {
            const auto named = std::find(direction_name.begin(), direction_name.end(), name);
            return static_cast<Direction>(named != direction_name.end() ? named - direction_name.begin() : random.uniform(0, 3));
        };
        const auto pick_stone = [&](const std::string& name) {
            return name == "black" ? black : name == "white" ? white : static_cast<Stone>(random.uniform(1, 2));
        };

        for (int attempt = 0; attempt < 200; ++attempt) {
            Sketch sketch;
            std::optional<Five> planted;
            if (pattern != "none") {
                int line_length = pattern == "four" ? 4 : 5;
                if (pattern == "long") line_length = length != 0 ? length : static_cast<int>(random.uniform(6, 9));
                const LineRequest request{pick_stone(colour), line_length, pick_direction(direction), place, flank};
                const auto start = plant_line(sketch, random, request);
                if (!start) throw gavel::InvalidInput("no line of length " + std::to_string(line_length) + " fits " +
                                                      direction_name[request.direction] + " with place=" + place);
                if (pattern == "five") planted = Five{request.stone, start->first, start->second, request.direction};
            }
            for (std::int64_t i = 0; i < decoys; ++i) {
                const int decoy_length = random.chance(1, 2) ? 4 : static_cast<int>(random.uniform(6, 8));
                const LineRequest decoy{pick_stone("random"), decoy_length, pick_direction("any"), "anywhere", "random"};
                plant_line(sketch, random, decoy);  // a crowded board may have no room left: then it has fewer
            }
            for (int r = 0; r < board_size; ++r)
                for (int c = 0; c < board_size; ++c)
                    if (!sketch.fixed[r][c] && random.chance(density, 100)) sketch.stones[r][c] = pick_stone("random");
            if (remove_stray_fives(sketch, random, planted)) return write_board(sketch.stones, out);
        }
        throw std::runtime_error("could not build a board for these parameters in 200 attempts");
    }

private:
    static std::string describe(const Five& five) {
        return std::string(stone_name(five.stone)) + "'s five " + direction_name[five.direction] + " from row " +
               std::to_string(five.row + 1) + ", column " + std::to_string(five.column + 1);
    }

    static void write_board(const Board& board, std::ostream& out) {
        std::string text;
        for (const auto& row : board)
            for (int column = 0; column < board_size; ++column) text += {char('0' + row[column]), column + 1 < board_size ? ' ' : '\n'};
        out << text;
    }
};

GAVEL_PROBLEM(Omok, "omok", "Omok", "1.0")
