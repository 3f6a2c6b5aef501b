#include <catch2/catch.hpp>

#include "error_text.hpp"

#include "base/errors.hpp"
#include "config/problem_config.hpp"

namespace {

std::filesystem::path problem_fixture(const std::string& name) {
    return std::filesystem::path(FIXTURES_DIR) / "problem-files" / name / "problem.yaml";
}

std::string config_error(const std::string& name) {
    return gavel_test::input_error_of([&] { gavel::load_problem_config(problem_fixture(name)); }, name);
}

}  // namespace

TEST_CASE("problem.yaml gives id, title, source, limits and checker", "[problem]") {
    const gavel::ProblemConfig config = gavel::load_problem_config(problem_fixture("good"));
    CHECK(config.id == "good");
    CHECK(config.title == "A good problem");
    CHECK(config.source == "the tests");
    CHECK(config.limits.time == gavel::Duration(std::chrono::seconds(1)));
    CHECK(config.limits.memory == 64ull << 20);
    CHECK(config.limits.output == 1ull << 20);
    CHECK(config.limits.wall() == gavel::Duration(std::chrono::seconds(5)));  // set; otherwise 2 x time + 1 s
    CHECK(gavel::Limits{}.wall() == gavel::Duration(std::chrono::seconds(3)));
    CHECK(config.checker.kind == gavel::CheckerSpec::Kind::exact);

    const gavel::ProblemConfig floats = gavel::load_problem_config(problem_fixture("floats-tolerance"));
    CHECK(floats.checker.kind == gavel::CheckerSpec::Kind::floats);
    CHECK(floats.checker.absolute == Approx(1e-4));
    CHECK(floats.checker.relative == Approx(1e-9));
}

TEST_CASE("problem.yaml errors name the file, the line and what was expected", "[problem][errors]") {
    CHECK_THAT(config_error("unknown-checker"),
               Catch::EndsWith("problem.yaml:4:10: unknown checker 'lines'; expected one of: exact, tokens, floats, plugin, or { program: ..., protocol: ... }"));
    CHECK_THAT(config_error("bad-id"), Catch::EndsWith("problem.yaml:1:5: problem id 'another' differs from its folder; expected 'bad-id'"));
    CHECK_THAT(config_error("zero-time"), Catch::Contains("problem.yaml:4:9: limits.time: expected a positive duration"));
    CHECK_THAT(config_error("missing-checker"), Catch::Contains("problem.yaml:4:21: checker program 'nowhere.cpp' not found"));
    CHECK_THAT(config_error("bad-protocol"),
               Catch::EndsWith("problem.yaml:6:13: unknown checker protocol 'polygon'; expected testlib or kattis"));
    CHECK_THAT(config_error("missing-limits"), Catch::EndsWith("problem.yaml:1:1: missing required key 'limits'"));
    CHECK_THAT(config_error("repeated-key"),
               Catch::EndsWith("problem.yaml:6:3: key 'time' given twice (first at line 4, column 3); expected each key once"));
}
