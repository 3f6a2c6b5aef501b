// omok-hunt: an interactive omok (BOJ 2615's board). The board is hidden; a submission asks what stands on cells,
// at most 150 times, and then says who has won and where the five starts, as omok's output does.
//
// The test's input is an omok board with exactly one five and at most six other stones; solve() answers it as
// omok does (the winner, then the five's leftmost stone), and interact() holds that answer while it replies to
// the submission's questions. 150 is enough for a search that asks only the cells where (row + 2 * column) is a
// multiple of 5 (every five covers exactly one of them, 73 cells in all) and then follows each stone it finds
// along the four lines through it; asking every cell (361) is not.
#include <gavel/sdk.hpp>

#include <array>
#include <istream>
#include <sstream>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace {

constexpr int board_size = 19;
constexpr int question_budget = 150;
constexpr int most_other_stones = 6;

enum Stone : int { empty = 0, black = 1, white = 2 };
using Board = std::array<std::array<int, board_size>, board_size>;

// The four lines a five lies on, each read from its leftmost stone (its topmost in a column): across, down,
// down-right and up-right.
constexpr std::array<int, 4> row_step = {0, 1, 1, -1};
constexpr std::array<int, 4> column_step = {1, 0, 1, 1};

// Where a five starts, 0-based, and whose it is.
struct Five {
    int stone = empty, row = 0, column = 0;
};

bool on_board(int row, int column) { return row >= 0 && row < board_size && column >= 0 && column < board_size; }

int stone_at(const Board& board, int row, int column) { return on_board(row, column) ? board[row][column] : empty; }

// Every run of exactly five stones of one colour: its first stone has none of its colour before it, and the
// cell after its fifth is not its colour either.
std::vector<Five> all_fives(const Board& board) {
    std::vector<Five> fives;
    for (int row = 0; row < board_size; ++row)
        for (int column = 0; column < board_size; ++column) {
            const int stone = board[row][column];
            if (stone == empty) continue;
            for (int d = 0; d < 4; ++d) {
                const auto at = [&](int k) { return stone_at(board, row + k * row_step[d], column + k * column_step[d]); };
                if (at(-1) == stone || at(5) == stone) continue;
                bool five = true;
                for (int k = 1; k < 5 && five; ++k) five = at(k) == stone;
                if (five) fives.push_back({stone, row, column});
            }
        }
    return fives;
}

// The validator has read every board the judge hands to solve() and interact(), so they read it plainly.
Board read_board(std::istream& in) {
    Board board{};
    for (auto& row : board)
        for (int& cell : row) in >> cell;
    return board;
}

int stone_count(const Board& board) {
    int count = 0;
    for (const auto& row : board)
        for (const int cell : row) count += cell != empty;
    return count;
}

class OmokHunt final : public gavel::Problem {
public:
    // The answer: the winner on one line, the five's leftmost stone (1-based row and column) on the next.
    void solve(std::istream& in, std::ostream& out) override {
        const std::vector<Five> fives = all_fives(read_board(in));
        if (fives.size() != 1) throw std::runtime_error("expected a board with exactly one five");
        out << fives[0].stone << '\n' << fives[0].row + 1 << ' ' << fives[0].column + 1 << '\n';
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
        const std::size_t fives = all_fives(board).size();
        if (fives != 1)
            throw gavel::InvalidInput("the board has " + std::to_string(fives) + " fives; the statement promises exactly one");
        if (const int others = stone_count(board) - 5; others > most_other_stones)
            throw gavel::InvalidInput("the board has " + std::to_string(others) + " stones besides the five; the statement allows at most " +
                                      std::to_string(most_other_stones));
    }

    // Questions "? row column", each answered with the cell's 0, 1 or 2; then "! winner row column", after which
    // the submission must end.
    gavel::CheckResult interact(std::string_view input, std::string_view answer, gavel::Channel& submission) override {
        std::string board_text(input);
        std::istringstream board_in(board_text);
        const Board board = read_board(board_in);
        gavel::OutputReader expected(answer, gavel::OutputReader::Source::answer);
        const std::int64_t winner = expected.read_integer("the winner", 1, 2);
        const std::int64_t row = expected.read_integer("the five's row", 1, board_size);
        const std::int64_t column = expected.read_integer("the five's column", 1, board_size);

        for (int asked = 0;;) {
            const std::string request = submission.read_word("a question '?' or the answer '!'");
            if (request == "?") {
                if (++asked > question_budget)
                    return gavel::wrong_answer("line " + std::to_string(submission.line()) + ": question " + std::to_string(asked) +
                                               ", but at most " + std::to_string(question_budget) + " are allowed");
                const std::int64_t r = submission.read_integer("a row", 1, board_size);
                const std::int64_t c = submission.read_integer("a column", 1, board_size);
                submission << board[r - 1][c - 1] << '\n';
                continue;
            }
            if (request != "!")
                return gavel::wrong_answer("line " + std::to_string(submission.line()) + ": expected '?' or '!', found " +
                                           gavel::quote_text(request));
            const std::int64_t said_winner = submission.read_integer("the winner", 1, 2);
            const std::int64_t said_row = submission.read_integer("the five's row", 1, board_size);
            const std::int64_t said_column = submission.read_integer("the five's column", 1, board_size);
            submission.expect_end();
            const std::string said = std::to_string(said_winner) + " at " + std::to_string(said_row) + " " + std::to_string(said_column);
            const std::string truth = std::to_string(winner) + " at " + std::to_string(row) + " " + std::to_string(column);
            if (said != truth) return gavel::wrong_answer("expected the winner and the five's leftmost stone " + truth + ", found " + said);
            return gavel::accepted(std::to_string(asked) + " questions");
        }
    }

    // Parameters: decoys (stones besides the five, 0..6; -1 = 0..6 at random), direction across|down|down-right|
    // up-right|any, colour black|white|random, near (the decoys within two cells of the five: yes|no).
    void generate(gavel::Random& random, const gavel::Params& params, std::ostream& out) override {
        const auto decoys = params.get_int("decoys", -1, -1, most_other_stones);
        const std::string direction = params.get_choice("direction", "any", {"across", "down", "down-right", "up-right", "any"});
        const std::string colour = params.get_choice("colour", "random", {"black", "white", "random"});
        const bool near = params.get_choice("near", "no", {"yes", "no"}) == "yes";
        const std::array<std::string_view, 4> directions = {"across", "down", "down-right", "up-right"};
        for (int attempt = 0; attempt < 10000; ++attempt) {
            Board board{};
            int d = static_cast<int>(random.uniform(0, 3));
            for (int i = 0; i < 4; ++i)
                if (directions[i] == direction) d = i;
            const int stone = colour == "black" ? black : colour == "white" ? white : static_cast<int>(random.uniform(1, 2));
            // A start from which all five stones fit on the board.
            const int row = static_cast<int>(random.uniform(row_step[d] < 0 ? 4 : 0, board_size - 1 - (row_step[d] > 0 ? 4 : 0)));
            const int column = static_cast<int>(random.uniform(0, board_size - 1 - 4 * column_step[d]));
            for (int k = 0; k < 5; ++k) board[row + k * row_step[d]][column + k * column_step[d]] = stone;
            const int count = decoys >= 0 ? static_cast<int>(decoys) : static_cast<int>(random.uniform(0, most_other_stones));
            for (int placed = 0; placed < count;) {
                const int k = static_cast<int>(random.uniform(0, 4));
                const int r = near ? row + k * row_step[d] + static_cast<int>(random.uniform(-2, 2)) : static_cast<int>(random.uniform(0, board_size - 1));
                const int c = near ? column + k * column_step[d] + static_cast<int>(random.uniform(-2, 2)) : static_cast<int>(random.uniform(0, board_size - 1));
                if (!on_board(r, c) || board[r][c] != empty) continue;
                board[r][c] = static_cast<int>(random.uniform(1, 2));
                ++placed;
            }
            if (all_fives(board).size() != 1) continue;  // a decoy made the five a six, or made a second five
            for (const auto& cells : board)
                for (int c = 0; c < board_size; ++c) out << cells[c] << (c + 1 < board_size ? ' ' : '\n');
            return;
        }
        throw std::runtime_error("no board with exactly one five after 10000 attempts");
    }
};

}  // namespace

GAVEL_PROBLEM(OmokHunt, "omok-hunt", "Omok Hunt", "1.0")
