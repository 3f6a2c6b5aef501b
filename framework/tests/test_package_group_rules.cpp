// The test_group.yaml settings a 2025-09 package may not combine (package/scoring_plan.cpp), refused when its
// aggregation is made.
#include <catch2/catch.hpp>

#include "aggregation_fixture.hpp"

using gavel::package::make_aggregation;
using gavel_test::aggregation_error;
using gavel_test::Grouped;
using gavel_test::PackageBuilder;

TEST_CASE("a pass-fail package may not use require_pass or score a test data group", "[package][aggregation][errors]") {
    PackageBuilder builder;
    builder.cases(builder.folder("sample"), {"1"});
    const auto secret = builder.folder("secret");
    const auto group1 = builder.group("secret/group1", secret, std::nullopt);
    builder.cases(group1, {"a"});
    const auto group2 = builder.group("secret/group2", secret, std::nullopt);
    builder.cases(group2, {"a"});
    CHECK(make_aggregation(builder.package)->pass_fail());

    auto requiring = builder;
    requiring.at(group2).require_pass = {"secret/group1"};
    CHECK_THAT(aggregation_error(requiring.package),
               Catch::StartsWith("data/secret/group2/test_group.yaml:1:1: require_pass in secret/group2: a pass-fail"));

    auto scored = builder;
    scored.at(group1).max_score = 10;
    CHECK_THAT(aggregation_error(scored.package), Catch::Contains("secret/group1 sets max_score or score_aggregation"));
}

TEST_CASE("test_group.yaml settings the spec forbids are refused at the group's file", "[package][aggregation][errors]") {
    {
        Grouped grouped;
        grouped.builder.at(grouped.group1).max_score = std::nullopt;
        CHECK_THAT(aggregation_error(grouped.builder.package),
                   Catch::StartsWith("data/secret/group1/test_group.yaml:1:1: secret/group1 has pass-fail score_aggregation, "
                                     "so it needs a bounded max_score"));
    }
    {
        Grouped grouped;
        grouped.builder.at(grouped.group2).max_score = std::nullopt;
        CHECK_THAT(aggregation_error(grouped.builder.package),
                   Catch::Contains("test data group secret/group2 has an unbounded max_score while secret's is 100"));
    }
    {
        Grouped grouped;
        grouped.builder.at(grouped.secret).score_aggregation = "pass-fail";
        CHECK_THAT(aggregation_error(grouped.builder.package),
                   Catch::Contains("so test data group secret/group2 must too (found sum)"));
    }
    {
        Grouped grouped;
        grouped.builder.at(grouped.group2).score_aggregation = "max";
        CHECK_THAT(aggregation_error(grouped.builder.package), Catch::Contains("'max' of secret/group2: expected pass-fail, sum or min"));
    }
    const auto requiring = [](const std::string& from, const std::string& name) {
        Grouped grouped;
        const std::size_t node = from == "secret" ? grouped.secret : from == "group1" ? grouped.group1 : grouped.group2;
        grouped.builder.at(node).require_pass = {name};
        return aggregation_error(grouped.builder.package);
    };
    CHECK_THAT(requiring("group2", "secret/group9"), Catch::Contains("names 'secret/group9'; expected sample or a test data group"));
    CHECK_THAT(requiring("group2", "secret"), Catch::Contains("expected sample or a test data group"));
    {
        Grouped grouped;
        grouped.builder.at(grouped.group2).score_aggregation = "pass-fail";
        grouped.builder.at(grouped.group1).require_pass = {"secret/group2"};
        CHECK_THAT(aggregation_error(grouped.builder.package),
                   Catch::Contains("names secret/group2, which does not come before it in name order"));
    }
    CHECK_THAT(requiring("secret", "secret/group1"), Catch::Contains("secret may only require sample"));
    {
        Grouped grouped;
        grouped.builder.cases(grouped.builder.group("secret/group3", grouped.secret, 0), {"x"});
        grouped.builder.at(grouped.builder.package.nodes.size() - 1).require_pass = {"secret/group2"};
        CHECK_THAT(aggregation_error(grouped.builder.package),
                   Catch::Contains("names secret/group2, whose score_aggregation is sum; expected a pass-fail group"));
    }
}

TEST_CASE("a 2025-09 group ends at its first rejection unless its other cases still score (sum)", "[package][aggregation]") {
    const Grouped grouped;
    const auto aggregation = make_aggregation(grouped.builder.package);
    CHECK(aggregation->ends_group_at_first_failure("sample"));
    CHECK(aggregation->ends_group_at_first_failure("secret/group1"));  // pass-fail
    CHECK_FALSE(aggregation->ends_group_at_first_failure("secret/group2"));  // sum
    auto by_min = grouped.builder;
    by_min.at(grouped.group2).score_aggregation = "min";
    CHECK(make_aggregation(by_min.package)->ends_group_at_first_failure("secret/group2"));
}
