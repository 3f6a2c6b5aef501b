// 2025-09 result aggregation (package/group_scoring.cpp) on packages and reports built by hand.
#include <catch2/catch.hpp>

#include <cmath>

#include "aggregation_fixture.hpp"

using gavel::Verdict;
using gavel::package::make_aggregation;
using gavel_test::aggregated;
using gavel_test::aggregation_error;
using gavel_test::group_named;
using gavel_test::Grouped;
using gavel_test::PackageBuilder;
using gavel_test::plain;
using gavel_test::report_of;

namespace {

constexpr Verdict AC = Verdict::accepted;
constexpr Verdict WA = Verdict::wrong_answer;
constexpr Verdict TLE = Verdict::time_limit;
constexpr Verdict RTE = Verdict::runtime_error;
constexpr Verdict JE = Verdict::internal_error;

}  // namespace

TEST_CASE("a pass-fail package's verdict is its first rejected test's, and it has no score", "[package][aggregation]") {
    const auto builder = plain(false);
    const auto aggregation = make_aggregation(builder.package);
    CHECK(aggregation->pass_fail());

    const auto accepted = aggregated(builder.package, report_of(builder.package, {AC, AC, AC, AC, AC, AC}));
    CHECK(accepted.verdict == AC);
    CHECK(accepted.score == 0);
    CHECK(accepted.max_score == 0);
    REQUIRE(accepted.groups.size() == 2);
    CHECK(accepted.groups[0].group == "sample");
    CHECK(accepted.groups[1].group == "secret");

    const auto rejected = aggregated(builder.package, report_of(builder.package, {AC, AC, AC, WA, TLE, AC}));
    CHECK(rejected.verdict == WA);
    CHECK(group_named(rejected, "sample").verdict == AC);
    CHECK(group_named(rejected, "secret").verdict == WA);

    // A validator's score means nothing in a pass-fail problem: it is neither used nor an error.
    auto report = report_of(builder.package, {AC, AC, AC, AC, AC, AC});
    report.tests[3].score = 5;
    CHECK(aggregated(builder.package, report).verdict == AC);
}

TEST_CASE("secret with sum aggregation shares its maximum among its cases", "[package][aggregation]") {
    const auto builder = plain(true);
    CHECK_FALSE(make_aggregation(builder.package)->pass_fail());

    const auto all = aggregated(builder.package, report_of(builder.package, {AC, AC, AC, AC, AC, AC}));
    CHECK(all.verdict == AC);
    CHECK(all.score == 100);
    CHECK(all.max_score == 100);
    CHECK(group_named(all, "secret").score == 100);
    CHECK(group_named(all, "secret").max_score == std::optional<double>(100));
    // The samples never score.
    CHECK(group_named(all, "sample").score == 0);

    // A failed case scores 0; the verdict is the first rejection, with the score of the rest.
    const auto one_wrong = aggregated(builder.package, report_of(builder.package, {AC, AC, AC, WA, AC, AC}));
    CHECK(one_wrong.verdict == WA);
    CHECK(one_wrong.score == 75);

    // A failing sample takes no points but gives the verdict.
    const auto sample_wrong = aggregated(builder.package, report_of(builder.package, {AC, RTE, AC, AC, AC, AC}));
    CHECK(sample_wrong.verdict == RTE);
    CHECK(sample_wrong.score == 100);
}

TEST_CASE("a case's score comes from score.txt or score_multiplier.txt, else its maximum", "[package][aggregation]") {
    const auto builder = plain(true);
    auto report = report_of(builder.package, {AC, AC, AC, AC, AC, AC});
    report.tests[2].score_multiplier = 0.5;  // half of 25
    report.tests[3].score = 10;
    const auto scored = aggregated(builder.package, report);
    CHECK(scored.verdict == AC);
    CHECK(scored.score == Approx(12.5 + 10 + 25 + 25));

    // A score printed in decimal a hair over the share is not over it.
    auto close = report_of(builder.package, {AC, AC, AC, AC, AC, AC});
    close.tests[2].score = 25.000001;
    CHECK(aggregated(builder.package, close).verdict == AC);
}

TEST_CASE("secret with min aggregation scores its weakest case", "[package][aggregation]") {
    auto builder = plain(true);
    builder.at(1).score_aggregation = "min";
    auto report = report_of(builder.package, {AC, AC, AC, AC, AC, AC});
    report.tests[4].score_multiplier = 0.3;
    report.tests[5].score = 80;
    CHECK(aggregated(builder.package, report).score == Approx(30));
    CHECK(aggregated(builder.package, report_of(builder.package, {AC, AC, AC, AC, AC, AC})).score == 100);
    CHECK(aggregated(builder.package, report_of(builder.package, {AC, AC, TLE, AC, AC, AC})).score == 0);
}

TEST_CASE("a validator's score that breaks the rules is a judge error on its test", "[package][aggregation]") {
    const auto builder = plain(true);
    const auto judged = [&](std::size_t test, Verdict verdict, std::optional<double> score,
                            std::optional<double> multiplier) {
        auto report = report_of(builder.package, {AC, AC, AC, AC, AC, AC});
        report.tests[test].verdict = verdict;
        report.tests[test].message = "validator said";
        report.tests[test].score = score;
        report.tests[test].score_multiplier = multiplier;
        report = aggregated(builder.package, report);
        CHECK(report.verdict == JE);
        CHECK(report.score == 0);
        CHECK(report.tests[test].verdict == JE);
        CHECK_THAT(report.tests[test].message, Catch::StartsWith("validator said; judge error: "));
        return report.tests[test].message;
    };
    CHECK_THAT(judged(2, AC, 30, std::nullopt), Catch::Contains("score.txt holds 30, over the case's maximum 25"));
    CHECK_THAT(judged(2, WA, 10, std::nullopt), Catch::Contains("rejected the case but wrote score.txt"));
    CHECK_THAT(judged(2, WA, std::nullopt, 0.5), Catch::Contains("rejected the case but wrote score_multiplier.txt"));
    CHECK_THAT(judged(2, AC, 10, 0.5), Catch::Contains("both score.txt and score_multiplier.txt"));
    CHECK_THAT(judged(2, AC, std::nullopt, 1.5), Catch::Contains("expected a number in [0, 1]"));
    CHECK_THAT(judged(2, AC, -1, std::nullopt), Catch::Contains("expected a non-negative number"));
    CHECK_THAT(judged(0, AC, 1, std::nullopt), Catch::Contains("for a case of sample, which is pass-fail"));
}

TEST_CASE("an unbounded secret needs score.txt from every accepted case", "[package][aggregation]") {
    auto builder = plain(true);
    builder.at(1).max_score = std::nullopt;
    auto report = report_of(builder.package, {AC, AC, AC, AC, AC, AC});
    for (std::size_t t = 2; t < 6; ++t) report.tests[t].score = static_cast<double>(t);
    const auto scored = aggregated(builder.package, report);
    CHECK(scored.verdict == AC);
    CHECK(scored.score == 2 + 3 + 4 + 5);
    CHECK(std::isinf(scored.max_score));
    CHECK_FALSE(group_named(scored, "secret").max_score);

    auto missing = report;
    missing.tests[4].score.reset();
    const auto without = aggregated(builder.package, missing);
    CHECK(without.verdict == JE);
    CHECK_THAT(without.tests[4].message, Catch::Contains("unbounded, without a score.txt"));

    auto multiplied = report;
    multiplied.tests[4].score.reset();
    multiplied.tests[4].score_multiplier = 0.5;
    CHECK_THAT(aggregated(builder.package, multiplied).tests[4].message, Catch::Contains("score_multiplier.txt for a case"));
}

TEST_CASE("test data groups score by their aggregation and add up in secret", "[package][aggregation]") {
    Grouped grouped;
    const auto& package = grouped.builder.package;
    const auto all = aggregated(package, report_of(package, {AC, AC, AC, AC, AC}));
    CHECK(all.verdict == AC);
    CHECK(all.score == 100);
    REQUIRE(all.groups.size() == 4);
    CHECK(all.groups[0].group == "sample");
    CHECK(all.groups[1].group == "secret");
    CHECK(all.groups[2].group == "secret/group1");
    CHECK(all.groups[3].group == "secret/group2");
    CHECK(all.groups[2].score == 30);
    CHECK(all.groups[3].score == 70);

    const auto group1_fails = aggregated(package, report_of(package, {AC, AC, WA, AC, AC}));
    CHECK(group1_fails.verdict == WA);
    CHECK(group1_fails.score == 70);
    CHECK(group_named(group1_fails, "secret/group1").verdict == WA);
    CHECK(group_named(group1_fails, "secret/group1").score == 0);

    const auto group2_half = aggregated(package, report_of(package, {AC, AC, AC, TLE, AC}));
    CHECK(group2_half.verdict == TLE);
    CHECK(group2_half.score == Approx(30 + 35));
    CHECK(group_named(group2_half, "secret/group2").score == Approx(35));

    // A case of a pass-fail group gets no score of its own.
    auto scored = report_of(package, {AC, AC, AC, AC, AC});
    scored.tests[1].score = 3;
    CHECK(aggregated(package, scored).verdict == JE);
}

TEST_CASE("secret may take the minimum of its groups, or pass-fail over all of them", "[package][aggregation]") {
    Grouped minimum;
    minimum.builder.at(minimum.secret).score_aggregation = "min";
    minimum.builder.at(minimum.group2).max_score = 100;
    minimum.builder.at(minimum.group1).max_score = 100;
    auto report = report_of(minimum.builder.package, {AC, AC, AC, AC, AC});
    report.tests[3].score = 20;  // group2: 20 + 50
    CHECK(aggregated(minimum.builder.package, report).score == 70);

    PackageBuilder builder(gavel::package::FormatVersion::v2025_09, true);
    const auto secret = builder.folder("secret");
    builder.at(secret).score_aggregation = "pass-fail";
    builder.cases(builder.group("secret/a", secret, 50), {"1"});
    builder.cases(builder.group("secret/b", secret, 50), {"1"});
    CHECK(aggregated(builder.package, report_of(builder.package, {AC, AC})).score == 100);
    CHECK(aggregated(builder.package, report_of(builder.package, {AC, WA})).score == 0);
}

TEST_CASE("a group whose required groups fail scores 0, and so do the groups that require it", "[package][aggregation]") {
    Grouped grouped;
    grouped.builder.at(grouped.group2).require_pass = {"secret/group1"};
    const auto& package = grouped.builder.package;

    const auto passes = aggregated(package, report_of(package, {AC, AC, AC, AC, AC}));
    CHECK(passes.score == 100);

    const auto group1_fails = aggregated(package, report_of(package, {AC, WA, AC, AC, AC}));
    CHECK(group1_fails.score == 0);
    // group2's own tests passed; it was, in the spec's words, not run.
    CHECK(group_named(group1_fails, "secret/group2").verdict == Verdict::skipped);
    CHECK(group_named(group1_fails, "secret/group2").score == 0);

    // A chain: group2 needs group1, which needs sample.
    grouped.builder.at(grouped.group1).require_pass = {"sample"};
    const auto sample_fails = aggregated(package, report_of(package, {WA, AC, AC, AC, AC}));
    CHECK(sample_fails.score == 0);
    CHECK(group_named(sample_fails, "secret/group1").score == 0);
    CHECK(group_named(sample_fails, "secret/group2").score == 0);

    Grouped secret_needs_sample;
    secret_needs_sample.builder.at(secret_needs_sample.secret).require_pass = {"sample"};
    const auto& needs = secret_needs_sample.builder.package;
    CHECK(aggregated(needs, report_of(needs, {WA, AC, AC, AC, AC})).score == 0);
    CHECK(aggregated(needs, report_of(needs, {AC, AC, AC, AC, AC})).score == 100);
}

TEST_CASE("a group scoring over its max_score is a judge error", "[package][aggregation]") {
    Grouped grouped;
    grouped.builder.at(grouped.group1).max_score = 60;
    grouped.builder.at(grouped.group2).max_score = 60;  // 120 in a secret of 100
    const auto& package = grouped.builder.package;
    const auto report = aggregated(package, report_of(package, {AC, AC, AC, AC, AC}));
    CHECK(report.verdict == JE);
    CHECK(report.score == 0);
    CHECK_THAT(report.tests.back().message, Catch::Contains("secret scores 120, over its max_score 100"));
}

TEST_CASE("a skipped test scores nothing and a missing one counts as skipped", "[package][aggregation]") {
    const auto builder = plain(true);
    auto report = report_of(builder.package, {AC, AC, AC, AC, Verdict::skipped, Verdict::skipped});
    report = aggregated(builder.package, report);
    CHECK(report.verdict == Verdict::skipped);
    CHECK(report.score == 50);

    auto short_report = report_of(builder.package, {AC, AC, AC, AC, AC, AC});
    short_report.tests.pop_back();
    CHECK(aggregated(builder.package, short_report).score == 75);
}
