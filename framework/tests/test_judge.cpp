#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "problem/catalog.hpp"
#include "base/errors.hpp"
#include "judge/judge.hpp"
#include "problem/open_problem.hpp"
#include "gavel/random.hpp"

using gavel::Verdict;

namespace {

std::filesystem::path fixture(const std::string& name) { return std::filesystem::path(FIXTURES_DIR) / name; }

gavel::ProblemJudge open(const std::string& root, const std::string& id, const std::filesystem::path& suite = {}) {
    return gavel::ProblemJudge(gavel::open_problem(gavel::Catalog(fixture(root)), id, {TEST_PLUGIN_DIR}, suite));
}

// A stand-in solution that answers every test with the same text.
class FixedAnswer final : public gavel::Solution {
public:
    explicit FixedAnswer(std::string answer) : answer_(std::move(answer)) {}
    std::string name() const override { return "fixed"; }
    gavel::RunResult run(std::string_view, const gavel::Limits&) override {
        gavel::RunResult result;
        result.ending = gavel::RunResult::Ending::finished;
        result.status = GAVEL_OK;
        result.output = answer_;
        return result;
    }

private:
    std::string answer_;
};

}  // namespace

TEST_CASE("the reference passes its own suite: validated, checked, scored", "[judge]") {
    const auto judge = open("root", "sum");
    const auto tests = judge.prepare();
    REQUIRE(tests.size() == 22);
    CHECK(tests[2].name == "gen-1");
    CHECK(tests[21].name == "gen-20");
    gavel::Solution& reference = *judge.problem().reference;
    std::size_t observed = 0;
    const auto report = judge.judge(reference, tests, {}, [&](const gavel::TestResult&) { ++observed; });
    CHECK(observed == 22);
    CHECK(report.verdict == Verdict::accepted);
    CHECK(report.score == 100);
    CHECK(report.max_score == 100);
    CHECK(report.solution == "reference");
}

TEST_CASE("generated inputs are the plugin's generator at derived seeds, the same every time", "[judge]") {
    const auto judge = open("root", "sum");
    const auto first = judge.prepare(), second = judge.prepare();
    REQUIRE(first.size() == second.size());
    for (std::size_t i = 0; i < first.size(); ++i) CHECK(first[i].input == second[i].input);
    // Case gen-1 is generate(derive(3, 0)) with bound 1000000: reproduce it through the SDK's own generator.
    gavel::Random random(gavel::Random::derive(3, 0));
    const auto a = random.uniform(-1000000, 1000000);
    const auto b = random.uniform(-1000000, 1000000);
    CHECK(first[2].input == std::to_string(a) + " " + std::to_string(b) + "\n");
}

TEST_CASE("a failing test costs its group's points and sets the verdict", "[judge]") {
    const auto judge = open("root", "sum");
    const auto tests = judge.prepare();
    FixedAnswer always_three("3\n");
    const auto report = judge.judge(always_three, tests, {}, nullptr);
    CHECK(report.tests[0].verdict == Verdict::accepted);     // 1 2 -> 3
    CHECK(report.tests[1].verdict == Verdict::wrong_answer);  // -5 2 -> -3
    CHECK(report.verdict == Verdict::wrong_answer);
    CHECK(report.score == 0);  // generated cases are answered by the reference, and 3 is wrong there too
}

TEST_CASE("each way a reference goes wrong is its own verdict, and the run goes on", "[judge]") {
    const auto judge = open("failing", "misbehave");
    gavel::Solution& reference = *judge.problem().reference;
    const auto report = judge.judge(reference, judge.prepare(), {}, nullptr);
    REQUIRE(report.tests.size() == 7);
    const std::vector<Verdict> expected{Verdict::accepted,     Verdict::wrong_answer, Verdict::runtime_error,
                                        Verdict::time_limit,   Verdict::time_limit,   Verdict::memory_limit,
                                        Verdict::output_limit};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO(report.tests[i].name << ": " << report.tests[i].message);
        CHECK(report.tests[i].verdict == expected[i]);
    }
    CHECK(report.verdict == Verdict::wrong_answer);
    CHECK(report.score == 10);
}

TEST_CASE("an input the validator rejects is IE with the validator's message", "[judge]") {
    const auto judge = open("root", "sum");
    gavel::PreparedTest test;
    test.group = "g";
    test.name = "bad";
    test.input = "1 2 3\n";
    test.limits = judge.problem().limits;
    gavel::Solution& reference = *judge.problem().reference;
    const auto report = judge.judge(reference, {test}, {}, nullptr);
    CHECK(report.tests[0].verdict == Verdict::internal_error);
    CHECK(report.tests[0].message == "the validator rejected the input: line 1, column 4: expected end of line, found a space");
    const auto unchecked = judge.judge(reference, {test}, {.validate = false}, nullptr);
    CHECK(unchecked.tests[0].verdict == Verdict::accepted);
}

TEST_CASE("a suite that generates for a plugin without a generator is refused at its line", "[judge][errors]") {
    CHECK_THROWS_WITH(open("root", "crashcheck", fixture("suites/generate_without_generator.yaml")),
                      Catch::Contains("generate_without_generator.yaml:5:15: group 'random' generates cases, but") &&
                          Catch::Contains("has no generator"));
}

TEST_CASE("a generator that rejects its parameters is refused at the suite's line", "[judge][errors]") {
    for (const auto& [file, detail] : {std::pair<std::string, std::string>{"bad_params.yaml", "parameter bound: expected an integer, found 'huge'"},
                                       {"unknown_param.yaml", "unknown generator parameter(s): bonud"}}) {
        const auto judge = open("root", "sum", fixture("suites/" + file));
        CHECK_THROWS_WITH(judge.prepare(), Catch::Contains(file + ":5:15: the generator of group 'random' rejected its parameters: " + detail));
    }
}

TEST_CASE("an unknown problem id names the ones that exist", "[judge][errors]") {
    CHECK_THROWS_WITH(open("root", "nope"), "unknown problem 'nope'; expected one of: crashcheck, sum");
}

TEST_CASE("fail fast: a rejection ends its group in a scoring suite, the whole run in a pass-fail one", "[judge]") {
    const auto folder = std::filesystem::temp_directory_path() / ("gavel-judge-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder);
    const auto write_suite = [&](const std::string& name, int second_points) {
        std::ofstream(folder / name) << "problem: sum\ngroups:\n"
                                        "  - name: first\n    points: 50\n    cases:\n"
                                        "      - { name: a, input: \"1 2\\n\", answer: \"3\\n\" }\n"
                                        "      - { name: b, input: \"-5 2\\n\", answer: \"-3\\n\" }\n"
                                        "      - { name: c, input: \"1 2\\n\", answer: \"3\\n\" }\n"
                                        "  - name: second\n    points: " << second_points << "\n    cases:\n"
                                        "      - { name: a, input: \"2 1\\n\", answer: \"3\\n\" }\n"
                                        "      - { name: b, input: \"0 0\\n\", answer: \"0\\n\" }\n";
        return folder / name;
    };
    FixedAnswer always_three("3\n");  // right on every a and c, wrong on every b
    gavel::ProblemJudge::Options fail_fast;
    fail_fast.fail_fast = true;

    const auto scoring = open("root", "sum", write_suite("scoring.yaml", 50));
    CHECK_FALSE(gavel::pass_fail(scoring.problem().suite));
    const auto by_group = scoring.judge(always_three, scoring.prepare(), fail_fast, nullptr);
    REQUIRE(by_group.tests.size() == 5);
    CHECK(by_group.tests[0].verdict == Verdict::accepted);
    CHECK(by_group.tests[1].verdict == Verdict::wrong_answer);
    CHECK(by_group.tests[2].verdict == Verdict::skipped);  // its group ended at b
    CHECK(by_group.tests[2].message == "not run: an earlier test of its group failed");
    CHECK(by_group.tests[3].verdict == Verdict::accepted);  // another group: still run
    CHECK(by_group.tests[4].verdict == Verdict::wrong_answer);
    const auto every = scoring.judge(always_three, scoring.prepare(), {}, nullptr);
    CHECK(every.tests[2].verdict == Verdict::accepted);
    CHECK(by_group.verdict == every.verdict);
    CHECK(by_group.score == every.score);

    const auto pass_fail = open("root", "sum", write_suite("pass-fail.yaml", 0));
    CHECK(gavel::pass_fail(pass_fail.problem().suite));
    const auto whole = pass_fail.judge(always_three, pass_fail.prepare(), fail_fast, nullptr);
    REQUIRE(whole.tests.size() == 5);
    CHECK(whole.tests[1].verdict == Verdict::wrong_answer);
    for (std::size_t i = 2; i < 5; ++i) {
        CHECK(whole.tests[i].verdict == Verdict::skipped);
        CHECK(whole.tests[i].message == "not run: an earlier test failed");
    }
    CHECK(whole.verdict == Verdict::wrong_answer);

    // A package's rules decide instead (legacy on_reject: continue, a sum group): here "first" keeps going.
    struct FirstKeepsGoing final : gavel::ResultAggregation {
        void aggregate(gavel::Report&) const override {}
        bool pass_fail() const override { return false; }
        bool ends_group_at_first_failure(const std::string& group) const override { return group != "first"; }
    };
    gavel::Problem ruled = scoring.problem();
    ruled.aggregation = std::make_shared<FirstKeepsGoing>();
    const auto kept = gavel::ProblemJudge(ruled).judge(always_three, scoring.prepare(), fail_fast, nullptr);
    REQUIRE(kept.tests.size() == 5);
    CHECK(kept.tests[1].verdict == Verdict::wrong_answer);
    CHECK(kept.tests[2].verdict == Verdict::accepted);  // run: its group does not end at b
    CHECK(kept.tests[4].verdict == Verdict::wrong_answer);
    std::filesystem::remove_all(folder);
}
