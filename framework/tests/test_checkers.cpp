#include <catch2/catch.hpp>

#include "problem/open_problem.hpp"

#include "checkers/checker.hpp"
#include "plugin/loader.hpp"
#include "config/problem_config.hpp"

using gavel::Verdict;

TEST_CASE("tokens ignores whitespace and names the first difference", "[checkers]") {
    const auto tokens = gavel::make_tokens_checker();
    CHECK(tokens->check("", "1 2\n3\n", "1 2 3").verdict == Verdict::accepted);
    CHECK(tokens->check("", "  1\t2\r\n3", "1 2 3\n").verdict == Verdict::accepted);
    CHECK(tokens->check("", "", "").verdict == Verdict::accepted);

    const auto wrong = tokens->check("", "1\n2\n4\n", "1 2 3\n");
    CHECK(wrong.verdict == Verdict::wrong_answer);
    CHECK(wrong.message == "line 3, token 3: expected '3', found '4'");
    CHECK(tokens->check("", "1 2\n", "1 2 3\n").message == "token 3: expected '3', found the end of the output");
    CHECK(tokens->check("", "1 2 3 4\n", "1 2 3\n").message == "line 1: expected the end of the output, found '4'");
    CHECK(tokens->check("", "yes\n", "YES\n").verdict == Verdict::wrong_answer);
    // Only space, tab, CR and LF separate tokens (gavel/output_reader.hpp): a vertical tab or a NUL is no blank.
    CHECK(tokens->check("", "1\v2", "1 2").verdict == Verdict::wrong_answer);
    CHECK(tokens->check("", std::string("1\0 2", 4), "1 2").message == "line 1, token 1: expected '1', found '1\\x00'");
    const std::string huge(100000, 'x');
    CHECK_THAT(tokens->check("", huge, "x").message, Catch::Contains("(100000 bytes)"));
}

TEST_CASE("exact wants every byte, and says PE when only whitespace differs", "[checkers]") {
    const auto exact = gavel::make_exact_checker();
    CHECK(exact->check("", "1 2\n", "1 2\n").verdict == Verdict::accepted);
    const auto spaced = exact->check("", "1  2\n", "1 2\n");
    CHECK(spaced.verdict == Verdict::presentation_error);
    CHECK_THAT(spaced.message, Catch::Contains("line 1, column 3"));
    CHECK(exact->check("", "1 2", "1 2\n").verdict == Verdict::presentation_error);
    CHECK(exact->check("", "1 3\n", "1 2\n").verdict == Verdict::wrong_answer);
}

TEST_CASE("floats accepts within the absolute or the relative tolerance", "[checkers]") {
    const auto floats = gavel::make_floats_checker(1e-6, 1e-6);
    CHECK(floats->check("", "0.3333333\n", "0.333333333\n").verdict == Verdict::accepted);
    CHECK(floats->check("", "1000000.5\n", "1000000\n").verdict == Verdict::accepted);  // relative
    CHECK(floats->check("", "0.00001\n", "0\n").verdict == Verdict::wrong_answer);
    CHECK(floats->check("", "Case 1: 2.0000001\n", "Case 1: 2\n").verdict == Verdict::accepted);
    CHECK(floats->check("", "case 1: 2\n", "Case 1: 2\n").verdict == Verdict::wrong_answer);
    for (const char* hostile : {"nan\n", "inf\n", "0x1p0\n", "1e999\n", "abc\n", ""}) {
        INFO(hostile);
        CHECK(floats->check("", hostile, "1\n").verdict == Verdict::wrong_answer);
    }
    CHECK_THAT(floats->check("", "1.5\n", "1\n").message, Catch::Contains("expected 1, found 1.5"));
}

TEST_CASE("the plugin's own checker decides, and its failures are IE, never WA", "[checkers]") {
    const auto plugin = gavel::ProblemPlugin::load(std::filesystem::path(TEST_PLUGIN_DIR) / "crashcheck.so");
    const auto checker = gavel::make_plugin_checker(plugin);
    CHECK(checker->check("", "ok\n", "ok\n").verdict == Verdict::accepted);
    CHECK(checker->check("", "no\n", "ok\n").verdict == Verdict::wrong_answer);
    CHECK(checker->check("", "no\n", "ok\n").message == "expected 'ok'");
    CHECK(checker->check("", "OK\n", "ok\n").verdict == Verdict::presentation_error);
    const auto crashed = checker->check("", "boom\n", "ok\n");
    CHECK(crashed.verdict == Verdict::internal_error);
    CHECK_THAT(crashed.message, Catch::Contains("the checker failed: killed by signal 11"));
    CHECK(checker->check("", "throw\n", "ok\n").verdict == Verdict::internal_error);
}

TEST_CASE("problem.yaml's checker setting picks the checker", "[checkers]") {
    const auto with_check = gavel::ProblemPlugin::load(std::filesystem::path(TEST_PLUGIN_DIR) / "crashcheck.so");
    const auto without_check = gavel::ProblemPlugin::load(std::filesystem::path(TEST_PLUGIN_DIR) / "sum.so");
    gavel::ProblemConfig config;
    config.file_name = "problems/sum/problem.yaml";
    CHECK(gavel::make_checker(config, &with_check)->name() == "plugin");
    CHECK(gavel::make_checker(config, &without_check)->name() == "tokens");
    config.checker.kind = gavel::CheckerSpec::Kind::floats;
    CHECK_THAT(gavel::make_checker(config, &without_check)->name(), Catch::StartsWith("floats"));
    config.checker.kind = gavel::CheckerSpec::Kind::plugin;
    config.checker_line = 5;
    config.checker_column = 10;
    CHECK_THROWS_WITH(gavel::make_checker(config, &without_check),
                      Catch::StartsWith("problems/sum/problem.yaml:5:10: checker 'plugin' names the plugin's own check, but"));
}
