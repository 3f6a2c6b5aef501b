// boggle (algospot BOGGLE, 보글 게임): can each word be traced on a 5x5 board, moving to one of the eight
// neighbours at every step (cells may be revisited, but never used twice in a row)?
//
// The reference keeps the set of cells where the word's prefix can end as a bit mask. One step spreads the
// set to every neighbour with a few shifts (a shift never maps a cell to itself, which is exactly the "no
// staying" rule) and keeps the cells holding the next letter: ten steps of a few instructions per word.
#include <gavel/sdk.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
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
// Shifts act on every bit at once, so this is the union over the cells c of the set of c's neighbours (never c
// itself) that a table of per-cell neighbour masks would give, without a loop over the set's bits: on boards
// of few letters the sets are large, and that table loop measured 3-4x slower than this (bench_boggle prints
// both). Nine instructions; eight independent shifts ORed as a tree are shallower but measured slower, since a
// step is bound by instruction count rather than by its depth.
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

bool is_upper_word(std::string_view text) {
    for (const char c : text)
        if (c < 'A' || c > 'Z') return false;
    return true;
}

bool same_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::toupper(static_cast<unsigned char>(a[i])) != std::toupper(static_cast<unsigned char>(b[i]))) return false;
    return true;
}

// The lines of a text without what the judge ignores: whitespace at the end of a line, blank lines at the end.
std::vector<std::string_view> lines_of(std::string_view text) {
    std::vector<std::string_view> lines;
    for (std::size_t start = 0; start < text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.remove_suffix(1);
        lines.push_back(line);
        start = end + 1;
    }
    while (!lines.empty() && lines.back().empty()) lines.pop_back();
    return lines;
}

// A letter drawn from `alphabet`.
char letter(gavel::Random& random, const std::string& alphabet) { return random.pick(alphabet); }

}  // namespace

class Boggle : public gavel::Problem {
public:
    void solve(std::istream& in, std::ostream& out) override {
        // Hand-parsed from one string: with a bit-parallel search, stream extraction would be most of the time.
        // The text gets `slack` bytes of padding so a word's bytes can be copied out in one fixed-size move.
        constexpr std::size_t slack = 16;
        std::string text = read_all(in);
        text.append(slack, '\n');
        TokenCursor tokens(text);
        const int cases = tokens.number();
        // An answer line is at most three times its input line ("A\n" gives "A YES\n"); the board lines give
        // none, so this is room for all of it plus one fixed-size move past the end.
        std::string output(3 * text.size() + slack, '\0');
        char* written = output.data();
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
                if (word.empty() || word.size() > max_word_length) break;
                // Fixed-size moves, not calls that take a length, and the answer picked by index, not by a branch
                // that would wait for the search: together a fifth of the time per word.
                static constexpr char answers[2][8] = {" NO\n", " YES\n"};
                const std::size_t found = ends != 0;
                std::memcpy(written, word.data(), slack);
                written += word.size();
                std::memcpy(written, answers[found], sizeof answers[found]);
                written += 4 + found;
            }
            for (const std::string_view row : rows)
                for (const char letter : row) board.cells(letter) = 0;
        }
        out.write(output.data(), written - output.data());
    }

    void validate(gavel::InputReader& in) override {
        const auto cases = in.read_int(1, max_cases, "the number of test cases C");
        in.read_newline();
        for (int c = 0; c < cases; ++c) {
            for (int row = 0; row < side; ++row) {
                const std::size_t line = in.line();
                const std::string letters = in.read_token("a board row");
                if (letters.size() != side || !is_upper_word(letters))
                    throw gavel::InvalidInput("line " + std::to_string(line) + ": expected a board row of 5 uppercase letters, found " + gavel::quote_text(letters));
                in.read_newline();
            }
            const auto words = in.read_int(1, max_words, "the number of words N");
            in.read_newline();
            for (int w = 0; w < words; ++w) {
                const std::size_t line = in.line();
                if (in.at_eof()) in.fail("expected a word (1 to 10 uppercase letters), found end of input");
                const std::string word = in.read_token("a word (1 to 10 uppercase letters)");
                if (word.size() > max_word_length || !is_upper_word(word))
                    throw gavel::InvalidInput("line " + std::to_string(line) + ": expected a word of 1 to 10 uppercase letters, found " + gavel::quote_text(word));
                in.read_newline();
            }
        }
    }

    // Each line must be the word, one space, YES or NO, in the input's order (the answer holds the words).
    // Whitespace at the end of a line or of the output is ignored. When every word and every YES/NO is right
    // but the letter case or the whitespace between them is not, the verdict is PE: the search was right.
    gavel::CheckResult check(std::string_view, std::string_view output, std::string_view answer) override {
        const std::vector<std::string_view> expected = lines_of(answer), found = lines_of(output);
        std::size_t first_difference = 0;
        while (first_difference < expected.size() && first_difference < found.size() &&
               expected[first_difference] == found[first_difference])
            ++first_difference;
        if (first_difference == expected.size() && found.size() == expected.size())
            return gavel::accepted(std::to_string(expected.size()) + " words");

        // Not the exact text: compare word by word, ignoring layout and case, to tell WA from PE.
        gavel::OutputReader wanted(answer, gavel::OutputReader::Source::answer), got(output);
        while (const std::optional<gavel::Token> expected_word = wanted.next()) {
            const std::string word(expected_word->text), verdict(wanted.read_word("YES or NO after " + word).text);
            const std::optional<gavel::Token> found_word = got.next();
            const std::string where = "line " + std::to_string(got.line()) + ": ";
            if (!found_word)
                return gavel::wrong_answer(where + "expected '" + word + " " + verdict + "', found the end of the output");
            if (!same_ignoring_case(found_word->text, word))
                return gavel::wrong_answer(where + "expected the word '" + word + "', found " + gavel::quote_text(found_word->text));
            const std::optional<gavel::Token> found_verdict = got.next();
            if (!found_verdict)
                return gavel::wrong_answer(where + word + ": expected " + verdict + ", found the end of the output");
            if (!same_ignoring_case(found_verdict->text, verdict))
                return gavel::wrong_answer("line " + std::to_string(found_verdict->line) + ": " + word + ": expected " +
                                           verdict + ", found " + gavel::quote_text(found_verdict->text));
        }
        if (const std::optional<gavel::Token> extra = got.next())
            return gavel::wrong_answer("line " + std::to_string(extra->line) + ": expected the end of the output, found " +
                                       gavel::quote_text(extra->text));
        const std::string_view first_found = first_difference < found.size() ? found[first_difference] : std::string_view{};
        return gavel::presentation_error("line " + std::to_string(first_difference + 1) + ": the answers are right, but expected '" +
                                         std::string(first_difference < expected.size() ? expected[first_difference] : "") +
                                         "', found " + gavel::quote_text(first_found) + " (write 'WORD YES' / 'WORD NO', one per line)");
    }

    // Parameters: cases (1..50, default 1) and words (1..10, default 10) per case; alphabet (letters the board
    // and the words draw from, default A-Z); min_length and max_length of words (1..10, default 1 and 10);
    // planted: percent of words traced along a real walk on the board, revisits included (default 50);
    // bounce: percent of a planted walk's steps that go straight back to the cell before, so the word needs a
    // revisit (default 0); doubles: percent of the other words made of one letter repeated, the "no staying"
    // trap (default 0); trap: a letter the board holds only on cells that touch no other cell of it, and of which
    // the doubled words are made, so they are all NO; tail: a letter that ends every word neither planted nor
    // doubled, e.g. alphabet=A tail=B for the boards where plain recursion explodes.
    void generate(gavel::Random& random, const gavel::Params& params, std::ostream& out) override {
        const auto cases = params.get_int("cases", 1, 1, max_cases);
        const auto words = params.get_int("words", max_words, 1, max_words);
        const std::string alphabet = params.get_string("alphabet", "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
        const auto min_length = params.get_int("min_length", 1, 1, max_word_length);
        const auto max_length = params.get_int("max_length", max_word_length, min_length, max_word_length);
        const auto planted = params.get_int("planted", 50, 0, 100);
        const auto bounce = params.get_int("bounce", 0, 0, 100);
        const auto doubles = params.get_int("doubles", 0, 0, 100);
        const std::string trap = params.get_string("trap", "");
        const std::string tail = params.get_string("tail", "");
        if (alphabet.empty() || !is_upper_word(alphabet)) throw gavel::InvalidInput("parameter alphabet: expected uppercase letters");
        if (tail.size() > 1 || !is_upper_word(tail)) throw gavel::InvalidInput("parameter tail: expected one uppercase letter");
        if (trap.size() > 1 || !is_upper_word(trap)) throw gavel::InvalidInput("parameter trap: expected one uppercase letter");
        std::string fillers = alphabet;  // what a cell holds instead of a trap letter that would touch another
        if (!trap.empty()) std::erase(fillers, trap[0]);
        if (fillers.empty()) throw gavel::InvalidInput("parameter trap: the alphabet needs a letter other than the trap");
        out << cases << '\n';
        for (int c = 0; c < cases; ++c) {
            std::string cells(side * side, 'A');
            for (char& cell : cells) cell = letter(random, alphabet);
            if (!trap.empty()) isolate(random, cells, trap[0], fillers);
            for (int row = 0; row < side; ++row) out << cells.substr(row * side, side) << '\n';
            out << words << '\n';
            for (int w = 0; w < words; ++w) {
                const auto length = static_cast<std::size_t>(random.uniform(min_length, max_length));
                std::string word;
                if (random.chance(static_cast<std::uint64_t>(planted), 100)) {
                    // A walk: each step to a random neighbour (or, with `bounce`, back where it came from), never
                    // staying, revisiting allowed.
                    int at = static_cast<int>(random.uniform(0, side * side - 1)), before = -1;
                    word += cells[at];
                    while (word.size() < length) {
                        int to = before;
                        if (before < 0 || bounce == 0 || !random.chance(static_cast<std::uint64_t>(bounce), 100))
                            to = random.pick(neighbours_of(at));
                        before = at;
                        at = to;
                        word += cells[at];
                    }
                } else if (random.chance(static_cast<std::uint64_t>(doubles), 100)) {
                    word.assign(std::max<std::size_t>(length, 2), trap.empty() ? letter(random, alphabet) : trap[0]);
                } else {
                    for (std::size_t i = 0; i < length; ++i) word += letter(random, alphabet);
                    if (!tail.empty()) word.back() = tail[0];
                }
                out << word << '\n';
            }
        }
    }

private:
    static int row_of(int cell) { return cell / side; }
    static int column_of(int cell) { return cell % side; }
    static bool touching(int a, int b) {
        return (spread(bit(row_of(a), column_of(a))) & bit(row_of(b), column_of(b))) != 0;
    }
    static std::vector<int> neighbours_of(int cell) {
        std::vector<int> next;
        for (int to = 0; to < side * side; ++to)
            if (touching(cell, to)) next.push_back(to);
        return next;
    }

    // Leaves `trap` only on cells that touch no other cell of it, and puts it on up to four more such cells, so
    // a word of two trap letters is never on the board although the letter is.
    static void isolate(gavel::Random& random, std::string& cells, char trap, const std::string& fillers) {
        auto touches_trap = [&](int cell) {
            for (const int next : neighbours_of(cell))
                if (cells[next] == trap) return true;
            return false;
        };
        for (int cell = 0; cell < side * side; ++cell)
            if (cells[cell] == trap && touches_trap(cell)) cells[cell] = letter(random, fillers);
        for (auto tries = random.uniform(1, 4); tries > 0; --tries) {
            const auto cell = static_cast<int>(random.uniform(0, side * side - 1));
            if (!touches_trap(cell)) cells[cell] = trap;
        }
    }
};

GAVEL_PROBLEM(Boggle, "boggle", "Boggle", "1.0")
