// boggle: the reference solver (bit sets of cells) against the seed's approach (the "max combo" table, one
// full pass over the board per letter), on the same input texts in the same process. Both parse the text by
// hand; the reference also pays for the plugin call (streams, copies), the seed approach does not. Prints the
// median time per word of each and their ratio. A third solver, bit sets stepped through a table of each cell's
// neighbours, shows what the reference's shifts buy.
#include <benchmark/benchmark.h>
#include <gavel/sdk.hpp>
#include <gavel/testing.hpp>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "status/bench_status.hpp"

extern "C" const gavel_problem* gavel_get_problem(void);

namespace {

constexpr int words_per_file = 50 * 10;

std::vector<std::string> inputs() {
    std::vector<std::string> texts;
    for (std::uint64_t seed = 1; seed <= 16; ++seed) {
        const char* alphabet = seed % 4 == 0 ? "AB" : seed % 4 == 1 ? "ABCDE" : "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        texts.push_back(gavel::testing::generate(*gavel_get_problem(), gavel::Random::derive(7, seed),
                                                 {{"cases", "50"}, {"alphabet", alphabet}}).output);
    }
    return texts;
}

std::string reference(const std::string& input) { return gavel::testing::solve(*gavel_get_problem(), input).output; }

// The one reader both benchmark-side solvers parse with, so that they differ only in their search.
class Tokens {
public:
    explicit Tokens(std::string_view text) : text_(text) {}
    std::string_view next() {
        while (at_ < text_.size() && text_[at_] <= ' ') ++at_;
        const std::size_t start = at_;
        while (at_ < text_.size() && text_[at_] > ' ') ++at_;
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

// The seed's approach, written here: the "max combo" table, one full 5x5 pass per letter of the word.
namespace seed {

char board[5][5];

int best_neighbour(const int (&table)[5][5], int y, int x) {
    int best = 0;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const int ny = y + dy, nx = x + dx;
            if ((dy || dx) && ny >= 0 && ny < 5 && nx >= 0 && nx < 5) best = std::max(best, table[ny][nx]);
        }
    return best;
}

bool on_board(std::string_view word) {
    const int length = static_cast<int>(word.size());
    int table[5][5] = {};
    for (int n = 0; n < length; ++n) {
        int next[5][5];
        std::memcpy(next, table, sizeof next);
        for (int y = 0; y < 5; ++y)
            for (int x = 0; x < 5; ++x)
                if (board[y][x] == word[n]) next[y][x] = std::min(best_neighbour(table, y, x) + 1, n + 1);
        std::memcpy(table, next, sizeof table);
    }
    for (const auto& row : table)
        for (const int score : row)
            if (score >= length) return true;
    return false;
}

std::string solve(const std::string& text) {
    Tokens tokens(text);
    std::string output;
    for (int cases = tokens.number(); cases > 0; --cases) {
        for (auto& row : board) std::memcpy(row, tokens.next().data(), 5);
        for (int words = tokens.number(); words > 0; --words) {
            const std::string_view word = tokens.next();
            output.append(word);
            output += on_board(word) ? " YES\n" : " NO\n";
        }
    }
    return output;
}

}  // namespace seed

// The bit-set search with a table of each cell's neighbours: the next set is the union of the neighbour masks of
// the cells in the current one, one table lookup per cell in the set. The same sets as the reference's shifts;
// measured here to show why the reference shifts instead (a set of many cells, on a board of few letters, costs
// one lookup per cell, the shifts nine instructions whatever the set).
namespace neighbour_table {

using Cells = std::uint32_t;  // bit row * 5 + column

struct Neighbours {
    Cells of[25] = {};
    constexpr Neighbours() {
        for (int cell = 0; cell < 25; ++cell)
            for (int other = 0; other < 25; ++other) {
                const int dy = cell / 5 - other / 5, dx = cell % 5 - other % 5;
                if (other != cell && dy >= -1 && dy <= 1 && dx >= -1 && dx <= 1) of[cell] |= Cells{1} << other;
            }
    }
};
constexpr Neighbours neighbours;

std::string solve(const std::string& text) {
    Tokens tokens(text);
    std::string output;
    for (int cases = tokens.number(); cases > 0; --cases) {
        Cells cells_of[26] = {};
        for (int row = 0; row < 5; ++row) {
            const std::string_view letters = tokens.next();
            for (int column = 0; column < 5; ++column) cells_of[letters[column] - 'A'] |= Cells{1} << (row * 5 + column);
        }
        for (int words = tokens.number(); words > 0; --words) {
            const std::string_view word = tokens.next();
            Cells ends = cells_of[word[0] - 'A'];
            for (std::size_t i = 1; i < word.size() && ends != 0; ++i) {
                Cells next = 0;
                for (Cells rest = ends; rest != 0; rest &= rest - 1) next |= neighbours.of[std::countr_zero(rest)];
                ends = next & cells_of[word[i] - 'A'];
            }
            output.append(word);
            output += ends != 0 ? " YES\n" : " NO\n";
        }
    }
    return output;
}

}  // namespace neighbour_table

const std::vector<std::string> texts = inputs();

void BM_Reference(benchmark::State& state) {
    std::size_t i = 0;
    for (auto _ : state) benchmark::DoNotOptimize(reference(texts[i++ % texts.size()]));
    state.SetItemsProcessed(state.iterations() * words_per_file);
}
BENCHMARK(BM_Reference);

void BM_SeedApproach(benchmark::State& state) {
    std::size_t i = 0;
    for (auto _ : state) benchmark::DoNotOptimize(seed::solve(texts[i++ % texts.size()]));
    state.SetItemsProcessed(state.iterations() * words_per_file);
}
BENCHMARK(BM_SeedApproach);

void BM_NeighbourTable(benchmark::State& state) {
    std::size_t i = 0;
    for (auto _ : state) benchmark::DoNotOptimize(neighbour_table::solve(texts[i++ % texts.size()]));
    state.SetItemsProcessed(state.iterations() * words_per_file);
}
BENCHMARK(BM_NeighbourTable);

template <class Solve>
double median_ns_per_word(Solve solve, int passes) {
    std::vector<double> times;
    for (int pass = 0; pass < passes; ++pass) {
        const auto started = std::chrono::steady_clock::now();
        for (int r = 0; r < 20; ++r)
            for (const auto& text : texts) benchmark::DoNotOptimize(solve(text));
        times.push_back(std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - started).count() /
                        (20.0 * static_cast<double>(texts.size()) * words_per_file));
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    for (const auto& text : texts)
        if (reference(text) != seed::solve(text) || reference(text) != neighbour_table::solve(text)) {
            std::fprintf(stderr, "the two solvers disagree\n");
            return 1;
        }
    benchmark::Initialize(&argc, argv);
    gavel::bench::FailureRecordingReporter reporter;
    const std::size_t matched = gavel::bench::run_specified(reporter);
    const double ours = median_ns_per_word(reference, 9), theirs = median_ns_per_word(seed::solve, 9),
                 table = median_ns_per_word(neighbour_table::solve, 9);
    std::printf("boggle: reference %.0f ns, seed approach %.0f ns, neighbour table %.0f ns per word (medians)\n", ours,
                theirs, table);
    std::printf("ratio seed/reference: %.1fx; ratio seed/neighbour-table: %.1fx\n", theirs / ours, theirs / table);
    return gavel::bench::exit_status(reporter, matched);
}
