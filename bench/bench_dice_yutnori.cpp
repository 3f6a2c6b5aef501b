// dice-yutnori: the reference solver against the seed's approach (every order of moves, 4^9, played out),
// on the same input texts in the same process. Prints the median time per sequence of each and their ratio.
#include <benchmark/benchmark.h>
#include <gavel/sdk.hpp>
#include <gavel/testing.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "status/bench_status.hpp"

extern "C" const gavel_problem* gavel_get_problem(void);

namespace {

std::vector<std::string> inputs() {
    std::vector<std::string> texts;
    for (std::uint64_t seed = 1; seed <= 64; ++seed) {
        texts.push_back(gavel::testing::generate(*gavel_get_problem(), gavel::Random::derive(2024, seed),
                                                 {{"fives", seed % 2 ? "0" : "40"}}).output);
    }
    return texts;
}

std::string reference(const std::string& input) { return gavel::testing::solve(*gavel_get_problem(), input).output; }

// The seed's approach, written here: lanes of scores, every order of moves played from the start.
namespace seed {

const int lane_scores[5][21] = {{0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40},
                                {10, 13, 16, 19}, {20, 22, 24}, {30, 28, 27, 26}, {25, 30, 35, 40}};
const int lane_length[5] = {21, 4, 3, 4, 4};
struct Spot {
    int lane, index;
    bool home;
};
Spot canonical(Spot s) {
    if (s.lane >= 1 && s.lane <= 3 && s.index == 0) return {0, 5 * s.lane, false};
    if (s.lane == 4 && s.index == 3) return {0, 20, false};
    return s;
}

int play(const int* dice, const int* order) {
    Spot piece[4] = {{0, 0, false}, {0, 0, false}, {0, 0, false}, {0, 0, false}};
    int total = 0;
    for (int turn = 0; turn < 10; ++turn) {
        Spot& p = piece[order[turn]];
        if (p.home) return -1;
        if (p.lane == 0 && p.index > 0 && p.index % 5 == 0 && p.index < 20) p = {p.index / 5, 0, false};
        p.index += dice[turn];
        if (p.lane >= 1 && p.lane <= 3 && p.index >= lane_length[p.lane]) p = {4, p.index - lane_length[p.lane], false};
        if ((p.lane == 0 || p.lane == 4) && p.index >= lane_length[p.lane]) {
            p.home = true;
            continue;
        }
        const Spot here = canonical(p);
        for (int other = 0; other < 4; ++other) {
            if (&piece[other] == &p || piece[other].home || (piece[other].lane == 0 && piece[other].index == 0)) continue;
            const Spot there = canonical(piece[other]);
            if (there.lane == here.lane && there.index == here.index) return -1;
        }
        total += lane_scores[p.lane][p.index];
    }
    return total;
}

std::string solve(const std::string& input) {
    int dice[10];
    int count = 0;
    for (const char c : input)
        if (c >= '1' && c <= '5' && count < 10) dice[count++] = c - '0';
    int order[10] = {0}, best = -1;
    for (int code = 0; code < (1 << 18); ++code) {
        for (int turn = 1; turn < 10; ++turn) order[turn] = (code >> (2 * (turn - 1))) & 3;
        best = std::max(best, play(dice, order));
    }
    return std::to_string(best) + "\n";
}

}  // namespace seed

const std::vector<std::string> texts = inputs();

void BM_Reference(benchmark::State& state) {
    std::size_t i = 0;
    for (auto _ : state) benchmark::DoNotOptimize(reference(texts[i++ % texts.size()]));
}
BENCHMARK(BM_Reference);

void BM_SeedApproach(benchmark::State& state) {
    std::size_t i = 0;
    for (auto _ : state) benchmark::DoNotOptimize(seed::solve(texts[i++ % texts.size()]));
}
BENCHMARK(BM_SeedApproach)->Unit(benchmark::kMillisecond);

// Median over repeated passes of the mean time per sequence.
template <class Solve>
double median_us(Solve solve, int passes, int repeat) {
    std::vector<double> times;
    for (int pass = 0; pass < passes; ++pass) {
        const auto started = std::chrono::steady_clock::now();
        for (int r = 0; r < repeat; ++r)
            for (const auto& text : texts) benchmark::DoNotOptimize(solve(text));
        times.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - started).count() /
                        static_cast<double>(repeat * texts.size()));
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    for (const auto& text : texts)
        if (reference(text) != seed::solve(text)) {
            std::fprintf(stderr, "the two solvers disagree on %s", text.c_str());
            return 1;
        }
    benchmark::Initialize(&argc, argv);
    gavel::bench::FailureRecordingReporter reporter;
    const std::size_t matched = gavel::bench::run_specified(reporter);
    const double ours = median_us(reference, 9, 50), theirs = median_us(seed::solve, 5, 1);
    std::printf("dice-yutnori: reference %.2f us, seed approach %.1f us per sequence (medians); ratio seed/reference: %.0fx\n",
                ours, theirs, theirs / ours);
    return gavel::bench::exit_status(reporter, matched);
}
