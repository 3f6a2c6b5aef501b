// What a package's submissions must get (package/expectations.cpp): the default folders, submissions.yaml's
// patterns over submissions and tests, scores, messages and time-limit use; and the legacy folders.
#include <catch2/catch.hpp>

#include <map>

#include "error_text.hpp"
#include "package/expectations.hpp"
#include "package/path_glob.hpp"
#include "package_builder.hpp"

using gavel::Verdict;
using gavel::package::FormatVersion;
using gavel::package::TimeLimitUse;
using gavel_test::PackageBuilder;
using gavel_test::report_of;

namespace {

constexpr Verdict AC = Verdict::accepted;
constexpr Verdict WA = Verdict::wrong_answer;
constexpr Verdict TLE = Verdict::time_limit;
constexpr Verdict RTE = Verdict::runtime_error;
constexpr Verdict SK = Verdict::skipped;

// Cases in report order: sample/1, secret/group1/a, secret/group1/b, secret/group2/a, secret/group2/b.
struct Fixture {
    gavel_test::TemporaryFolder folder{"expectations"};
    PackageBuilder builder;

    explicit Fixture(FormatVersion version = FormatVersion::v2025_09, bool scoring = false) : builder(version, scoring) {
        builder.package.directory = folder.path();
        builder.cases(builder.folder("sample"), {"1"});
        const auto secret = builder.folder("secret");
        builder.cases(builder.group("secret/group1", secret, scoring ? std::optional<double>(40) : std::nullopt), {"a", "b"});
        builder.cases(builder.group("secret/group2", secret, scoring ? std::optional<double>(60) : std::nullopt,
                                    scoring ? "sum" : "pass-fail"),
                      {"a", "b"});
    }

    void submissions(const std::vector<std::string>& paths) {
        for (const auto& path : paths) {
            gavel::Submission submission;
            submission.file = folder.path() / "submissions" / path;
            submission.label = path;
            builder.package.problem.submissions.push_back(submission);
        }
    }

    // Attaches the expectations (with `yaml` as submissions.yaml when given) and returns them by label.
    std::map<std::string, gavel::Submission> attach(const std::string& yaml = "", const std::string& file = "submissions.yaml") {
        if (!yaml.empty()) folder.write("submissions/" + file, yaml);
        gavel::package::attach_expectations(builder.package);
        std::map<std::string, gavel::Submission> by_label;
        for (const auto& submission : builder.package.problem.submissions) by_label[submission.label] = submission;
        return by_label;
    }

    std::string error(const std::string& yaml) {
        return gavel_test::input_error_of([&] { attach(yaml); }, yaml);
    }

    gavel::Report report(const std::vector<Verdict>& verdicts) const { return report_of(builder.package, verdicts); }
};

std::string unmet(const gavel::Submission& submission, const gavel::Report& report) {
    REQUIRE(submission.expectation);
    return submission.expectation->unmet(report);
}

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

TEST_CASE("glob patterns: braces expand first, '*' stays within a name, other characters match themselves", "[package][expectations]") {
    const auto glob = [](const std::string& pattern) {
        std::string error;
        auto parsed = gavel::package::PathGlob::parse(pattern, error);
        INFO(pattern << ": " << error);
        REQUIRE(parsed);
        return *parsed;
    };
    CHECK(glob("{accepted,wrong_answer}/*.py").matches("wrong_answer/x.py"));
    CHECK_FALSE(glob("{accepted,wrong_answer}/*.py").matches("rejected/x.py"));
    CHECK(glob("{accepted/a,wrong_answer/b}.py").matches("wrong_answer/b.py"));
    CHECK(glob("a{b,c{d,e}}f").matches("acef"));
    CHECK(glob("a{b,c{d,e}}f").matches("abf"));
    CHECK(glob("secret/*-easy").matches("secret/03-easy"));
    CHECK_FALSE(glob("secret/*-easy").matches("secret/g/03-easy"));
    CHECK(glob("*").matches_or_parent("secret/g/03-easy"));
    CHECK(glob("secret/g").matches_or_parent("secret/g/03-easy"));
    CHECK_FALSE(glob("secret/g").matches("secret/g/03-easy"));
    CHECK(glob("a*b*c").matches("aXbYbc"));
    CHECK(glob("sol?.py").matches("sol?.py"));
    CHECK_FALSE(glob("sol?.py").matches("sol1.py"));
    CHECK(glob("accepted/").matches("accepted"));
    std::string error;
    CHECK_FALSE(gavel::package::PathGlob::parse("a}b", error));
    CHECK(error == "a '}' without its '{'");
    CHECK_FALSE(gavel::package::PathGlob::parse("", error));
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

    // The message must appear in some test's message (gavel's: the first line of judgemessage.txt).
    auto report = fixture.report({AC, WA, AC, AC, AC});
    CHECK(unmet(by["wrong_answer/w.py"], report) == "no test has the message \"expected 3\"");
    report.tests[1].message = "line 1: expected 3, found 4";
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
    report.groups.push_back({"secret/group2", Verdict::wrong_answer, 30, 60.0});
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

TEST_CASE("expectations.yaml is read as submissions.yaml, and both at once is an error", "[package][expectations]") {
    Fixture draft;
    draft.submissions({"wrong_answer/w.cpp"});
    auto by = draft.attach("wrong_answer:\n  required: [WA, TLE]\n", "expectations.yaml");
    CHECK(by["wrong_answer/w.cpp"].expectation->describe() == "not AC (permitted AC WA, required WA TLE)");

    draft.folder.write("submissions/submissions.yaml", "accepted:\n  permitted: [AC]\n");
    const auto error = gavel_test::input_error_of([&] { gavel::package::attach_expectations(draft.builder.package); }, "both");
    CHECK_THAT(error, Catch::Contains("expectations.yaml: found beside submissions.yaml; expected only one"));
}

TEST_CASE("submissions.yaml errors name the file, the line and what was expected", "[package][expectations][errors]") {
    const auto error = [](const std::string& yaml, bool scoring = false) {
        Fixture fixture(FormatVersion::v2025_09, scoring);
        fixture.submissions({"accepted/a.cpp"});
        return fixture.error(yaml);
    };
    CHECK_THAT(error("accepted:\n  permitted: [AC, OK]\n"),
               Catch::EndsWith("submissions.yaml:2:19: unknown verdict 'OK' in permitted; expected AC, WA, TLE or RTE"));
    CHECK_THAT(error("accepted:\n  permitted: [JE]\n"), Catch::Contains("unknown verdict 'JE'"));
    CHECK_THAT(error("accepted:\n  required: AC\n"),
               Catch::EndsWith("submissions.yaml:2:13: expected required (a list of verdicts such as [AC, WA]: AC, WA, TLE or RTE)"));
    CHECK_THAT(error("accepted:\n  required: []\n"), Catch::Contains("required is empty, which no submission could meet"));
    CHECK_THAT(error("accepted:\n  score: 100\n"),
               Catch::EndsWith("submissions.yaml:2:10: score is only for scoring problems; this problem is pass-fail"));
    CHECK_THAT(error("accepted:\n  score: [60, 30]\n", true), Catch::Contains(":2:10: score [60, 30]: expected the lowest first"));
    CHECK_THAT(error("accepted:\n  score: lots\n", true), Catch::Contains(":2:10: expected score (a non-negative number), found 'lots'"));
    CHECK_THAT(error("accepted:\n  score: [1, 2, 3]\n", true), Catch::Contains("a list [lowest, highest] of two numbers"));
    CHECK_THAT(error("accepted:\n  use_for_time_limit: sometimes\n"),
               Catch::EndsWith(":2:23: expected use_for_time_limit (true, false, lower or upper)"));
    CHECK_THAT(error("accepted:\n  model_solution: maybe\n"), Catch::Contains(":2:19: expected model_solution (true or false)"));
    CHECK_THAT(error("accepted:\n  secret: AC\n"),
               Catch::Contains(":2:3: 'secret' is no key of a submission pattern, so it is taken as a pattern of test cases"));
    CHECK_THAT(error("accepted:\n  sample:\n    permited: [AC]\n"),
               Catch::Contains(":3:5: unknown key 'permited' in the requirements of tests matching 'sample'"));
    CHECK_THAT(error("accepted/**:\n  permitted: [AC]\n"), Catch::Contains(":1:1: a submission pattern 'accepted/**': '**' is not supported"));
    CHECK_THAT(error("'accepted/{a,b':\n  permitted: [AC]\n"), Catch::Contains("a '{' without its '}'"));
    CHECK_THAT(error("accepted:\n  secret/group1/a:\n    score: 3\n", true),
               Catch::Contains(":3:12: a score under 'secret/group1/a' bounds the score of a test data group"));
    CHECK_THAT(error("- accepted\n"), Catch::Contains(":1:1: expected a map from submission patterns to their requirements"));
    CHECK_THAT(error("accepted: [AC]\n"), Catch::Contains(":1:11: expected the requirements of 'accepted' (a map), found a list"));
    CHECK_THAT(error("accepted:\n  permitted: [AC\n"), Catch::Contains("YAML syntax error"));
    CHECK_THAT(error("accepted:\n  permitted: [AC]\n  permitted: [WA]\n"), Catch::Contains(":3:3: key 'permitted' given twice"));
}

TEST_CASE("a test pattern that matches nothing is a warning", "[package][expectations]") {
    Fixture fixture;
    fixture.submissions({"accepted/a.cpp"});
    fixture.attach("accepted:\n  secret/group9:\n    permitted: [AC]\n");
    REQUIRE(fixture.builder.package.warnings.size() == 1);
    CHECK_THAT(fixture.builder.package.warnings[0],
               Catch::Contains(":2:3: test case pattern 'secret/group9' matches no test case or group of data/"));
}

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
