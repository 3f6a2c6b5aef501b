// omok: the reference solver (bitboards, through the plugin's descriptor) against the seed's approach (from
// every stone, count the run in four directions and look at the stone before it), on the same board texts.
// Both sides include parsing: the reference parses inside solve(); the seed side reads the numbers one by one
// with a hand-written reader (cheaper than the seed's scanf, so the comparison favours the seed). The reference's
// time includes the SDK's work per call (wrapping the buffers in a std::istream and a std::ostream), as the judge
// pays it; on this board size that is a large share of it.
#include <benchmark/benchmark.h>
#include <gavel/sdk.hpp>
#include <gavel/testing.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "status/bench_status.hpp"

extern "C" const gavel_problem* gavel_get_problem(void);

namespace {

// A spread of boards: random backgrounds, planted fives, long lines and fours, decoys.
std::vector<std::string> make_boards() {
    const std::vector<std::map<std::string, std::string>> settings = {
        {{"pattern", "any"}, {"density", "40"}, {"decoys", "3"}},
        {{"pattern", "five"}, {"density", "30"}},
        {{"pattern", "none"}, {"density", "60"}},
        {{"pattern", "long"}, {"density", "20"}, {"decoys", "5"}},
    };
    std::vector<std::string> boards;
    for (const auto& params : settings) {
        for (std::uint64_t seed = 1; seed <= 64; ++seed) {
            gavel::testing::Call board = gavel::testing::generate(*gavel_get_problem(), seed, params);
            if (board.status != GAVEL_OK) {
                std::fprintf(stderr, "the generator failed: %s\n", board.message.c_str());
                std::exit(1);
            }
            boards.push_back(std::move(board.output));
        }
    }
    return boards;
}

const std::vector<std::string> boards = make_boards();

// The seed's approach, written for this benchmark.
void seed_solve(const std::string& text, std::string& out) {
    constexpr int size = 19;
    int board[size + 2][size + 2] = {};  // an empty ring stops every walk
    std::size_t at = 0;
    for (int row = 1; row <= size; ++row)
        for (int column = 1; column <= size; ++column) {
            while (at < text.size() && (text[at] < '0' || text[at] > '9')) ++at;
            int value = 0;
            while (at < text.size() && text[at] >= '0' && text[at] <= '9') value = value * 10 + (text[at++] - '0');
            board[row][column] = value;
        }
    static constexpr int row_step[4] = {0, 1, 1, -1};
    static constexpr int column_step[4] = {1, 0, 1, 1};
    for (int row = 1; row <= size; ++row)
        for (int column = 1; column <= size; ++column) {
            const int stone = board[row][column];
            if (stone == 0) continue;
            for (int d = 0; d < 4; ++d) {
                int run = 0;
                for (int r = row, c = column; board[r][c] == stone; r += row_step[d], c += column_step[d]) ++run;
                if (run == 5 && board[row - row_step[d]][column - column_step[d]] != stone) {
                    out = std::to_string(stone) + "\n" + std::to_string(row) + " " + std::to_string(column) + "\n";
                    return;
                }
            }
        }
    out = "0\n";
}

// Through the descriptor, as the judge calls it; the output string is reused so that both sides allocate alike.
void reference_solve(const std::string& text, std::string& out) {
    out.clear();
    const gavel_writer output{&out, gavel::testing::append_to};
    gavel_get_problem()->solve(text.data(), text.size(), &output, nullptr);
}

// One solver over every board per iteration; the two benchmarks differ only in the solver.
template <void (*Solve)(const std::string&, std::string&)>
void solve_every_board(benchmark::State& state) {
    std::string out;
    for (auto _ : state)
        for (const auto& board : boards) {
            Solve(board, out);
            benchmark::DoNotOptimize(out.data());
        }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(boards.size()));
}
void BM_seed_scan(benchmark::State& state) { solve_every_board<seed_solve>(state); }
void BM_reference_bitboards(benchmark::State& state) { solve_every_board<reference_solve>(state); }
BENCHMARK(BM_seed_scan);
BENCHMARK(BM_reference_bitboards);

// Median time per board over `repetitions` passes over every board.
template <class Solve>
double median_ns_per_board(Solve solve, int repetitions) {
    std::vector<double> samples;
    std::string out;
    for (int i = 0; i < repetitions; ++i) {
        const auto start = std::chrono::steady_clock::now();
        for (const auto& board : boards) {
            solve(board, out);
            benchmark::DoNotOptimize(out.data());
        }
        const std::chrono::duration<double, std::nano> elapsed = std::chrono::steady_clock::now() - start;
        samples.push_back(elapsed.count() / static_cast<double>(boards.size()));
    }
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    std::string seed_out, reference_out;
    int winners = 0;
    for (const auto& board : boards) {
        seed_solve(board, seed_out);
        reference_solve(board, reference_out);
        if (seed_out != reference_out) {
            std::fprintf(stderr, "the two solvers disagree:\n%s", board.c_str());
            return 1;
        }
        winners += seed_out != "0\n";
    }

    benchmark::Initialize(&argc, argv);
    gavel::bench::FailureRecordingReporter reporter;
    const std::size_t matched = gavel::bench::run_specified(reporter);
    benchmark::Shutdown();

    const double seed = median_ns_per_board(seed_solve, 201);
    const double reference = median_ns_per_board(reference_solve, 201);
    std::printf("%zu boards (%d with a winner), parsing included on both sides\n", boards.size(), winners);
    std::printf("median per board: seed scan %.1f ns, reference bitboards %.1f ns\n", seed, reference);
    std::printf("ratio seed/reference: %.1fx\n", seed / reference);
    return gavel::bench::exit_status(reporter, matched);
}
