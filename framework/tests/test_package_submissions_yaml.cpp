// Reading submissions.yaml (package/submissions_yaml.cpp, path_glob.cpp): its patterns, its draft name, and its errors.
#include <catch2/catch.hpp>

#include "expectations_fixture.hpp"
#include "package/path_glob.hpp"

using gavel::package::FormatVersion;
using Fixture = gavel_test::ExpectationFixture;

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
