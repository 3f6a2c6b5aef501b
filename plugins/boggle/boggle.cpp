// boggle (algospot BOGGLE, 보글 게임): can each word be traced on a 5x5 board, moving to one of the eight
// neighbours at every step (cells may be revisited, but never used twice in a row)?
//
// The reference keeps the set of cells where the word's prefix can end as a bit mask. One step spreads the
// set to every neighbour with a few shifts (a shift never maps a cell to itself, which is exactly the "no
// staying" rule) and keeps the cells holding the next letter: ten steps of a few instructions per word.
#include <gavel/sdk.hpp>

#include <array>
#include <cctype>
#include <cstdint>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

namespace {

constexpr int side = 5, max_cases = 50, max_words = 10, max_word_length = 10;

// Cells are bits row * stride + column with stride 6: the sixth column of each row is always empty, so a shift
// that falls off one side of the board lands on an empty bit instead of the next row, and the spread below
// needs no masks. 64 bits: shifts from the last row reach past bit 31.
constexpr int stride = side + 1;
using Cells = std::uint64_t;
constexpr Cells bit(int row, int column) { return Cells{1} << (row * stride + column); }

// Every cell next to some cell of `cells`, not counting a cell as its own neighbour. `beside` holds the cells
// left and right of a cell of `cells`; the rows above and below take `beside` and `cells` themselves, which are
// the three cells over or under each cell. Bits off the board are dropped by the caller's letter mask.
constexpr Cells spread(Cells cells) {
    const Cells beside = cells << 1 | cells >> 1;
    const Cells row_of_three = beside | cells;
    return beside | row_of_three << stride | row_of_three >> stride;
}

struct Board {
    // The cells holding each letter, indexed by the character itself: no arithmetic on the search's path, and
    // any byte a malformed input holds is just a letter no cell has.
    std::array<Cells, 256> cells_of{};

    Cells& cells(char letter) { return cells_of[static_cast<unsigned char>(letter)]; }
};

// The whole input in one block copy where the stream has it in memory (gavel's does), byte runs otherwise.
std::string read_all(std::istream& in) {
    std::string text;
    std::streambuf* buffer = in.rdbuf();
    for (std::streamsize available; (available = buffer->in_avail()) > 0;) {
        const std::size_t size = text.size();
        text.resize(size + static_cast<std::size_t>(available));
        text.resize(size + static_cast<std::size_t>(buffer->sgetn(text.data() + size, available)));
    }
    text.append(std::istreambuf_iterator<char>(in), {});
    return text;
}

// Whitespace-separated tokens of a validated input, without copies.
class TokenCursor {
public:
    explicit TokenCursor(std::string_view text) : text_(text) {}
    std::string_view next() {
        return next_while([](char) {});
    }
    /// The next token, calling `each(letter)` on its characters as they are read.
    template <class Each>
    std::string_view next_while(Each&& each) {
        while (at_ < text_.size() && static_cast<unsigned char>(text_[at_]) <= ' ') ++at_;
        const std::size_t start = at_;
        for (; at_ < text_.size() && static_cast<unsigned char>(text_[at_]) > ' '; ++at_) each(text_[at_]);
        return text_.substr(start, at_ - start);
    }
    int number() {
        int value = 0;
        for (const char c : next()) value = value * 10 + (c - '0');
        return value;
    }

private:
    std::string_view text_;
    std::size_t at_ = 0;
};

bool is_upper_word(const std::string& text) {
    for (const char c : text)
        if (c < 'A' || c > 'Z') return false;
    return true;
}

std::vector<std::string> lines_of(std::string_view text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string line(text.substr(start, end - start));
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(line);
        start = end + 1;
    }
    while (!lines.empty() && lines.back().find_first_not_of(" \t") == std::string::npos) lines.pop_back();
    return lines;
}

std::vector<std::string> words_of(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string word; in >> word && words.size() < 4;) words.push_back(word);
    return words;
}

std::string upper(std::string text) {
    for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return text;
}

std::string shown(const std::string& text) { return "'" + (text.size() > 20 ? text.substr(0, 20) + "..." : text) + "'"; }

// A letter drawn from `alphabet`.
char letter(gavel::Random& random, const std::string& alphabet) { return random.pick(alphabet); }

}  // namespace

class Boggle : public gavel::Problem {
public:
    void solve(std::istream& in, std::ostream& out) override {
        // Hand-parsed from one string: with a bit-parallel search, stream extraction would be most of the time.
        const std::string text = read_all(in);
        TokenCursor tokens(text);
        const int cases = tokens.number();
        std::string output;
        output.reserve(text.size());  // an answer line is its word plus at most 4 characters
        Board board;  // one for every case: clearing only the letters a board used is cheaper than a new one
        for (int c = 0; c < cases; ++c) {
            std::string_view rows[side];
            for (int row = 0; row < side; ++row) {
                rows[row] = tokens.next();
                for (int column = 0; column < side && column < static_cast<int>(rows[row].size()); ++column)
                    board.cells(rows[row][column]) |= bit(row, column);
            }
            const int words = tokens.number();
            for (int w = 0; w < words; ++w) {
                // The search runs as the word is read: one pass over its letters instead of two. It starts from
                // every bit, whose spread is every bit, so the first letter keeps all of its own cells.
                Cells ends = ~Cells{0};
                const std::string_view word = tokens.next_while([&](char letter) { ends = spread(ends) & board.cells(letter); });
                if (word.empty()) break;
                const bool found = ends != 0;
                output.append(word).append(found ? " YES\n" : " NO\n", found ? 5 : 4);
            }
            for (const std::string_view row : rows)
                for (const char letter : row) board.cells(letter) = 0;
        }
        out << output;
    }

    void validate(gavel::InputReader& in) override {
        const auto cases = in.read_int(1, max_cases, "the number of test cases C");
        in.read_newline();
        for (int c = 0; c < cases; ++c) {
            for (int row = 0; row < side; ++row) {
                const std::size_t line = in.line();
                const std::string letters = in.read_token("a board row");
                if (letters.size() != side || !is_upper_word(letters))
                    throw gavel::InvalidInput("line " + std::to_string(line) + ": expected a board row of 5 uppercase letters, found " + shown(letters));
                in.read_newline();
            }
            const auto words = in.read_int(1, max_words, "the number of words N");
            in.read_newline();
            for (int w = 0; w < words; ++w) {
                const std::size_t line = in.line();
                if (in.at_eof()) in.fail("expected a word (1 to 10 uppercase letters), found end of input");
                const std::string word = in.read_token("a word (1 to 10 uppercase letters)");
                if (word.size() > max_word_length || !is_upper_word(word))
                    throw gavel::InvalidInput("line " + std::to_string(line) + ": expected a word of 1 to 10 uppercase letters, found " + shown(word));
                in.read_newline();
            }
        }
    }

    // Each line must be the word, one space, YES or NO, in the input's order. The right words and answers
    // with other letter case or other spacing are PE: the content was right, the format was not.
    gavel::CheckResult check(std::string_view, std::string_view output, std::string_view answer) override {
        const std::vector<std::string> expected = lines_of(answer), found = lines_of(output);
        bool layout_differs = false;
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const std::string where = "line " + std::to_string(i + 1) + ": ";
            if (i >= found.size())
                return gavel::wrong_answer(where + "expected " + shown(expected[i]) + ", found the end of the output");
            if (found[i] == expected[i]) continue;
            const std::vector<std::string> want = words_of(expected[i]), got = words_of(found[i]);
            if (got.size() != 2) return gavel::wrong_answer(where + "expected " + shown(expected[i]) + ", found " + shown(found[i]));
            if (upper(got[0]) != want[0])
                return gavel::wrong_answer(where + "expected the word " + shown(want[0]) + ", found " + shown(got[0]));
            if (upper(got[1]) != want[1])
                return gavel::wrong_answer(where + want[0] + ": expected " + want[1] + ", found " + shown(got[1]));
            layout_differs = true;
        }
        if (found.size() > expected.size())
            return gavel::wrong_answer("line " + std::to_string(expected.size() + 1) + ": expected the end of the output, found " +
                                       shown(found[expected.size()]));
        if (layout_differs) return gavel::presentation_error("the answers are right, but not written as 'WORD YES' / 'WORD NO'");
        return gavel::accepted(std::to_string(expected.size()) + " words");
    }

    // Parameters: cases (1..50, default 1) and words (1..10, default 10) per case; alphabet (letters the board
    // and the words draw from, default A-Z); min_length and max_length of words (1..10, default 1 and 10);
    // planted: percent of words traced along a real walk on the board, revisits included (default 50);
    // doubles: percent of words made of one letter repeated, the "no staying" trap (default 0); tail: a letter
    // that ends every word not planted, e.g. alphabet=A tail=B for the boards where plain recursion explodes.
    void generate(gavel::Random& random, const gavel::Params& params, std::ostream& out) override {
        const auto cases = params.get_int("cases", 1, 1, max_cases);
        const auto words = params.get_int("words", max_words, 1, max_words);
        const std::string alphabet = params.get_string("alphabet", "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
        const auto min_length = params.get_int("min_length", 1, 1, max_word_length);
        const auto max_length = params.get_int("max_length", max_word_length, min_length, max_word_length);
        const auto planted = params.get_int("planted", 50, 0, 100);
        const auto doubles = params.get_int("doubles", 0, 0, 100);
        const std::string tail = params.get_string("tail", "");
        if (alphabet.empty() || !is_upper_word(alphabet)) throw gavel::InvalidInput("parameter alphabet: expected uppercase letters");
        if (tail.size() > 1 || !is_upper_word(tail)) throw gavel::InvalidInput("parameter tail: expected one uppercase letter");
        out << cases << '\n';
        for (int c = 0; c < cases; ++c) {
            std::string cells(side * side, 'A');
            for (char& cell : cells) cell = letter(random, alphabet);
            for (int row = 0; row < side; ++row) out << cells.substr(row * side, side) << '\n';
            out << words << '\n';
            for (int w = 0; w < words; ++w) {
                const auto length = static_cast<std::size_t>(random.uniform(min_length, max_length));
                std::string word;
                if (random.chance(static_cast<std::uint64_t>(planted), 100)) {
                    // A walk: each step to a random neighbour, never staying, revisiting allowed.
                    int at = static_cast<int>(random.uniform(0, side * side - 1));
                    word += cells[at];
                    while (word.size() < length) {
                        std::vector<int> next;
                        for (int to = 0; to < side * side; ++to)
                            if (spread(bit(at / side, at % side)) & bit(to / side, to % side)) next.push_back(to);
                        at = random.pick(next);
                        word += cells[at];
                    }
                } else if (random.chance(static_cast<std::uint64_t>(doubles), 100)) {
                    word.assign(std::max<std::size_t>(length, 2), letter(random, alphabet));
                } else {
                    for (std::size_t i = 0; i < length; ++i) word += letter(random, alphabet);
                    if (!tail.empty()) word.back() = tail[0];
                }
                out << word << '\n';
            }
        }
    }
};

GAVEL_PROBLEM(Boggle, "boggle", "Boggle", "1.0")
