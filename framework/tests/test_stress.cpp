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
    std::string verdict, input, reference, solution, snippet;
    std::uint64_t seed = 0;
    std::size_t original_bytes = 0, shrunk_bytes = 0;
    std::map<std::string, std::string> params;
};

// The lines of a block that lines_around printed ("N: text"), without their numbers.
std::string without_line_numbers(const std::string& block) {
    std::string text;
    std::istringstream lines(block);
    for (std::string line; std::getline(lines, line);) text += line.substr(line.find(": ") + 2) + "\n";
    return text;
}

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
    finding.input = between("--- input\n", "---\n");
    finding.reference = without_line_numbers(between("--- reference output, around line 1\n", "--- solution output"));
    finding.solution = without_line_numbers(between("--- solution output, around line 1\n", "---\n"));
    finding.snippet = out.substr(out.find(":\n", out.find("add to a group's cases in ")) + 2);
    return finding;
}

// A suite of one group whose cases are gavel stress's snippet, in `folder`.
std::filesystem::path suite_with(const std::filesystem::path& folder, const std::string& problem, const std::string& snippet) {
    const auto file = folder / "found-suite.yaml";
    std::ofstream(file) << "problem: " << problem << "\ngroups:\n  - name: found\n    points: 100\n    cases:\n" << snippet;
    return file;
}

}  // namespace

TEST_CASE("stress finds a wrong answer, shrinks its parameters, and prints the generator call that makes it as a suite case", "[stress]") {
    const auto result = gavel(on("root") + " stress sum " + fixture("solutions/odd_wrong.c") + " --param bound=1000000 --out " +
                              (scratch() / "found").string());
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
    CHECK_THAT(result.out, Catch::Contains("first difference: token 1: expected '" + std::to_string(a + b) + "' (reference line 1), found '" +
                                           std::to_string(a + b + 1) + "' (solution line 1)"));
    CHECK(finding.shrunk_bytes == finding.input.size());
    // The printed seed and parameters make this very input again (one line: nothing for ddmin to drop), so the
    // suite case is that generator call, and no file is written.
    CHECK(generated_input("root", "sum", finding.seed, finding.params) == finding.input);
    CHECK(finding.snippet == "      - name: stress-" + std::to_string(finding.seed) + "\n        generate: { seed: " +
                                 std::to_string(finding.seed) + ", params: { \"bound\": \"" + std::to_string(bound) + "\" } }\n");
    CHECK_FALSE(std::filesystem::exists(scratch() / "found"));

    // The snippet pastes into a suite as it is: the bad solution fails on it, the right one passes.
    const auto suite_file = suite_with(scratch(), "sum", finding.snippet);
    const auto wrong = gavel(on("root") + " grade sum " + fixture("solutions/odd_wrong.c") + " --suite " + suite_file.string());
    CHECK(wrong.exit_code == 1);
    CHECK_THAT(wrong.out, Catch::Matches("(.|\n)* found/stress-" + std::to_string(finding.seed) + " +WA (.|\n)*"));
    CHECK(gavel(on("root") + " grade sum " + fixture("solutions/sum.cpp") + " --suite " + suite_file.string()).exit_code == 0);
}

TEST_CASE("stress shrinks a many-line input to the smallest one that still fails, and writes it as files beside the suite", "[stress]") {
    // `lines` answers the number of lines; distinct_lines counts distinct values, so it is wrong exactly when two
    // lines are equal: a 1-minimal failing input is two equal lines, and ddmin must find one.
    const auto root = scratch() / "stress-root";
    std::filesystem::remove_all(root);
    std::filesystem::copy(fixture("stress"), root, std::filesystem::copy_options::recursive);
    const auto result = gavel("--root " + root.string() + " --plugin-path " + TEST_PLUGIN_DIR + " stress lines " +
                              fixture("solutions/distinct_lines.c") + " --count 20");
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

    // Shrunk by lines, the generator no longer makes it: its input and answer are files under testcases/lines/stress,
    // named by the snippet from the suite's folder.
    const std::string name = "stress-" + std::to_string(finding.seed);
    const auto folder = root / "testcases" / "lines";
    CHECK(read_all(folder / "stress" / (name + ".in")) == finding.input);
    CHECK(read_all(folder / "stress" / (name + ".ans")) == "2\n");
    CHECK(finding.snippet == "      - name: " + name + "\n        input: { file: \"stress/" + name + ".in\" }\n        answer: { file: \"stress/" +
                                 name + ".ans\" }\n");
    const auto suite_file = suite_with(folder, "lines", finding.snippet);
    const auto wrong = gavel("--root " + root.string() + " --plugin-path " + TEST_PLUGIN_DIR + " grade lines " +
                             fixture("solutions/distinct_lines.c") + " --suite " + suite_file.string());
    CHECK(wrong.exit_code == 1);
    CHECK_THAT(wrong.out, Catch::Contains("found/" + name));
}

TEST_CASE("stress shows megabytes of output as sizes and the lines around the first difference", "[stress]") {
    const auto flood = scratch() / "flood.c";
    std::ofstream(flood) << "#include <stdio.h>\nint main(void) { long long a, b; if (scanf(\"%lld %lld\", &a, &b) != 2) return 1;\n"
                            "  printf(\"%lld\\n\", a + b); for (int i = 0; i < 400000; ++i) puts(\"7 7 7\"); return 0; }\n";
    const auto result = gavel(on("root") + " stress sum " + flood.string() + " --count 3 --out " + (scratch() / "flood-case").string());
    INFO(result.out.substr(0, 4000) << result.err);
    CHECK(result.exit_code == 1);
    CHECK(result.out.size() < 4096);
    // Cut at the output limit, 1 MiB: OLE, and the lines before it are still compared.
    CHECK_THAT(result.out, Catch::StartsWith("OLE on input 1") && Catch::Contains("solution output: 1048576 bytes"));
    CHECK_THAT(result.out, Catch::Contains("first difference: token 2: expected the end of the output (reference line 2), found '7' (solution line 2)"));
    CHECK_THAT(result.out, Catch::Contains("--- solution output, around line 2\n1: ") && Catch::Contains("\n2: 7 7 7\n3: 7 7 7\n4: 7 7 7\n---"));
}

TEST_CASE("stress reports crashes and timeouts as differences too", "[stress]") {
    const auto crash = gavel(on("root") + " stress sum " + fixture("root/problems/sum/solutions/runtime_error/crash.c") +
                             " --count 5 --out " + (scratch() / "crash").string());
    CHECK(crash.exit_code == 1);
    CHECK_THAT(crash.out, Catch::StartsWith("RE on input 1"));
    const auto slow = gavel(on("root") + " stress sum " + std::string(HOSTILE_DIR) + "/spin.c" +
                            " --count 2 --out " + (scratch() / "slow").string());
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
