// omok: the reference solver (bitboards, through the plugin's descriptor) against the seed's approach (from
// every stone, count the run in four directions and look at the stone before it), on the same board texts.
// Both sides include parsing: the reference parses inside solve(); the seed side reads the numbers one by one
// with a hand-written reader (cheaper than the seed's scanf, so the comparison favours the seed).
#include <benchmark/benchmark.h>
#include <gavel/sdk.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

extern "C" const gavel_problem* gavel_problem_v1(void);

namespace {

int append_to_string(void* context, const char* data, size_t size) {
    static_cast<std::string*>(context)->append(data, size);
    return 0;
}

// A spread of boards: random backgrounds, planted fives, long lines and fours, decoys.
std::vector<std::string> make_boards() {
    const std::vector<std::vector<std::pair<const char*, const char*>>> settings = {
        {{"pattern", "any"}, {"density", "40"}, {"decoys", "3"}},
        {{"pattern", "five"}, {"density", "30"}},
        {{"pattern", "none"}, {"density", "60"}},
        {{"pattern", "long"}, {"density", "20"}, {"decoys", "5"}},
    };
    std::vector<std::string> boards;
    for (const auto& setting : settings) {
        std::vector<gavel_param> params;
        for (const auto& [key, value] : setting) params.push_back({key, value});
        for (std::uint64_t seed = 1; seed <= 64; ++seed) {
            std::string text;
            gavel_writer output{&text, append_to_string};
            if (gavel_problem_v1()->generate(seed, params.data(), params.size(), &output, nullptr) != GAVEL_OK) {
                std::fprintf(stderr, "the generator failed\n");
                std::exit(1);
            }
            boards.push_back(std::move(text));
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

void reference_solve(const std::string& text, std::string& out) {
    out.clear();
    gavel_writer output{&out, append_to_string};
    gavel_problem_v1()->solve(text.data(), text.size(), &output, nullptr);
}

void BM_seed_scan(benchmark::State& state) {
    std::string out;
    for (auto _ : state)
        for (const auto& board : boards) {
            seed_solve(board, out);
            benchmark::DoNotOptimize(out.data());
        }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(boards.size()));
}
BENCHMARK(BM_seed_scan);

void BM_reference_bitboards(benchmark::State& state) {
    std::string out;
    for (auto _ : state)
        for (const auto& board : boards) {
            reference_solve(board, out);
            benchmark::DoNotOptimize(out.data());
        }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(boards.size()));
}
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
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();

    const double seed = median_ns_per_board(seed_solve, 201);
    const double reference = median_ns_per_board(reference_solve, 201);
    std::printf("%zu boards (%d with a winner), parsing included on both sides\n", boards.size(), winners);
    std::printf("median per board: seed scan %.1f ns, reference bitboards %.1f ns\n", seed, reference);
    std::printf("ratio seed/reference: %.1fx\n", seed / reference);
}
