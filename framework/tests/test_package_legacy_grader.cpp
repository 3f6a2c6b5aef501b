// legacy result aggregation (package/legacy_grader.cpp, default_grader.cpp): the default grader folder by folder.
#include <catch2/catch.hpp>

#include <cmath>

#include "error_text.hpp"
#include "package/aggregation.hpp"
#include "package_builder.hpp"

using gavel::Verdict;
using gavel::package::FormatVersion;
using gavel::package::make_aggregation;
using gavel_test::group_named;
using gavel_test::PackageBuilder;
using gavel_test::report_of;

namespace {

constexpr Verdict AC = Verdict::accepted;
constexpr Verdict WA = Verdict::wrong_answer;
constexpr Verdict TLE = Verdict::time_limit;
constexpr Verdict RTE = Verdict::runtime_error;
constexpr Verdict SK = Verdict::skipped;

gavel::Report aggregated(const gavel::package::Package& package, gavel::Report report) {
    make_aggregation(package)->aggregate(report);
    return report;
}

// sample: 1, 2; secret: a, b/ (x, y), c — a case, a sub-folder and a case, in name order.
struct Legacy {
    PackageBuilder builder{FormatVersion::legacy, true};
    std::size_t sample, secret, sub;
    explicit Legacy(bool scoring = true) : builder(FormatVersion::legacy, scoring) {
        sample = builder.folder("sample");
        builder.cases(sample, {"1", "2"});
        secret = builder.folder("secret");
        builder.cases(secret, {"a"});
        sub = builder.folder("secret/b", secret);
        builder.cases(sub, {"x", "y"});
        builder.cases(secret, {"c"});
    }
    // The flags of every folder, as a data/testdata.yaml would hand them down.
    void flags(const std::vector<std::string>& flags) {
        for (auto& node : builder.package.nodes) node.grader_flags = flags;
    }
    // on_reject: continue everywhere: each folder's grader sees every sub-result, not only those up to the first
    // rejected one (break, the default), which the tests of the verdict and score modes need.
    Legacy& continuing() {
        for (auto& node : builder.package.nodes) node.on_reject = "continue";
        return *this;
    }
    const gavel::package::Package& package() const { return builder.package; }
};

// Report order is case order: sample/1, sample/2, secret/a, secret/b/x, secret/b/y, secret/c.
gavel::Report run(const Legacy& legacy, const std::vector<Verdict>& verdicts) {
    return aggregated(legacy.package(), report_of(legacy.package(), verdicts));
}

}  // namespace

TEST_CASE("the default grader sums accept_score over every case, samples included", "[package][legacy]") {
    const Legacy legacy;
    CHECK_FALSE(make_aggregation(legacy.package())->pass_fail());
    const auto all = run(legacy, {AC, AC, AC, AC, AC, AC});
    CHECK(all.verdict == AC);
    CHECK(all.score == 6);
    CHECK(group_named(all, "secret").score == 4);
    CHECK(group_named(all, "secret/b").score == 2);
    CHECK(group_named(all, "sample").score == 2);
    CHECK(std::isinf(all.max_score));
    CHECK_FALSE(group_named(all, "secret").max_score);
}

TEST_CASE("worst_error takes the worst verdict, first_error the first in name order", "[package][legacy]") {
    Legacy legacy;
    legacy.continuing();
    // secret/b/x is WA, secret/c is TLE: b comes before c, and TLE is worse than WA.
    const std::vector<Verdict> verdicts{AC, AC, AC, WA, AC, TLE};
    const auto worst = run(legacy, verdicts);
    CHECK(worst.verdict == TLE);
    CHECK(worst.score == 0);  // a rejected submission scores nothing
    CHECK(group_named(worst, "secret").verdict == TLE);
    CHECK(group_named(worst, "secret/b").verdict == WA);

    legacy.flags({"first_error"});
    CHECK(run(legacy, verdicts).verdict == WA);
    // The last of two conflicting modes counts.
    legacy.flags({"first_error", "worst_error"});
    CHECK(run(legacy, verdicts).verdict == TLE);
    // worst_error's order: RTE before TLE.
    legacy.flags({});
    CHECK(run(legacy, {AC, AC, TLE, RTE, AC, AC}).verdict == RTE);
}

TEST_CASE("always_accept accepts with reject_score for the rejected cases", "[package][legacy]") {
    Legacy legacy;
    legacy.continuing();
    legacy.flags({"always_accept"});
    const auto report = run(legacy, {AC, AC, WA, AC, TLE, AC});
    CHECK(report.verdict == AC);
    CHECK(report.score == 4);
    for (auto& node : legacy.builder.package.nodes) node.reject_score = 0.5;
    CHECK(run(legacy, {AC, AC, WA, AC, TLE, AC}).score == 5);
}

TEST_CASE("accept_if_any_accepted accepts a folder with one accepted sub-result", "[package][legacy]") {
    Legacy legacy;
    legacy.continuing();
    legacy.flags({"accept_if_any_accepted"});
    const auto report = run(legacy, {AC, AC, WA, AC, TLE, WA});
    CHECK(report.verdict == AC);
    CHECK(report.score == 3);
    // Nothing accepted: the verdict mode decides.
    const auto none = run(legacy, {WA, WA, WA, TLE, WA, WA});
    CHECK(none.verdict == TLE);
}

TEST_CASE("avg, min and max aggregate the sub-results' scores", "[package][legacy]") {
    Legacy legacy;
    auto report = report_of(legacy.package(), {AC, AC, AC, AC, AC, AC});
    report.tests[2].score = 10;  // secret/a
    report.tests[3].score = 4;   // secret/b/x
    report.tests[4].score = 6;   // secret/b/y
    report.tests[5].score = 1;   // secret/c
    const auto with = [&](const std::vector<std::string>& flags) {
        legacy.flags(flags);
        return aggregated(legacy.package(), report);
    };
    CHECK(group_named(with({}), "secret").score == 10 + 10 + 1);
    CHECK(group_named(with({"avg"}), "secret/b").score == 5);
    CHECK(group_named(with({"avg"}), "secret").score == Approx((10.0 + 5 + 1) / 3));
    CHECK(group_named(with({"min"}), "secret").score == 1);
    CHECK(group_named(with({"max"}), "secret").score == 10);
}

TEST_CASE("accept_score and reject_score are the folder's, and score.txt wins over them", "[package][legacy]") {
    Legacy legacy;
    legacy.continuing();
    legacy.builder.at(legacy.sub).accept_score = 25;
    legacy.builder.at(legacy.sub).reject_score = 2;
    legacy.builder.at(legacy.sub).grader_flags = {"always_accept"};
    const auto report = run(legacy, {AC, AC, AC, AC, WA, AC});
    CHECK(group_named(report, "secret/b").score == 27);
    CHECK(report.score == 2 + 1 + 27 + 1);

    auto scored = report_of(legacy.package(), {AC, AC, AC, AC, AC, AC});
    scored.tests[3].score = 7;
    CHECK(group_named(aggregated(legacy.package(), scored), "secret/b").score == 32);

    // A rejected folder passes its reject_score up, whatever its cases scored.
    legacy.builder.at(legacy.sub).grader_flags = {};
    legacy.builder.at(legacy.secret).grader_flags = {"always_accept"};
    const auto rejected_folder = run(legacy, {AC, AC, AC, AC, WA, AC});
    CHECK(group_named(rejected_folder, "secret/b").verdict == WA);
    CHECK(group_named(rejected_folder, "secret/b").score == 2);
    CHECK(group_named(rejected_folder, "secret").score == 1 + 2 + 1);
}

TEST_CASE("ignore_sample in data/testdata.yaml grades secret alone", "[package][legacy]") {
    gavel_test::TemporaryFolder folder("legacy-root");
    Legacy legacy;
    legacy.builder.package.directory = folder.path();
    folder.write("data/testdata.yaml", "grader_flags: ignore_sample\nrange: 0 4\n");
    // sample and secret inherit the flag from data/, where alone it means something.
    legacy.flags({"ignore_sample"});
    const auto report = run(legacy, {WA, AC, AC, AC, AC, AC});
    CHECK(report.verdict == AC);
    CHECK(report.score == 4);
    CHECK(report.max_score == 4);
    CHECK(group_named(report, "sample").verdict == WA);

    folder.write("data/testdata.yaml", "grader_flags: ''\n");
    const auto counted = run(legacy, {WA, AC, AC, AC, AC, AC});
    CHECK(counted.verdict == WA);
    CHECK(counted.score == 0);
}

TEST_CASE("a data/testdata.yaml without grader_flags grades with the defaults", "[package][legacy]") {
    // A missing key was read as yaml-cpp's invalid node, whose IsScalar() threw: gavel verify exited 3.
    gavel_test::TemporaryFolder folder("legacy-no-flags");
    Legacy legacy;
    legacy.builder.package.directory = folder.path();
    folder.write("data/testdata.yaml", "on_reject: break\n");
    const auto report = run(legacy, {AC, AC, AC, AC, AC, AC});
    CHECK(report.verdict == AC);
    CHECK(report.score == 6);
}

TEST_CASE("range is the scores possible: shown as the maximum, never clamped", "[package][legacy]") {
    Legacy legacy;
    for (auto& node : legacy.builder.package.nodes) node.range_max = 3;
    const auto report = run(legacy, {AC, AC, AC, AC, AC, AC});
    CHECK(group_named(report, "secret").max_score == std::optional<double>(3));
    CHECK(group_named(report, "secret").score == 4);
}

TEST_CASE("on_reject: break ends a folder's sub-results at its first rejection, run or not", "[package][legacy]") {
    Legacy legacy;
    // secret: a AC, b/ (x WA: b is WA), c TLE. The grader of secret never sees c: worst_error is first_error.
    const std::vector<Verdict> verdicts{AC, AC, AC, WA, AC, TLE};
    CHECK(run(legacy, verdicts).verdict == WA);
    CHECK(group_named(run(legacy, verdicts), "secret").verdict == WA);
    // always_accept with sum: the cases after the first rejection add nothing, whether they ran (verify) or not.
    legacy.flags({"always_accept"});
    const auto ran = run(legacy, {AC, AC, AC, WA, AC, AC});
    const auto skipped = run(legacy, {AC, AC, AC, WA, SK, AC});  // grade's fail-fast ended secret/b at x
    CHECK(ran.verdict == AC);
    CHECK(group_named(ran, "secret/b").score == 0);  // x rejected (reject_score 0); y after it is not graded
    CHECK(group_named(ran, "secret").score == 2);    // a, b (accepted by always_accept, score 0), c
    CHECK(ran.score == skipped.score);
    // continue: every sub-result counts.
    legacy.continuing();
    CHECK(group_named(run(legacy, {AC, AC, AC, WA, AC, AC}), "secret/b").score == 1);
}

TEST_CASE("skipped tests are no sub-results of their folder", "[package][legacy]") {
    const Legacy legacy;
    const auto report = run(legacy, {AC, AC, AC, WA, SK, SK});
    CHECK(report.verdict == WA);
    CHECK(group_named(report, "secret/b").verdict == WA);
    const auto none = run(legacy, {SK, SK, SK, SK, SK, SK});
    CHECK(none.verdict == SK);
    CHECK(none.score == 0);
}

TEST_CASE("an unknown grader flag is refused at the folder's testdata.yaml", "[package][legacy][errors]") {
    Legacy legacy;
    legacy.builder.at(legacy.sub).grader_flags = {"sum", "median"};
    CHECK_THAT(gavel_test::input_error_of([&] { make_aggregation(legacy.package()); }, "median"),
               Catch::StartsWith("data/secret/b/test_group.yaml:1:1: unknown grader flag 'median'"));
}

TEST_CASE("a legacy pass-fail package takes its first rejection and no score", "[package][legacy]") {
    Legacy legacy(false);
    CHECK(make_aggregation(legacy.package())->pass_fail());
    const auto report = run(legacy, {AC, AC, AC, WA, TLE, AC});
    CHECK(report.verdict == WA);
    CHECK(report.score == 0);
    CHECK(report.max_score == 0);
    CHECK(group_named(report, "secret/b").verdict == WA);
    CHECK(group_named(report, "sample").verdict == AC);
    CHECK(run(legacy, {AC, AC, AC, AC, AC, AC}).verdict == AC);
}

TEST_CASE("a legacy folder ends at its first rejection unless on_reject is continue", "[package][legacy]") {
    Legacy legacy;
    const auto aggregation = make_aggregation(legacy.package());
    CHECK(aggregation->ends_group_at_first_failure("secret"));
    CHECK(aggregation->ends_group_at_first_failure("secret/b"));
    legacy.builder.at(legacy.sub).on_reject = "continue";
    const auto continuing = make_aggregation(legacy.package());
    CHECK(continuing->ends_group_at_first_failure("secret"));
    CHECK_FALSE(continuing->ends_group_at_first_failure("secret/b"));
    // Pass-fail: the first rejection is the verdict, whatever on_reject says.
    Legacy pass_fail(false);
    pass_fail.builder.at(pass_fail.sub).on_reject = "continue";
    CHECK(make_aggregation(pass_fail.package())->ends_group_at_first_failure("secret/b"));
}
