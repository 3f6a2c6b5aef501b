// What a 2025-09 package's submissions must get (package/expectations.cpp): the default folders, submissions.yaml's
// patterns over submissions and tests, scores, messages and time-limit use.
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
constexpr Verdict SK = Verdict::skipped;

}  // namespace

TEST_CASE("the default folders promise what the spec says", "[package][expectations]") {
    Fixture fixture;
    fixture.submissions({"accepted/a.cpp", "rejected/r.py", "wrong_answer/w.cpp", "time_limit_exceeded/t.cpp",
                         "run_time_error/c.cpp", "brute_force/b.py"});
    auto by = fixture.attach();
    REQUIRE(by.size() == 6);
    CHECK(by["accepted/a.cpp"].expectation->describe() == "AC");
    CHECK(by["wrong_answer/w.cpp"].expectation->describe() == "WA (permitted AC WA, required WA)");
    CHECK(by["time_limit_exceeded/t.cpp"].expectation->describe() == "TLE (permitted AC TLE, required TLE)");
    CHECK(by["run_time_error/c.cpp"].expectation->describe() == "RTE (permitted AC RTE, required RTE)");
    CHECK(by["rejected/r.py"].expectation->describe() == "not AC (required WA TLE RTE)");
    CHECK(by["brute_force/b.py"].expectation->describe() == "not AC (permitted AC TLE RTE, required TLE RTE)");

    const auto all_ac = fixture.report({AC, AC, AC, AC, AC});
    CHECK(unmet(by["accepted/a.cpp"], all_ac).empty());
    CHECK(unmet(by["accepted/a.cpp"], fixture.report({AC, AC, WA, AC, AC})) == "secret/group1/b got WA, not permitted (AC)");
    CHECK(unmet(by["rejected/r.py"], all_ac) == "no test got WA TLE RTE (required)");
    CHECK(unmet(by["rejected/r.py"], fixture.report({AC, TLE, AC, AC, AC})).empty());
    CHECK(unmet(by["wrong_answer/w.cpp"], all_ac) == "no test got WA (required)");
    CHECK(unmet(by["wrong_answer/w.cpp"], fixture.report({AC, WA, AC, AC, AC})).empty());
    CHECK(unmet(by["wrong_answer/w.cpp"], fixture.report({AC, WA, TLE, AC, AC})) == "secret/group1/b got TLE, not permitted (AC WA)");
    CHECK(unmet(by["time_limit_exceeded/t.cpp"], fixture.report({AC, AC, AC, TLE, SK})).empty());
    CHECK(unmet(by["brute_force/b.py"], fixture.report({AC, AC, AC, TLE, RTE})).empty());
    CHECK(unmet(by["brute_force/b.py"], fixture.report({AC, AC, AC, TLE, WA})) == "secret/group2/b got WA, not permitted (AC TLE RTE)");
}

TEST_CASE("gavel's verdicts fold into the spec's four, and JE, skipped and CE meet nothing", "[package][expectations]") {
    Fixture fixture;
    fixture.submissions({"accepted/a.cpp", "wrong_answer/w.cpp", "run_time_error/c.cpp"});
    auto by = fixture.attach();
    // Out of memory or past the output limit counts as a run-time error; a presentation error as a wrong answer.
    CHECK(unmet(by["run_time_error/c.cpp"], fixture.report({AC, Verdict::memory_limit, AC, AC, AC})).empty());
    CHECK(unmet(by["run_time_error/c.cpp"], fixture.report({AC, Verdict::output_limit, AC, AC, AC})).empty());
    CHECK(unmet(by["wrong_answer/w.cpp"], fixture.report({AC, Verdict::presentation_error, AC, AC, AC})).empty());
    CHECK(unmet(by["wrong_answer/w.cpp"], fixture.report({AC, Verdict::internal_error, WA, AC, AC})) ==
          "secret/group1/a got a judge error (IE), which no expectation permits");
    // Tests skipped after a failure count for nothing; none judged at all meets nothing.
    CHECK(unmet(by["wrong_answer/w.cpp"], fixture.report({WA, SK, SK, SK, SK})).empty());
    CHECK(unmet(by["accepted/a.cpp"], fixture.report({SK, SK, SK, SK, SK})) == "no test was judged");
    auto not_compiled = fixture.report({SK, SK, SK, SK, SK});
    not_compiled.verdict = Verdict::compilation_error;
    CHECK(unmet(by["accepted/a.cpp"], not_compiled) == "it did not compile");
}

TEST_CASE("a submission no rule covers is dropped with a warning", "[package][expectations]") {
    Fixture fixture;
    fixture.submissions({"accepted/a.cpp", "misc/helper.cpp"});
    auto by = fixture.attach();
    CHECK(by.size() == 1);
    CHECK(by.count("accepted/a.cpp") == 1);
    REQUIRE(fixture.builder.package.warnings.size() == 1);
    CHECK_THAT(fixture.builder.package.warnings[0], Catch::StartsWith("submissions/misc/helper.cpp: no rule"));

    // A pattern covers it: it is kept, with the spec's default permitted and required (any verdict).
    Fixture covered;
    covered.submissions({"misc/helper.cpp"});
    auto kept = covered.attach("misc:\n  language: cpp\n");
    REQUIRE(kept.size() == 1);
    CHECK(kept["misc/helper.cpp"].expectation->describe() == "any verdict");
    CHECK(kept["misc/helper.cpp"].language == "cpp");
}

TEST_CASE("submission patterns: '*' within a name, {a,b} alternatives, parent folders", "[package][expectations]") {
    Fixture fixture;
    fixture.submissions({"accepted/fast.cpp", "accepted/slow.py", "accepted/other.java", "wrong_answer/w.py",
                         "wrong_answer/w.cpp"});
    auto by = fixture.attach(
        "accepted/{fast,slow}.*:\n"
        "  message: fine\n"
        "wrong_answer/*.py:\n"
        "  required: [WA]\n"
        "  message: expected 3\n"
        "'*.cpp':\n"
        "  permitted: [AC]\n"
        "'wrong_*':\n"
        "  language: python3\n");
    CHECK(by["accepted/fast.cpp"].expectation->describe() == "AC; message \"fine\"");
    CHECK(by["accepted/slow.py"].expectation->describe() == "AC; message \"fine\"");
    CHECK(by["accepted/other.java"].expectation->describe() == "AC");
    CHECK(by["wrong_answer/w.cpp"].expectation->describe() == "WA (permitted AC WA, required WA)");
    CHECK(by["wrong_answer/w.py"].expectation->describe() ==
          "WA (permitted AC WA, required WA); WA (required WA), message \"expected 3\"");
    // 'wrong_*' matches the folder, so every submission in it.
    CHECK(by["wrong_answer/w.cpp"].language == "python3");
    CHECK(by["accepted/fast.cpp"].language.empty());
    // '*' never crosses a '/': '*.cpp' matches no submission, which is worth a warning.
    const auto& warnings = fixture.builder.package.warnings;
    REQUIRE(warnings.size() == 1);
    CHECK_THAT(warnings[0], Catch::Contains("submissions.yaml:6:1: submission pattern '*.cpp' matches no submission"));

    // The message must appear in some test's judgemessage.txt, on any of its lines, or in gavel's own message.
    auto report = fixture.report({AC, WA, AC, AC, AC});
    CHECK(unmet(by["wrong_answer/w.py"], report) == "no test has the message \"expected 3\"");
    report.tests[1].message = "line 1: expected 3, found 4";
    CHECK(unmet(by["wrong_answer/w.py"], report).empty());
    report.tests[1].message = "wrong on line 1";
    report.tests[1].judge_message = "wrong on line 1\nline 2: expected 3, found 4\n";
    CHECK(unmet(by["wrong_answer/w.py"], report).empty());
}

TEST_CASE("requirements under test case and group patterns apply to those tests only", "[package][expectations]") {
    Fixture fixture;
    fixture.submissions({"time_limit_exceeded/partial.cpp"});
    auto by = fixture.attach(
        "time_limit_exceeded/partial.cpp:\n"
        "  sample:\n"
        "    permitted: [AC]\n"
        "  secret/group1:\n"
        "    permitted: [AC]\n"
        "  secret/*2:\n"
        "    permitted: [AC, TLE]\n"
        "    required: [TLE]\n");
    const auto& submission = by["time_limit_exceeded/partial.cpp"];
    CHECK(submission.expectation->describe() ==
          "TLE (permitted AC TLE, required TLE); sample: AC; secret/group1: AC; "
          "secret/*2: TLE (permitted AC TLE, required TLE)");
    CHECK(unmet(submission, fixture.report({AC, AC, AC, AC, TLE})).empty());
    CHECK(unmet(submission, fixture.report({AC, TLE, AC, AC, TLE})) == "secret/group1/a got TLE, not permitted (AC)");

    // Its sample and group1 bound the limit from below, every test (the folder's rule) from above: it is upper.
    const auto tests = gavel::package::time_limit_tests(fixture.builder.package, submission);
    CHECK(tests.lower == std::vector<std::size_t>{0, 1, 2});
    CHECK(tests.upper == std::vector<std::size_t>{0, 1, 2, 3, 4});
    CHECK(gavel::package::time_limit_use(fixture.builder.package, submission) == TimeLimitUse::upper);

    // A test is matched by its own name too.
    Fixture single;
    single.submissions({"accepted/a.cpp"});
    auto one = single.attach("accepted/a.cpp:\n  secret/group2/b:\n    required: [AC]\n");
    CHECK(unmet(one["accepted/a.cpp"], single.report({AC, AC, AC, AC, SK})) == "no test of secret/group2/b was judged");
}

TEST_CASE("a score bounds the submission's score, or a group's under a group key", "[package][expectations]") {
    Fixture fixture(FormatVersion::v2025_09, true);
    fixture.submissions({"accepted/a.cpp", "partial/p.cpp"});
    auto by = fixture.attach(
        "accepted:\n"
        "  score: 100\n"
        "partial/p.cpp:\n"
        "  score: [30, 60]\n"
        "  secret/group2:\n"
        "    score: [20, 40]\n");
    CHECK(by["accepted/a.cpp"].expectation->describe() == "AC, score 100");
    CHECK(by["partial/p.cpp"].expectation->describe() == "score 30..60; secret/group2: score 20..40");

    auto report = fixture.report({AC, AC, AC, AC, WA});
    report.score = 45;
    report.groups.push_back({"secret/group2", Verdict::wrong_answer, 30, 60.0, {}});
    CHECK(unmet(by["partial/p.cpp"], report).empty());
    report.score = 70;
    CHECK(unmet(by["partial/p.cpp"], report) == "scored 70, expected score 30..60");
    report.score = 60.00000001;  // read back from decimal
    CHECK(unmet(by["partial/p.cpp"], report).empty());
    report.groups[0].score = 50;
    CHECK(unmet(by["partial/p.cpp"], report) == "secret/group2 scored 50, expected score 20..40");
    report.groups.clear();
    CHECK(unmet(by["partial/p.cpp"], report) == "the report has no score for secret/group2");

    auto full = fixture.report({AC, AC, AC, AC, AC});
    full.score = 100;
    CHECK(unmet(by["accepted/a.cpp"], full).empty());
    full.score = 99;
    CHECK(unmet(by["accepted/a.cpp"], full) == "scored 99, expected score 100");
}

TEST_CASE("a default folder's key replaces what it gives of that folder's rule, and folder/* adds a rule", "[package][expectations]") {
    const std::vector<Verdict> wrong_then_slow{AC, WA, AC, TLE, AC};
    {
        Fixture fixture;
        fixture.submissions({"time_limit_exceeded/t.cpp"});
        auto by = fixture.attach("time_limit_exceeded:\n  permitted: [AC, WA, TLE]\n");
        CHECK(by["time_limit_exceeded/t.cpp"].expectation->describe() == "TLE (permitted AC WA TLE, required TLE)");
        CHECK(unmet(by["time_limit_exceeded/t.cpp"], fixture.report(wrong_then_slow)).empty());
        CHECK(unmet(by["time_limit_exceeded/t.cpp"], fixture.report({AC, WA, AC, AC, AC})) == "no test got TLE (required)");
    }
    {
        Fixture fixture;
        fixture.submissions({"time_limit_exceeded/t.cpp"});
        auto by = fixture.attach("time_limit_exceeded/*:\n  permitted: [AC, WA, TLE]\n");
        CHECK(unmet(by["time_limit_exceeded/t.cpp"], fixture.report(wrong_then_slow)) ==
              "secret/group1/a got WA, not permitted (AC TLE)");
    }
}

TEST_CASE("which submissions bound the time limit, and use_for_time_limit", "[package][expectations]") {
    Fixture fixture;
    fixture.submissions({"accepted/a.cpp", "wrong_answer/w.cpp", "run_time_error/c.cpp", "time_limit_exceeded/t.cpp",
                         "rejected/r.cpp", "brute_force/b.cpp", "brute_force/slow.cpp", "accepted/quiet.cpp"});
    auto by = fixture.attach(
        "wrong_answer:\n"
        "  use_for_time_limit: false\n"
        "brute_force/slow.cpp:\n"
        "  use_for_time_limit: upper\n"
        "accepted:\n"
        "  use_for_time_limit: true\n"
        "rejected/r.cpp:\n"
        "  use_for_time_limit: lower\n");
    const auto use = [&](const std::string& label) { return gavel::package::time_limit_use(fixture.builder.package, by[label]); };
    CHECK(use("accepted/a.cpp") == TimeLimitUse::lower);
    CHECK(use("run_time_error/c.cpp") == TimeLimitUse::lower);
    CHECK(use("time_limit_exceeded/t.cpp") == TimeLimitUse::upper);
    CHECK(use("wrong_answer/w.cpp") == TimeLimitUse::none);
    CHECK(use("brute_force/b.cpp") == TimeLimitUse::none);
    CHECK(use("brute_force/slow.cpp") == TimeLimitUse::upper);
    CHECK(use("rejected/r.cpp") == TimeLimitUse::lower);
    CHECK(gavel::package::time_limit_tests(fixture.builder.package, by["accepted/a.cpp"]).lower.size() == 5);

    Fixture plain;
    plain.submissions({"wrong_answer/w.cpp", "rejected/r.cpp"});
    auto defaults = plain.attach();
    CHECK(gavel::package::time_limit_use(plain.builder.package, defaults["wrong_answer/w.cpp"]) == TimeLimitUse::lower);
    CHECK(gavel::package::time_limit_use(plain.builder.package, defaults["rejected/r.cpp"]) == TimeLimitUse::none);
}
