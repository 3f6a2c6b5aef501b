// What a legacy package's submission folders promise (package/legacy_expectations.cpp).
#include <catch2/catch.hpp>

#include "expectations_fixture.hpp"

using gavel::Verdict;
using gavel::package::FormatVersion;
using gavel::package::TimeLimitUse;
using gavel_test::unmet;
using Fixture = gavel_test::ExpectationFixture;

namespace {

constexpr Verdict AC = Verdict::accepted;
constexpr Verdict WA = Verdict::wrong_answer;
constexpr Verdict TLE = Verdict::time_limit;
constexpr Verdict RTE = Verdict::runtime_error;

}  // namespace

TEST_CASE("legacy folders: accepted, partially_accepted, wrong_answer, time_limit_exceeded, run_time_error", "[package][expectations][legacy]") {
    Fixture fixture(FormatVersion::legacy, true);
    fixture.submissions({"accepted/a.cpp", "partially_accepted/p.cpp", "wrong_answer/w.cpp", "time_limit_exceeded/t.cpp",
                         "run_time_error/c.cpp", "rejected/r.cpp"});
    auto by = fixture.attach();
    CHECK(by.size() == 5);
    REQUIRE(fixture.builder.package.warnings.size() == 1);
    CHECK_THAT(fixture.builder.package.warnings[0], Catch::Contains("'rejected' is no folder of the legacy format"));

    CHECK(by["accepted/a.cpp"].expectation->describe() == "AC");
    CHECK(unmet(by["accepted/a.cpp"], fixture.report({AC, AC, AC, AC, AC})).empty());
    CHECK(unmet(by["accepted/a.cpp"], fixture.report({AC, AC, AC, RTE, AC})) == "secret/group2/a got RTE; expected AC on every test");

    auto partial = fixture.report({AC, AC, WA, AC, AC});
    partial.verdict = Verdict::accepted;
    partial.score = 3;
    partial.max_score = 5;
    CHECK(unmet(by["partially_accepted/p.cpp"], partial).empty());
    partial.score = 5;
    CHECK(unmet(by["partially_accepted/p.cpp"], partial) == "scored 5, the maximum; expected less");
    partial.verdict = Verdict::wrong_answer;
    CHECK(unmet(by["partially_accepted/p.cpp"], partial) == "the submission got WA; expected AC with a lower score");

    CHECK(unmet(by["wrong_answer/w.cpp"], fixture.report({AC, WA, AC, AC, AC})).empty());
    CHECK(unmet(by["wrong_answer/w.cpp"], fixture.report({AC, WA, TLE, AC, AC})) == "secret/group1/b got TLE; expected no TLE or RTE");
    CHECK(unmet(by["wrong_answer/w.cpp"], fixture.report({AC, AC, AC, AC, AC})) == "no test got WA");

    CHECK(unmet(by["time_limit_exceeded/t.cpp"], fixture.report({AC, WA, TLE, AC, AC})).empty());
    CHECK(unmet(by["time_limit_exceeded/t.cpp"], fixture.report({AC, RTE, TLE, AC, AC})) == "secret/group1/a got RTE; expected no RTE");
    CHECK(unmet(by["run_time_error/c.cpp"], fixture.report({AC, WA, TLE, Verdict::memory_limit, AC})).empty());
    CHECK(unmet(by["run_time_error/c.cpp"], fixture.report({AC, WA, AC, AC, AC})) == "no test got RTE");

    CHECK(gavel::package::time_limit_use(fixture.builder.package, by["accepted/a.cpp"]) == TimeLimitUse::lower);
    CHECK(gavel::package::time_limit_use(fixture.builder.package, by["time_limit_exceeded/t.cpp"]) == TimeLimitUse::upper);
    CHECK(gavel::package::time_limit_use(fixture.builder.package, by["wrong_answer/w.cpp"]) == TimeLimitUse::none);
}

TEST_CASE("a legacy pass-fail package has no partially_accepted, and ignores submissions.yaml", "[package][expectations][legacy]") {
    Fixture fixture(FormatVersion::legacy, false);
    fixture.submissions({"accepted/a.cpp", "partially_accepted/p.cpp"});
    auto by = fixture.attach("accepted:\n  permitted: [WA]\n");
    CHECK(by.size() == 1);
    CHECK(by["accepted/a.cpp"].expectation->describe() == "AC");
    const auto& warnings = fixture.builder.package.warnings;
    REQUIRE(warnings.size() == 2);
    CHECK_THAT(warnings[0], Catch::Contains("submissions.yaml: a legacy package's submissions are judged by their folders"));
    CHECK_THAT(warnings[1], Catch::Contains("partially_accepted is for scoring problems only"));
}
