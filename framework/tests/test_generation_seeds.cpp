// BAPCtools' seeds and word splitting, checked against Python itself: framework/tests/generators/bapctools_seed.py
// (our own few lines of the rule, with hashlib) and Python's shlex.split, which BAPCtools splits commands with.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "cli_runner.hpp"
#include "generate/command_words.hpp"
#include "generation_package.hpp"

using gavel::generate::bapctools_seed;
using gavel::generate::split_command_words;
using gavel::generate::strip_python_space;
using Strings = std::vector<std::string>;

namespace {

using SeedInput = std::tuple<std::string, std::int64_t, std::string>;  // random_salt, count value, command

const std::string seed_script = std::string(SOURCE_DIR) + "/framework/tests/generators/bapctools_seed.py";

// Python's seed for each input, in order.
std::vector<std::uint32_t> python_seeds(const std::vector<SeedInput>& inputs) {
    std::string lines;
    for (const auto& [salt, count_value, command] : inputs)
        lines += nlohmann::json::array({salt, count_value, command}).dump() + "\n";
    const auto outcome = gavel_test::run_program("python3", seed_script, lines);
    REQUIRE(outcome.exit_code == 0);
    std::istringstream out(outcome.out);
    std::vector<std::uint32_t> seeds;
    for (std::uint64_t seed = 0; out >> seed;) seeds.push_back(static_cast<std::uint32_t>(seed));
    REQUIRE(seeds.size() == inputs.size());
    return seeds;
}

}  // namespace

TEST_CASE("bapctools_seed() gives Python's seed for salts, count values and commands of every kind",
          "[generate][seed]") {
    const std::vector<SeedInput> inputs{
        {"", 1, "gen.py"},
        {"", 1, "gen.py {seed}"},
        {"", 1, "gen.py {seed:3}"},
        {"", 1, "  gen.py {seed}  "},
        {"", 1, "\tgen.py {seed}\n"},
        {"", 1, "gen.py  {seed}"},  // inner white space is hashed as it is
        {"salt", 1, "gen.py {seed}"},
        {"salt", 2, "gen.py {seed}"},
        {"salt", 5, "gen.py {seed}"},
        {"", 0, "gen.py {seed}"},
        {"", -1, "gen.py {seed}"},
        {"", -4, "gen.py --n -4 {seed}"},
        {"", 100, "gen.py {seed}"},
        {"x:", 7, "gen.py --n 7"},
        {"ünï", 3, "gen.py ✓ {seed}"},
        {"", 1, "\u3000gen.py {seed}\u00a0"},  // Python strips Unicode spaces too
        {"", 1, "\u2003gen.py \u2003 x\u2028"},
        {"", 1, "gen.py \u200b"},  // a zero-width space is no space to Python
        {"", 1, ""},
        {"", 1, "   "},
        {"abc", 1, "tree \"a b\" 'c' {seed}"},
        {"", std::numeric_limits<std::int64_t>::max(), "gen.py"},
        {"", std::numeric_limits<std::int64_t>::min(), "gen.py"},
    };
    const auto expected = python_seeds(inputs);
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        const auto& [salt, count_value, command] = inputs[i];
        INFO("salt '" << salt << "', count value " << count_value << ", command '" << command << "'");
        CHECK(bapctools_seed(salt, count_value, command) == expected[i]);
    }
}

TEST_CASE("read_generation_plan() seeds each test as Python does from its salt, count value and command",
          "[generate][seed]") {
    const gavel_test::GenerationPackage package;
    const auto plan = package.plan(R"(random_salt: s1
data:
  secret:
    data:
      a:
        generate: "  gen.py --n {count} {seed:2}  "
        count: "-1..=1"
      b: gen.py {seed}
      g:
        random_salt: "ü"
        data:
          c: gen.py {seed} x
)");
    const std::vector<std::pair<std::string, SeedInput>> expected_inputs{
        {"secret/a--1", {"s1", -1, "  gen.py --n -1 {seed:2}  "}},
        {"secret/a-00", {"s1", 0, "gen.py --n 0 {seed:2}"}},
        {"secret/a-01", {"s1", 1, "gen.py --n 1 {seed:2}"}},
        {"secret/b", {"s1", 1, "gen.py {seed}"}},
        {"secret/g/c", {"ü", 1, "gen.py {seed} x"}},
    };
    std::vector<SeedInput> inputs;
    for (const auto& entry : expected_inputs) inputs.push_back(entry.second);
    const auto expected = python_seeds(inputs);
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        INFO(expected_inputs[i].first);
        CHECK(gavel_test::test_at(plan, expected_inputs[i].first).seed == expected[i]);
    }
}

TEST_CASE("split_command_words() splits as Python's shlex.split does", "[generate][seed]") {
    const Strings commands{
        "gen.py 1 2",
        "  gen.py\t1\n2  ",
        "tree \"a b\" 'c d'",
        "a\"b c\"d",
        "'' x \"\"",
        "a\\ b",
        "\"a \\\" b\" \"\\\\\" \"\\$x\" \"\\n\"",
        "'a \\ \" b'",
        "x\\'y",
        "gen.py # not a comment",
        "gen.py {seed:3} --name={name}",
        "ü 'ö ä'",
    };
    const auto script = gavel_test::scratch() / "shlex_split.py";
    std::ofstream(script) << "import json, shlex, sys\nfor line in sys.stdin:\n"
                             "    print(json.dumps(shlex.split(json.loads(line))))\n";
    std::string lines;
    for (const auto& command : commands) lines += nlohmann::json(command).dump() + "\n";
    const auto outcome = gavel_test::run_program("python3", script.string(), lines);
    REQUIRE(outcome.exit_code == 0);
    std::istringstream out(outcome.out);
    for (const auto& command : commands) {
        std::string line;
        REQUIRE(std::getline(out, line));
        INFO("command: " << command);
        std::string error;
        const auto words = split_command_words(command, error);
        REQUIRE(words);
        CHECK(*words == nlohmann::json::parse(line).get<Strings>());
    }
}

TEST_CASE("split_command_words() refuses an unclosed quote and a trailing backslash", "[generate][seed]") {
    std::string error;
    CHECK_FALSE(split_command_words("gen.py 'x", error));
    CHECK(error == "the quote ' opened at character 8 is never closed");
    CHECK_FALSE(split_command_words("a \"b\\\"", error));
    CHECK(error == "the quote \" opened at character 3 is never closed");
    CHECK_FALSE(split_command_words("gen.py \\", error));
    CHECK(error == "a backslash ends the command; expected a character after it");
    CHECK(split_command_words("", error) == std::optional<Strings>(Strings{}));
}

TEST_CASE("strip_python_space() strips what Python's str.strip() strips", "[generate][seed]") {
    CHECK(strip_python_space(" \t\n\v\f\r\x1c x y \x1f") == "x y");
    CHECK(strip_python_space("\u00a0\u3000x\u2029\u0085") == "x");
    CHECK(strip_python_space("\u200bx") == "\u200bx");
    CHECK(strip_python_space("\xe3\x80") == "\xe3\x80");  // a cut-off sequence is kept as it is
    CHECK(strip_python_space("   ") == "");
}
