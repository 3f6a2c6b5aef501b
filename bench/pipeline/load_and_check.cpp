// bench_pipeline's first stages: loading suite.yaml and problem.yaml, and the built-in checkers, each beside
// a plain way of doing the same job.
#include <benchmark/benchmark.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <spdlog/sinks/null_sink.h>
#include <spdlog/spdlog.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <string_view>

#include "base/log.hpp"
#include "config/suite.hpp"
#include "pipeline/data.hpp"
#include "problem/open_problem.hpp"
#include "report/console_table.hpp"
#include "report/test_log.hpp"

namespace gavel::bench::pipeline {
namespace {

// ---------------------------------------------------------------------------------------------------------
// Suite and problem loading.

// One load per iteration, its result kept from being optimised away, spread over the suite's tests.
template <typename Load>
void load_loop(benchmark::State& state, Load&& load) {
    for (auto _ : state) {
        auto loaded = load();
        benchmark::DoNotOptimize(&loaded);
    }
    per_test(state, suite_tests);
}

void BM_SuiteLoadInline(benchmark::State& s) { load_loop(s, [] { return gavel::load_suite(data.inline_suite, "sum"); }); }
void BM_SuiteLoadFiles(benchmark::State& s) { load_loop(s, [] { return gavel::load_suite(data.file_suite, "sum"); }); }

// Baseline: yaml-cpp's parse of the same file (what load_suite starts with), nothing checked or copied.
void BM_YamlParseInline(benchmark::State& s) { load_loop(s, [] { return YAML::LoadFile(data.inline_suite.string()); }); }

// Baseline: the same parse, and every data file read with one open, read and close.
void BM_YamlParseAndReadFiles(benchmark::State& state) {
    for (auto _ : state) {
        YAML::Node root = YAML::LoadFile(data.file_suite.string());
        benchmark::DoNotOptimize(root);
        for (const auto& path : data.data_files) {
            const int fd = ::open(path.c_str(), O_RDONLY);
            char buffer[4096];
            std::string text;
            for (ssize_t got; (got = ::read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<std::size_t>(got));
            ::close(fd);
            benchmark::DoNotOptimize(text.data());
        }
    }
    per_test(state, suite_tests);
}

// Once per problem, not per test: the counter spreads it over a 1000-test suite.
void BM_ProblemLoad(benchmark::State& s) { load_loop(s, [] { return gavel::load_problem_config(data.problem_yaml); }); }
void BM_ProblemYamlParse(benchmark::State& s) { load_loop(s, [] { return YAML::LoadFile(data.problem_yaml.string()); }); }

// ---------------------------------------------------------------------------------------------------------
// Checkers, made through make_checker (the factory the judge calls), one check = one test. The "identical"
// benchmarks pass a copy of the answer, which tokens and floats accept after one comparison (the common case,
// a shortcut); the "respaced" and "near" ones pass outputs that differ from the answer (whitespace, float digits)
// and so time the token walk itself. The verdict is checked before timing: a wrong one fails the program.

void check_loop(benchmark::State& state, gavel::CheckerSpec::Kind kind, const std::string& output,
                const std::string& answer, gavel::Verdict expected) {
    const auto checker = gavel::make_checker(config_with(kind), data.plugin.get());
    const std::string input = "8\n1 2 3 4 5 6 7 8\n";
    const std::string output_copy = output;  // the contestant's output is never the answer's own bytes
    const std::string_view out(output_copy), ans(answer);
    if (const CheckOutcome first = checker->check(input, out, ans); first.verdict != expected) {
        gavel::bench::fail(state, fmt::format("{}: expected {}, got {}: {}", checker->name(), short_name(expected),
                                              short_name(first.verdict), first.message));
        return;
    }
    for (auto _ : state) {
        gavel::CheckOutcome outcome = checker->check(input, out, ans);
        benchmark::DoNotOptimize(outcome);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * output.size()));
    per_test(state, 1);
}

// A baseline's loop: `same(output, answer)` once per iteration, the output a separate copy (so that a
// comparison really reads both: for ==, a real memcmp). It must find them the same, as the checker does.
template <typename Same>
void compare_loop(benchmark::State& state, const std::string& given_output, const std::string& answer, Same same) {
    const std::string output = given_output;
    if (!same(output, answer)) {
        gavel::bench::fail(state, "the baseline finds the output differs from the answer");
        return;
    }
    for (auto _ : state) {
        benchmark::DoNotOptimize(output.data());
        bool equal = same(output, answer);
        benchmark::DoNotOptimize(equal);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * answer.size()));
    per_test(state, 1);
}

// Baseline: a plain comparison of the same bytes.
void equal_loop(benchmark::State& state, const std::string& answer) {
    compare_loop(state, answer, answer, [](const std::string& a, const std::string& b) { return a == b; });
}

// Second baseline for tokens: the same token-by-token walk written plainly (no std::function, no per-token
// std::string, no line counting), to tell the cost of tokenising from the cost of the core's way of doing it.
// `same` decides whether two tokens match.
template <typename Same>
bool plain_walk_equal(std::string_view a, std::string_view b, Same same) {
    const auto space = [](char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; };
    std::size_t i = 0, j = 0;
    for (;;) {
        while (i < a.size() && space(a[i])) ++i;
        while (j < b.size() && space(b[j])) ++j;
        if (i == a.size() || j == b.size()) return i == a.size() && j == b.size();
        const std::size_t si = i, sj = j;
        while (i < a.size() && !space(a[i])) ++i;
        while (j < b.size() && !space(b[j])) ++j;
        if (!same(a.substr(si, i - si), b.substr(sj, j - sj))) return false;
    }
}

bool plain_tokens_equal(std::string_view a, std::string_view b) {
    return plain_walk_equal(a, b, [](std::string_view x, std::string_view y) { return x == y; });
}

// The same plain walk comparing numbers as the floats checker does (absolute or relative 1e-6), parsing each
// with `parse` (strtod, or std::from_chars): tells how much of the floats checker is the number parser.
template <typename Parse>
bool plain_floats_equal(std::string_view a, std::string_view b, Parse parse) {
    return plain_walk_equal(a, b, [&](std::string_view x, std::string_view y) {
        double want = 0, got = 0;
        if (!parse(x, want) || !parse(y, got)) return false;
        const double error = std::fabs(want - got);
        return error <= 1e-6 || error <= 1e-6 * std::fabs(want);
    });
}

bool parse_strtod(std::string_view token, double& value) {
    char text[64];
    if (token.size() >= sizeof text) return false;
    std::memcpy(text, token.data(), token.size());
    text[token.size()] = '\0';
    char* end = nullptr;
    value = std::strtod(text, &end);
    return end == text + token.size();
}

bool parse_from_chars(std::string_view token, double& value) {
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
    return error == std::errc() && end == token.data() + token.size();
}

template <bool (*Parse)(std::string_view, double&)>
void plain_floats_loop(benchmark::State& state, const std::string& output) {
    compare_loop(state, output, data.big_floats, [](std::string_view a, std::string_view b) { return plain_floats_equal(a, b, Parse); });
}

void plain_tokens_loop(benchmark::State& state, const std::string& output, const std::string& answer) {
    compare_loop(state, output, answer, plain_tokens_equal);
}

using Kind = gavel::CheckerSpec::Kind;
using gavel::Verdict;

void BM_CheckExactSmall(benchmark::State& s) { check_loop(s, Kind::exact, data.small_tokens, data.small_tokens, Verdict::accepted); }
void BM_CheckTokensSmall(benchmark::State& s) { check_loop(s, Kind::tokens, data.small_tokens, data.small_tokens, Verdict::accepted); }
void BM_CheckFloatsSmall(benchmark::State& s) { check_loop(s, Kind::floats, data.small_floats, data.small_floats, Verdict::accepted); }
void BM_CheckTokensSmallRespaced(benchmark::State& s) {
    check_loop(s, Kind::tokens, data.small_tokens_respaced, data.small_tokens, Verdict::accepted);
}
void BM_CheckFloatsSmallNear(benchmark::State& s) { check_loop(s, Kind::floats, data.small_floats_near, data.small_floats, Verdict::accepted); }
void BM_PlainTokensSmallRespaced(benchmark::State& s) { plain_tokens_loop(s, data.small_tokens_respaced, data.small_tokens); }
void BM_PlainFloatsSmallNear(benchmark::State& s) {
    compare_loop(s, data.small_floats_near, data.small_floats,
                 [](std::string_view a, std::string_view b) { return plain_floats_equal(a, b, parse_from_chars); });
}
void BM_EqualSmallTokens(benchmark::State& s) { equal_loop(s, data.small_tokens); }
void BM_EqualSmallFloats(benchmark::State& s) { equal_loop(s, data.small_floats); }
void BM_CheckExact1MiB(benchmark::State& s) { check_loop(s, Kind::exact, data.big_tokens, data.big_tokens, Verdict::accepted); }
void BM_CheckExact1MiBWhitespace(benchmark::State& s) {
    check_loop(s, Kind::exact, data.big_tokens_spaced, data.big_tokens, Verdict::presentation_error);
}
void BM_CheckTokens1MiB(benchmark::State& s) { check_loop(s, Kind::tokens, data.big_tokens, data.big_tokens, Verdict::accepted); }
void BM_CheckFloats1MiB(benchmark::State& s) { check_loop(s, Kind::floats, data.big_floats, data.big_floats, Verdict::accepted); }
void BM_CheckTokens1MiBRespaced(benchmark::State& s) {
    check_loop(s, Kind::tokens, data.big_tokens_respaced, data.big_tokens, Verdict::accepted);
}
void BM_CheckFloats1MiBNear(benchmark::State& s) { check_loop(s, Kind::floats, data.big_floats_near, data.big_floats, Verdict::accepted); }
void BM_Equal1MiBTokens(benchmark::State& s) { equal_loop(s, data.big_tokens); }
void BM_Equal1MiBFloats(benchmark::State& s) { equal_loop(s, data.big_floats); }
void BM_PlainTokens1MiB(benchmark::State& s) { plain_tokens_loop(s, data.big_tokens, data.big_tokens); }
void BM_PlainTokens1MiBRespaced(benchmark::State& s) { plain_tokens_loop(s, data.big_tokens_respaced, data.big_tokens); }
void BM_PlainFloatsStrtod1MiBNear(benchmark::State& s) { plain_floats_loop<parse_strtod>(s, data.big_floats_near); }
void BM_PlainFloatsFromChars1MiBNear(benchmark::State& s) { plain_floats_loop<parse_from_chars>(s, data.big_floats_near); }

// Context, not a core call: ProblemJudge::judge_one copies the stored answer into a local string before it
// checks (`answer = *test.answer;`); this is that copy for a 1 MiB answer.
void BM_AnswerCopy1MiB(benchmark::State& state) {
    const std::optional<std::string> stored = data.big_tokens;
    for (auto _ : state) {
        std::string answer;
        answer = *stored;
        benchmark::DoNotOptimize(answer.data());
    }
    per_test(state, 1);
}

PIPELINE_BENCHMARK(BM_SuiteLoadInline);
PIPELINE_BENCHMARK(BM_YamlParseInline);
PIPELINE_BENCHMARK(BM_SuiteLoadFiles);
PIPELINE_BENCHMARK(BM_YamlParseAndReadFiles);
PIPELINE_BENCHMARK(BM_ProblemLoad);
PIPELINE_BENCHMARK(BM_ProblemYamlParse);
PIPELINE_BENCHMARK(BM_CheckExactSmall);
PIPELINE_BENCHMARK(BM_CheckTokensSmall);
PIPELINE_BENCHMARK(BM_CheckFloatsSmall);
PIPELINE_BENCHMARK(BM_CheckTokensSmallRespaced);
PIPELINE_BENCHMARK(BM_CheckFloatsSmallNear);
PIPELINE_BENCHMARK(BM_PlainTokensSmallRespaced);
PIPELINE_BENCHMARK(BM_PlainFloatsSmallNear);
PIPELINE_BENCHMARK(BM_EqualSmallTokens);
PIPELINE_BENCHMARK(BM_EqualSmallFloats);
PIPELINE_BENCHMARK(BM_CheckExact1MiB);
PIPELINE_BENCHMARK(BM_CheckExact1MiBWhitespace);
PIPELINE_BENCHMARK(BM_CheckTokens1MiB);
PIPELINE_BENCHMARK(BM_CheckFloats1MiB);
PIPELINE_BENCHMARK(BM_CheckTokens1MiBRespaced);
PIPELINE_BENCHMARK(BM_CheckFloats1MiBNear);
PIPELINE_BENCHMARK(BM_Equal1MiBTokens);
PIPELINE_BENCHMARK(BM_Equal1MiBFloats);
PIPELINE_BENCHMARK(BM_PlainTokens1MiB);
PIPELINE_BENCHMARK(BM_PlainTokens1MiBRespaced);
PIPELINE_BENCHMARK(BM_PlainFloatsStrtod1MiBNear);
PIPELINE_BENCHMARK(BM_PlainFloatsFromChars1MiBNear);
PIPELINE_BENCHMARK(BM_AnswerCopy1MiB);

}  // namespace
}  // namespace gavel::bench::pipeline
