// The checktestdata interpreter (ctd/) on a large input, read from a file as gavel-checktestdata-host reads its
// standard input: 2 million integers on one line after their count (about 20 MB), checked by
//   INT(1, 10^7, n) NEWLINE REP(n, SPACE) INT(-10^9, 10^9, x) END NEWLINE
// Beside it, timed the same way on the same file: a plain read loop (the bytes read in 64 KiB blocks and summed:
// the floor of any reader), and the validator a setter would write in C++ by hand (read, strtol, range checks),
// which is the work upstream checktestdata does per token. MB/s each, and the interpreter's ratio to both.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <vector>

#include "ctd/ctd.hpp"
#include "status/bench_status.hpp"

namespace {

constexpr int count = 2'000'000;
const char* const program_text = "INT(1, 10^7, n) NEWLINE REP(n, SPACE) INT(-10^9, 10^9, x) END NEWLINE";

const std::filesystem::path& data_file() {
    static const std::filesystem::path path = [] {
        const auto file = std::filesystem::temp_directory_path() / ("gavel-bench-ctd-" + std::to_string(::getpid()) + ".in");
        std::mt19937 random(1);
        std::uniform_int_distribution<long> value(-1'000'000'000, 1'000'000'000);
        std::string text = std::to_string(count) + "\n";
        for (int i = 0; i < count; ++i) text += (i ? " " : "") + std::to_string(value(random));
        text += "\n";
        std::ofstream(file, std::ios::binary) << text;
        return file;
    }();
    return path;
}

double megabytes() { return static_cast<double>(std::filesystem::file_size(data_file())) / 1e6; }

int open_data() { return ::open(data_file().c_str(), O_RDONLY | O_CLOEXEC); }

// One check of the file by the interpreter: whether it found the data valid.
bool interpret_once(const gavel::ctd::Program& program) {
    const int fd = open_data();
    gavel::ctd::DataReader data(fd, "bench.in");
    const bool valid = !gavel::ctd::check_data(program, data).has_value();
    ::close(fd);
    return valid;
}

// One pass of the plain read loop: the sum of the file's bytes.
unsigned long read_once() {
    static std::vector<char> block(1 << 16);
    const int fd = open_data();
    unsigned long sum = 0;
    for (ssize_t got; (got = ::read(fd, block.data(), block.size())) > 0;)
        for (ssize_t i = 0; i < got; ++i) sum += static_cast<unsigned char>(block[i]);
    ::close(fd);
    return sum;
}

void interpreter(benchmark::State& state) {
    const gavel::ctd::Program program = gavel::ctd::parse_program(program_text, "bench.ctd");
    for (auto _ : state)
        if (!interpret_once(program)) gavel::bench::fail(state, "the interpreter refused valid data");
    state.counters["MB/s"] = benchmark::Counter(megabytes(), benchmark::Counter::kIsIterationInvariantRate);
}

void plain_read_loop(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(read_once());
    state.counters["MB/s"] = benchmark::Counter(megabytes(), benchmark::Counter::kIsIterationInvariantRate);
}

// What a hand-written C++ validator of this format does: the whole file read, each token parsed and range-checked.
void hand_written_validator(benchmark::State& state) {
    for (auto _ : state) {
        const int fd = open_data();
        std::string text;
        std::vector<char> block(1 << 16);
        for (ssize_t got; (got = ::read(fd, block.data(), block.size())) > 0;) text.append(block.data(), static_cast<std::size_t>(got));
        ::close(fd);
        char* at = text.data();
        const long n = std::strtol(at, &at, 10);
        bool valid = n >= 1 && n <= 10'000'000 && *at++ == '\n';
        for (long i = 0; valid && i < n; ++i) {
            if (i > 0) valid = *at++ == ' ';
            const long x = std::strtol(at, &at, 10);
            valid = valid && x >= -1'000'000'000 && x <= 1'000'000'000;
        }
        valid = valid && *at++ == '\n' && at == text.data() + text.size();
        if (!valid) gavel::bench::fail(state, "the hand-written validator refused valid data");
    }
    state.counters["MB/s"] = benchmark::Counter(megabytes(), benchmark::Counter::kIsIterationInvariantRate);
}

BENCHMARK(interpreter)->Unit(benchmark::kMillisecond);
BENCHMARK(plain_read_loop)->Unit(benchmark::kMillisecond);
BENCHMARK(hand_written_validator)->Unit(benchmark::kMillisecond);

// The median of `runs` timings of `work`, in seconds.
template <class Work>
double median_seconds(Work work, int runs) {
    std::vector<double> seconds;
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        work();
        seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(seconds.begin(), seconds.end());
    return seconds[seconds.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    gavel::bench::FailureRecordingReporter reporter;
    const std::size_t matched = gavel::bench::run_specified(reporter);
    // The medians the README quotes, timed once more outside the library so that the ratio is of medians.
    const gavel::ctd::Program program = gavel::ctd::parse_program(program_text, "bench.ctd");
    const double ours = median_seconds([&] { benchmark::DoNotOptimize(interpret_once(program)); }, 5);
    const double plain = median_seconds([] { benchmark::DoNotOptimize(read_once()); }, 5);
    const double size = megabytes();
    std::printf("checktestdata: %.1f MB, interpreter %.0f MB/s (%.2f ns/byte), plain read loop %.0f MB/s (%.2f ns/byte); "
                "ratio %.1fx the read loop (medians of 5)\n",
                size, size / ours, ours * 1e9 / (size * 1e6), size / plain, plain * 1e9 / (size * 1e6), ours / plain);
    std::filesystem::remove(data_file());
    return gavel::bench::exit_status(reporter, matched);
}
