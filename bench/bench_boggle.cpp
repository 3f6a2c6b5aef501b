// boggle: the reference solver (bit sets of cells) against the seed's approach (the "max combo" table, one
// full pass over the board per letter), on the same input texts in the same process. Both parse the text by
// hand; the reference also pays for the plugin call (streams, copies), the seed approach does not. Prints the
// median time per word of each and their ratio.
#include <benchmark/benchmark.h>
#include <gavel/sdk.hpp>
#include <gavel/testing.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

extern "C" const gavel_problem* gavel_problem_v1(void);

namespace {

constexpr int words_per_file = 50 * 10;

std::vector<std::string> inputs() {
    std::vector<std::string> texts;
    for (std::uint64_t seed = 1; seed <= 16; ++seed) {
        const char* alphabet = seed % 4 == 0 ? "AB" : seed % 4 == 1 ? "ABCDE" : "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        texts.push_back(gavel::testing::generate(*gavel_problem_v1(), gavel::Random::derive(7, seed),
                                                 {{"cases", "50"}, {"alphabet", alphabet}}).output);
    }
    return texts;
}

std::string reference(const std::string& input) { return gavel::testing::solve(*gavel_problem_v1(), input).output; }

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
    std::size_t at = 0;
    auto token = [&]() {
        while (at < text.size() && text[at] <= ' ') ++at;
        const std::size_t start = at;
        while (at < text.size() && text[at] > ' ') ++at;
        return std::string_view(text).substr(start, at - start);
    };
    auto number = [&]() {
        int value = 0;
        for (const char c : token()) value = value * 10 + (c - '0');
        return value;
    };
    std::string output;
    for (int cases = number(); cases > 0; --cases) {
        for (auto& row : board) std::memcpy(row, token().data(), 5);
        for (int words = number(); words > 0; --words) {
            const std::string_view word = token();
            output.append(word);
            output += on_board(word) ? " YES\n" : " NO\n";
        }
    }
    return output;
}

}  // namespace seed

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
        if (reference(text) != seed::solve(text)) {
            std::fprintf(stderr, "the two solvers disagree\n");
            return 1;
        }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    const double ours = median_ns_per_word(reference, 9), theirs = median_ns_per_word(seed::solve, 9);
    std::printf("boggle: reference %.0f ns, seed approach %.0f ns per word (medians); ratio seed/reference: %.1fx\n",
                ours, theirs, theirs / ours);
    return 0;
}
