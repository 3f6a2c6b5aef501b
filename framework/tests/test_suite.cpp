#include <catch2/catch.hpp>

#include "error_text.hpp"

#include "base/errors.hpp"
#include "config/suite.hpp"

namespace {

std::filesystem::path suite_fixture(const std::string& name) { return std::filesystem::path(FIXTURES_DIR) / "suites" / name; }

// The one-line message load_suite gives for a broken fixture.
std::string suite_error(const std::string& name, const std::string& problem = "sum") {
    return gavel_test::input_error_of([&] { gavel::load_suite(suite_fixture(name), problem); }, name);
}

}  // namespace

TEST_CASE("a suite loads groups, inline and file cases, generation and limit overrides", "[suite]") {
    const gavel::Suite suite = gavel::load_suite(suite_fixture("good.yaml"), "sum");
    CHECK(suite.problem == "sum");
    REQUIRE(suite.groups.size() == 3);
    CHECK(suite.case_count() == 2 + 25 + 1 + 3);
    CHECK(suite.max_score() == 100);
    CHECK(suite.limits.time == gavel::Duration(std::chrono::seconds(2)));

    const auto& samples = suite.groups[0];
    REQUIRE(samples.cases.size() == 2);
    CHECK(samples.cases[0].input == "1 2\n");
    CHECK(samples.cases[0].answer == std::optional<std::string>("3\n"));
    CHECK(samples.cases[1].answer == std::optional<std::string>("11\n"));
    CHECK(samples.cases[1].limits.memory == std::optional<std::uint64_t>(32ull << 20));

    const auto& random = suite.groups[1];
    CHECK(random.cases.empty());  // a group may generate every case, with no `cases:`
    REQUIRE(random.generate);
    CHECK(random.generate->count == 25);
    CHECK(random.generate->seed == 17);
    CHECK(random.generate->params.at("bound") == "50");
    CHECK(random.limits.output == std::optional<std::uint64_t>(1024));
    CHECK(random.generate->location.line == 17);

    CHECK(suite.groups[2].cases.size() == 1);
    CHECK_FALSE(suite.groups[2].cases[0].answer);
    CHECK(suite.groups[2].generate);
}

TEST_CASE("suite errors name the file, the line and what was expected", "[suite][errors]") {
    CHECK_THAT(suite_error("syntax_error.yaml"), Catch::Matches(".*syntax_error\\.yaml:5:[0-9]+: YAML syntax error: .*"));
    CHECK_THAT(suite_error("unknown_key.yaml"),
               Catch::EndsWith("unknown_key.yaml:8:9: unknown key 'anwser' in a case; expected one of: name, input, generate, answer, limits, interaction"));
    CHECK_THAT(suite_error("wrong_type.yaml"),
               Catch::EndsWith("wrong_type.yaml:4:13: expected points (an integer in 0..1000000), found 'lots'"));
    CHECK_THAT(suite_error("missing_key.yaml"), Catch::EndsWith("missing_key.yaml:3:5: missing required key 'points'"));
    // A group without a name once aborted the judge (yaml-cpp throws on an absent key's type), found by fuzz_suite_yaml.
    CHECK_THAT(suite_error("missing_group_name.yaml"), Catch::EndsWith("missing_group_name.yaml:3:5: missing required key 'name'"));
    CHECK_THAT(suite_error("zero_limit.yaml"),
               Catch::EndsWith("zero_limit.yaml:5:21: limits.time: expected a positive duration such as 1s, 1.5s or 500ms, found '0s'"));
    CHECK_THAT(suite_error("negative_limit.yaml"),
               Catch::EndsWith("negative_limit.yaml:8:27: limits.memory: expected a positive size such as 256MiB, 64KiB, 1GiB or 4096B, found '-64MiB'"));
    CHECK_THAT(suite_error("unparsable_limit.yaml"), Catch::Contains("unparsable_limit.yaml:3:11: limits.output: expected a positive size"));
    CHECK_THAT(suite_error("duplicate_group.yaml"), Catch::EndsWith("duplicate_group.yaml:7:11: duplicate group name 'samples'"));
    CHECK_THAT(suite_error("duplicate_case.yaml"),
               Catch::EndsWith("duplicate_case.yaml:8:17: duplicate case name 'a' in group 'samples'"));
    CHECK_THAT(suite_error("missing_data.yaml"),
               Catch::Contains("missing_data.yaml:7:24: data file 'data/nowhere.in' not found"));
    CHECK_THAT(suite_error("wrong_problem.yaml"),
               Catch::EndsWith("wrong_problem.yaml:1:10: unknown problem 'summ' for this suite; expected 'sum'"));
    CHECK_THAT(suite_error("empty_cases.yaml"),
               Catch::EndsWith("empty_cases.yaml:5:12: expected at least one case in group 'samples'"));
    // YAML parsers keep the first of two equal keys and drop the second unseen: both lines are named.
    CHECK_THAT(suite_error("repeated_key.yaml"),
               Catch::EndsWith("repeated_key.yaml:6:51: key 'answer' given twice (first at line 6, column 36); expected each key once"));
    CHECK_THAT(suite_error("repeated_param.yaml"),
               Catch::EndsWith("repeated_param.yaml:10:9: key 'bound' given twice (first at line 9, column 9); expected each key once"));
    // A case made by the generator (what gavel stress writes) takes a seed of any 64 bits, and no input beside it.
    CHECK_THAT(suite_error("input_and_generate.yaml"),
               Catch::EndsWith("input_and_generate.yaml:8:19: case 'both' has both 'input' and 'generate'; expected one of them"));
    CHECK_THAT(suite_error("case_seed_too_big.yaml"),
               Catch::EndsWith("case_seed_too_big.yaml:7:27: expected seed as an integer from 0 to 18446744073709551615, found 18446744073709551616"));
    CHECK_THAT(suite_error("case_generate_count.yaml"),
               Catch::EndsWith("case_generate_count.yaml:7:21: unknown key 'count' in a case's generate; expected one of: seed, params"));
    CHECK_THAT(suite_error("nonexistent.yaml"), Catch::EndsWith("nonexistent.yaml: cannot open the file (expected a readable YAML file)"));
}

TEST_CASE("a group's aggregate and depends_on load, each dependency once and by index", "[suite][scores]") {
    const gavel::Suite suite = gavel::load_suite(suite_fixture("subtasks.yaml"), "sum");
    REQUIRE(suite.groups.size() == 3);
    CHECK(suite.groups[0].aggregate == gavel::TestGroup::Aggregate::min);  // the default
    CHECK(suite.groups[1].aggregate == gavel::TestGroup::Aggregate::sum);
    CHECK(suite.groups[2].aggregate == gavel::TestGroup::Aggregate::min);
    CHECK(suite.groups[0].depends_on.empty());
    CHECK(suite.groups[2].depends_on == std::vector<std::size_t>{0, 1});
}

TEST_CASE("depends_on names an earlier group, and aggregate is min or sum: else file:line:column", "[suite][scores][errors]") {
    CHECK_THAT(suite_error("depends_on_unknown.yaml"),
               Catch::EndsWith("depends_on_unknown.yaml:9:25: group 'large' depends on 'smal', which is no group of this suite; "
                               "expected the name of an earlier group"));
    CHECK_THAT(suite_error("depends_on_later.yaml"),
               Catch::EndsWith("depends_on_later.yaml:5:18: group 'small' depends on 'large', which comes after it; "
                               "expected the name of an earlier group"));
    CHECK_THAT(suite_error("depends_on_itself.yaml"),
               Catch::EndsWith("depends_on_itself.yaml:6:9: group 'small' depends on itself; expected the name of an earlier group"));
    CHECK_THAT(suite_error("depends_on_scalar.yaml"),
               Catch::EndsWith("depends_on_scalar.yaml:9:17: expected depends_on as a list of earlier groups' names (a list), found 'small'"));
    CHECK_THAT(suite_error("bad_aggregate.yaml"),
               Catch::EndsWith("bad_aggregate.yaml:5:16: unknown aggregate 'average'; expected min or sum"));
}
