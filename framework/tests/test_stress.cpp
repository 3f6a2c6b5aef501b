// gavel stress: finds the first difference with the reference, shrinks it, writes a suite case.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <map>
#include <regex>

#include "cli_runner.hpp"
#include "fixture_inputs.hpp"

using namespace gavel_test;

namespace {
std::string fixture(const std::string& path) { return (std::filesystem::path(FIXTURES_DIR) / path).string(); }
}  // namespace

namespace {

// What gavel stress printed about the difference it found.
struct Finding {
    std::string verdict, input, reference, solution;
    std::uint64_t seed = 0;
    std::size_t original_bytes = 0, shrunk_bytes = 0;
    std::map<std::string, std::string> params;
};

Finding parse_finding(const std::string& out) {
    Finding finding;
    std::smatch match;
    const std::regex head(R"(^(\w+) on input [0-9]+ \(generator seed ([0-9]+)\), shrunk from ([0-9]+) to ([0-9]+) bytes\n)");
    REQUIRE(std::regex_search(out, match, head));
    finding.verdict = match[1];
    finding.seed = std::stoull(match[2]);
    finding.original_bytes = std::stoull(match[3]);
    finding.shrunk_bytes = std::stoull(match[4]);
    if (std::regex_search(out, match, std::regex("\nparameters:((?: \\w+=\\S+)+)\n"))) {
        std::istringstream pairs(match[1]);
        for (std::string pair; pairs >> pair;) finding.params[pair.substr(0, pair.find('='))] = pair.substr(pair.find('=') + 1);
    }
    const auto between = [&](const std::string& from, const std::string& to) {
        const auto begin = out.find(from);
        REQUIRE(begin != std::string::npos);
        const auto end = out.find(to, begin + from.size());
        REQUIRE(end != std::string::npos);
        return out.substr(begin + from.size(), end - begin - from.size());
    };
    finding.input = between("--- input\n", "--- reference output\n");
    finding.reference = between("--- reference output\n", "--- solution output\n");
    finding.solution = between("--- solution output\n", "---\n");
    return finding;
}

}  // namespace

TEST_CASE("stress finds a wrong answer, shrinks its parameters and writes a ready suite case", "[stress]") {
    const auto case_file = scratch() / "found.yaml";
    const auto result = gavel(on("root") + " stress sum " + fixture("solutions/odd_wrong.c") +
                              " --param bound=1000000 --case-file " + case_file.string());
    INFO(result.out << result.err);
    CHECK(result.exit_code == 1);
    const Finding finding = parse_finding(result.out);
    CHECK(finding.verdict == "WA");
    REQUIRE(finding.params.count("bound") == 1);
    const long long bound = std::stoll(finding.params.at("bound"));
    CHECK(bound < 1000000);

    // The input printed is one odd_wrong really gets wrong (an odd sum, a > 5), within the shrunk bound, and both
    // outputs are what the two programs print for it.
    long long a = 0, b = 0;
    REQUIRE((std::istringstream(finding.input) >> a >> b));
    CHECK(a > 5);
    CHECK((a + b) % 2 != 0);
    CHECK(std::llabs(a) <= bound);
    CHECK(std::llabs(b) <= bound);
    CHECK(finding.reference == std::to_string(a + b) + "\n");
    CHECK(finding.solution == std::to_string(a + b + 1) + "\n");
    CHECK(finding.shrunk_bytes == finding.input.size());
    // The printed seed and parameters make this very input again (one line: nothing for ddmin to drop).
    CHECK(generated_input("root", "sum", finding.seed, finding.params) == finding.input);

    // The case file pastes into a suite as it is: the bad solution fails on it, the right one passes.
    const std::string yaml = read_all(case_file);
    CHECK_THAT(yaml, Catch::StartsWith("# found by gavel stress: seed " + std::to_string(finding.seed) + ", verdict WA\n"));
    CHECK_THAT(yaml, Catch::Contains("- name: stress-" + std::to_string(finding.seed) + "\n  input: |\n    " + finding.input +
                                     "  answer: |\n    " + finding.reference));
    std::string suite = "problem: sum\ngroups:\n  - name: found\n    points: 100\n    cases:\n";
    std::istringstream lines(yaml);
    for (std::string line; std::getline(lines, line);) suite += "      " + line + "\n";
    const auto suite_file = scratch() / "found-suite.yaml";
    std::ofstream(suite_file) << suite;
    INFO(suite);
    const auto wrong = gavel(on("root") + " grade sum " + fixture("solutions/odd_wrong.c") + " --suite " + suite_file.string());
    CHECK(wrong.exit_code == 1);
    CHECK_THAT(wrong.out, Catch::Matches("(.|\n)* found/stress-" + std::to_string(finding.seed) + " +WA (.|\n)*"));
    CHECK(gavel(on("root") + " grade sum " + fixture("solutions/sum.cpp") + " --suite " + suite_file.string()).exit_code == 0);
}

TEST_CASE("stress shrinks a many-line input to the smallest one that still fails", "[stress]") {
    // `lines` answers the number of lines; distinct_lines counts distinct values, so it is wrong exactly when two
    // lines are equal: a 1-minimal failing input is two equal lines, and ddmin must find one.
    const auto result = gavel("--root " + fixture("stress") + " --plugin-path " + TEST_PLUGIN_DIR + " stress lines " +
                              fixture("solutions/distinct_lines.c") + " --count 20 --case-file " + (scratch() / "lines.yaml").string());
    INFO(result.out << result.err);
    CHECK(result.exit_code == 1);
    const Finding finding = parse_finding(result.out);
    CHECK(finding.verdict == "WA");
    CHECK(finding.params.empty());
    std::istringstream values(finding.input);
    int first = 0, second = 0;
    REQUIRE((values >> first >> second));
    CHECK(finding.input == std::to_string(first) + "\n" + std::to_string(second) + "\n");
    CHECK(first == second);
    CHECK(finding.reference == "2\n");
    CHECK(finding.solution == "1\n");

    // The seed printed makes the unshrunk input again, of the size printed, and the two lines are lines of it.
    const std::string original = generated_input("stress", "lines", finding.seed, {});
    CHECK(original.size() == finding.original_bytes);
    CHECK(line_count(original) == 100);
    std::size_t copies = 0;
    std::istringstream lines(original);
    for (std::string line; std::getline(lines, line);) copies += line == std::to_string(first);
    CHECK(copies >= 2);
}

TEST_CASE("stress reports crashes and timeouts as differences too", "[stress]") {
    const auto crash = gavel(on("root") + " stress sum " + fixture("root/problems/sum/solutions/runtime_error/crash.c") +
                             " --count 5 --case-file " + (scratch() / "crash.yaml").string());
    CHECK(crash.exit_code == 1);
    CHECK_THAT(crash.out, Catch::StartsWith("RE on input 1"));
    const auto slow = gavel(on("root") + " stress sum " + fixture("root/problems/sum/solutions/time_limit_exceeded/slow.c") +
                            " --count 2 --case-file " + (scratch() / "slow.yaml").string());
    CHECK(slow.exit_code == 1);
    CHECK_THAT(slow.out, Catch::StartsWith("TLE on input 1"));
}

TEST_CASE("stress passes a correct solution", "[stress]") {
    const auto result = gavel(on("root") + " stress sum " + fixture("solutions/sum.cpp") + " --count 30");
    CHECK(result.exit_code == 0);
    CHECK_THAT(result.out, Catch::Contains("no difference in 30 generated inputs"));
}

TEST_CASE("stress refuses bad input with exit code 2", "[stress][errors]") {
    const auto no_generator = gavel(on("root") + " stress crashcheck " + fixture("solutions/sum.cpp"));
    CHECK(no_generator.exit_code == 2);
    CHECK_THAT(no_generator.err, Catch::Contains("gavel stress needs a generator") && Catch::Contains("problem 'crashcheck'") && Catch::Contains("lacks a generator"));
    check_refused(gavel(on("root") + " stress sum " + fixture("solutions/sum.cpp") + " --param bound=lots"), "the generator rejected its parameters: parameter bound: expected an integer, found 'lots'");
    check_refused(gavel(on("root") + " stress sum " + fixture("solutions/sum.cpp") + " --param size=3"), "unknown generator parameter(s): size");
    CHECK(gavel(on("root") + " stress sum " + fixture("solutions/sum.cpp") + " --param bound").exit_code == 2);
    check_refused(gavel(on("root") + " stress sum /nowhere/x.cpp"), "/nowhere/x.cpp: solution not found");
}
