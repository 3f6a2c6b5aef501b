// dice-yutnori (BOJ 17825, 주사위 윷놀이): four pieces, ten dice, the best total score.
//
// The board is 33 cells with a red "next" link each and three blue shortcuts taken only by a move that
// starts on 10, 20 or 30. The reference solver searches the ten turns over the multiset of piece positions
// (pieces are interchangeable, so a move of one of two pieces on the same cell is tried once), memoising
// the best score still to come for each (turn, positions) and settling the last turn without recursion.
#include <gavel/sdk.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <iterator>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace {

// Cell numbering: 0 Start, 1..20 the red cells 2..40, 21..23 blue 13 16 19, 24..25 blue 22 24,
// 26..28 blue 28 27 26, 29 the centre 25, 30 centre 30, 31 centre 35, 32 Arrival. Red 40 (20) is also the
// end of the centre line.
constexpr int start = 0, arrival = 32, cell_count = 33, turns = 10, pieces = 4;

struct Board {
    std::array<int, cell_count> score{};
    std::array<std::array<std::uint8_t, 6>, cell_count> destination{};  // [cell][die 1..5]

    Board() {
        std::array<int, cell_count> red_next{};
        for (int i = 1; i <= 20; ++i) score[i] = 2 * i;
        const int blue_scores[] = {13, 16, 19, 22, 24, 28, 27, 26, 25, 30, 35};
        for (int i = 0; i < 11; ++i) score[21 + i] = blue_scores[i];
        for (int i = 0; i < 20; ++i) red_next[i] = i + 1;
        red_next[20] = arrival;
        red_next[21] = 22, red_next[22] = 23, red_next[23] = 29;
        red_next[24] = 25, red_next[25] = 29;
        red_next[26] = 27, red_next[27] = 28, red_next[28] = 29;
        red_next[29] = 30, red_next[30] = 31, red_next[31] = 20;
        red_next[arrival] = arrival;
        for (int cell = 0; cell < cell_count; ++cell)
            for (int die = 1; die <= 5; ++die) {
                int at = cell;
                for (int step = 0; step < die && at != arrival; ++step) {
                    // Only the first step of a move that starts on 10, 20 or 30 turns onto the blue path.
                    if (step == 0 && at == 5) at = 21;
                    else if (step == 0 && at == 10) at = 24;
                    else if (step == 0 && at == 15) at = 26;
                    else at = red_next[at];
                }
                destination[cell][die] = static_cast<std::uint8_t>(at);
            }
    }
};

const Board board;

// Positions kept sorted, packed one byte each: equal multisets have equal keys.
using Positions = std::array<std::uint8_t, pieces>;

class Search {
public:
    explicit Search(const int (&dice)[turns]) : dice_(dice) {}

    int best_from(int turn, const Positions& at) {
        if (turn == turns - 1) return best_last_move(at);
        const std::uint32_t key = static_cast<std::uint32_t>(turn) << 24 | at[0] << 18 | at[1] << 12 | at[2] << 6 | at[3];
        std::uint32_t slot = (key * 2654435761u) >> (32 - table_bits);
        for (; used_[slot]; slot = (slot + 1) & (table_size - 1))
            if (keys_[slot] == key) return values_[slot];
        int best = -1;
        const int die = dice_[turn];
        for (int i = 0; i < pieces; ++i) {
            if (at[i] == arrival || (i > 0 && at[i] == at[i - 1])) continue;  // finished, or the same move again
            const int to = board.destination[at[i]][die];
            if (to != arrival && occupied(at, i, to)) continue;
            const int rest = best_from(turn + 1, moved(at, i, to));
            if (rest >= 0) best = std::max(best, rest + board.score[to]);
        }
        used_[slot] = true;
        keys_[slot] = key;
        values_[slot] = static_cast<std::int16_t>(best);
        return best;
    }

private:
    // Counted over all 5^10 dice sequences: at most 1013 (turn, positions) states are ever stored, so the
    // table stays under an eighth full and the linear probe always meets an empty slot.
    static constexpr int table_bits = 13, table_size = 1 << table_bits;

    static bool occupied(const Positions& at, int mover, int cell) {
        for (int j = 0; j < pieces; ++j)
            if (j != mover && at[j] == cell) return true;
        return false;
    }

    static Positions moved(Positions at, int mover, int to) {
        at[mover] = static_cast<std::uint8_t>(to);
        // One insertion pass restores the order: only the moved piece is out of place.
        for (int i = mover; i + 1 < pieces && at[i] > at[i + 1]; ++i) std::swap(at[i], at[i + 1]);
        for (int i = mover; i > 0 && at[i] < at[i - 1]; --i) std::swap(at[i], at[i - 1]);
        return at;
    }

    int best_last_move(const Positions& at) const {
        int best = -1;
        for (int i = 0; i < pieces; ++i) {
            if (at[i] == arrival) continue;
            const int to = board.destination[at[i]][dice_[turns - 1]];
            if (to == arrival || !occupied(at, i, to)) best = std::max(best, board.score[to]);
        }
        return best;
    }

    const int (&dice_)[turns];
    bool used_[table_size] = {};
    std::uint32_t keys_[table_size];
    std::int16_t values_[table_size];
};

// Reads the ten dice without a stream: the input is tiny and the search is microseconds. Anything but ten
// dice 1..5 is refused rather than guessed at (the board's table has a column per die value only).
bool parse_dice(const std::string& text, int (&dice)[turns]) {
    int count = 0;
    for (const char c : text) {
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t') continue;
        if (c < '1' || c > '5' || count == turns) return false;
        dice[count++] = c - '0';
    }
    return count == turns;
}

}  // namespace

class DiceYutnori : public gavel::Problem {
public:
    void solve(std::istream& in, std::ostream& out) override {
        const std::string text(std::istreambuf_iterator<char>(in), {});
        int dice[turns];
        if (!parse_dice(text, dice)) throw std::runtime_error("expected ten dice values 1..5");
        Search search(dice);
        out << search.best_from(0, Positions{start, start, start, start}) << '\n';
    }

    void validate(gavel::InputReader& in) override {
        for (int i = 0; i < turns; ++i) {
            if (i > 0) in.read_space();
            in.read_int(1, 5, "dice value " + std::to_string(i + 1));
        }
        in.read_newline();
    }

    // One integer, nothing after it.
    gavel::CheckResult check(std::string_view, std::string_view output, std::string_view answer) override {
        gavel::OutputReader stored(answer, gavel::OutputReader::Source::answer);
        const std::int64_t expected = stored.read_integer("the maximum score");
        stored.expect_end();
        gavel::OutputReader contestant(output);
        const std::int64_t found = contestant.read_integer("the maximum score");
        contestant.expect_end();
        if (found != expected)
            return gavel::wrong_answer("expected " + std::to_string(expected) + ", found " + std::to_string(found));
        return gavel::accepted(std::to_string(found));
    }

    // Parameters (each die is drawn in order, so any sequence can come out):
    //   low, high  the range of a free die (default 1..5); low=4 races pieces to Arrival.
    //   fives      the percentage of dice forced to 5 (default 0). Around 85 most pieces finish early and
    //              the others must share the board (Arrival holds many; a finished piece cannot pass a turn).
    //   route      free (default): every die free. blue: runs of dice (mostly 2..5, so a run stays short)
    //              that carry a piece exactly onto 10, 20 or 30, each followed by one free die that leaves
    //              down the shortcut. centre: the same runs, but the die after the landing always reaches the
    //              shared 25/30/35 (sometimes one free die more), so pieces from different shortcuts meet
    //              on the centre line and on 40. low, high and fives are refused with these routes.
    void generate(gavel::Random& random, const gavel::Params& params, std::ostream& out) override {
        const auto low = params.get_int("low", 1, 1, 5);
        const auto high = params.get_int("high", 5, low, 5);
        const auto fives = params.get_int("fives", 0, 0, 100);
        const std::string route = params.get_string("route", "free");
        if (route != "free" && route != "blue" && route != "centre")
            throw gavel::InvalidInput("parameter route: expected free, blue or centre, found '" + route + "'");
        if (route != "free" && (params.has("low") || params.has("high") || params.has("fives")))
            throw gavel::InvalidInput("parameters low, high and fives apply to route=free only");
        std::vector<int> dice;
        while (route == "free" && dice.size() < turns) {
            const bool five = random.chance(static_cast<std::uint64_t>(fives), 100);
            dice.push_back(five ? 5 : static_cast<int>(random.uniform(low, high)));
        }
        while (dice.size() < turns) append_landing_run(random, route == "centre", dice);
        dice.resize(turns);  // the last run may be cut short: its landing is still an opportunity, not a promise
        for (int i = 0; i < turns; ++i) out << (i ? " " : "") << dice[i];
        out << '\n';
    }

private:
    // Dice that can carry one piece from Start exactly onto 10, 20 or 30, then the die it leaves with.
    static void append_landing_run(gavel::Random& random, bool into_centre, std::vector<int>& dice) {
        const int branch = static_cast<int>(random.uniform(1, 3));  // 10, 20 or 30: 5, 10 or 15 steps
        for (int steps = 5 * branch; steps > 0;) {
            const int part = steps <= 5 && random.chance(1, 2)
                                 ? steps
                                 : static_cast<int>(random.uniform(std::min(2, steps), std::min(5, steps)));
            dice.push_back(part);
            steps -= part;
        }
        if (!into_centre) {
            dice.push_back(static_cast<int>(random.uniform(1, 5)));
            return;
        }
        // 25 is 4 steps down the shortcuts from 10 and 30 and 3 from 20.
        dice.push_back(static_cast<int>(random.uniform(branch == 2 ? 3 : 4, 5)));
        if (random.chance(1, 2)) dice.push_back(static_cast<int>(random.uniform(1, 5)));
    }
};

GAVEL_PROBLEM(DiceYutnori, "dice-yutnori", "Dice Yut-nori", "1.0")
