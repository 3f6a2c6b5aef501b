// Partial credit and subtasks in gavel's own suites: the Scorer's arithmetic (min, sum, depends_on), the plugin's
// fraction through the worker (and an older plugin without check_scored), and the subtask fixture end to end
// through gavel grade, verify and a sharded grade merged.
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <limits>
#include <nlohmann/json.hpp>

#include "checkers/checker.hpp"
#include "cli_runner.hpp"
#include "judge/judge.hpp"
#include "judge/score.hpp"
#include "plugin/loader.hpp"

using nlohmann::json;

namespace {

gavel::TestGroup group(std::string name, std::int64_t points, gavel::TestGroup::Aggregate aggregate = gavel::TestGroup::Aggregate::min,
                       std::vector<std::size_t> depends_on = {}) {
    gavel::TestGroup made;
    made.name = std::move(name);
    made.points = points;
    made.aggregate = aggregate;
    made.depends_on = std::move(depends_on);
    return made;
}

gavel::TestResult result(gavel::Verdict verdict, std::optional<double> fraction = std::nullopt) {
    gavel::TestResult made;
    made.verdict = verdict;
    made.fraction = fraction;
    return made;
}

std::filesystem::path test_plugin(const std::string& name) { return std::filesystem::path(TEST_PLUGIN_DIR) / (name + ".so"); }

std::string file(const std::string& name) { return (gavel_test::scratch() / name).string(); }
const std::string subtasks = gavel_test::on("subtasks");
const std::string first = std::string(FIXTURES_DIR) + "/subtasks/contestants/first.c";

// A report without what differs between two runs of one judging: times and memory.
json without_measurements(json value) {
    if (value.is_object()) {
        for (const char* measured : {"time_ms", "wall_ms", "memory_kib"}) value.erase(measured);
        for (auto& [key, inner] : value.items()) inner = without_measurements(inner);
    } else if (value.is_array()) {
        for (auto& inner : value) inner = without_measurements(inner);
    }
    return value;
}

}  // namespace

TEST_CASE("a min group scores its points times its least credit, a sum group times their mean", "[scores]") {
    using gavel::Verdict;
    gavel::Suite suite;
    suite.groups = {group("min", 30), group("sum", 50, gavel::TestGroup::Aggregate::sum), group("whole", 20)};
    const std::vector<gavel::TestResult> results = {result(Verdict::accepted, 0.5), result(Verdict::accepted),
                                                    result(Verdict::accepted, 0.25), result(Verdict::wrong_answer, 0.9),
                                                    result(Verdict::accepted), result(Verdict::accepted, 1.0)};
    const auto scores = gavel::score_groups(suite, results, {0, 0, 1, 1, 1, 2});
    REQUIRE(scores.size() == 3);
    CHECK(scores[0].score == 15);                          // 30 x min(0.5, 1)
    CHECK(scores[1].score == Approx(50 * 1.25 / 3));       // a WA earns nothing, whatever fraction it carries
    CHECK(scores[1].verdict == Verdict::wrong_answer);
    CHECK(scores[2].score == 20);
    CHECK(scores[2].max_score == 20.0);
    CHECK(scores[0].message.empty());
    CHECK(gavel::test_credit(result(Verdict::time_limit)) == 0);
    CHECK(gavel::test_credit(result(Verdict::accepted)) == 1);
}

TEST_CASE("a pass-fail suite scores nothing when any test fails, a 0-point sample's too, as fail-fast would", "[scores]") {
    using gavel::Verdict;
    gavel::Suite suite;
    suite.groups = {group("samples", 0), group("secret", 100)};
    REQUIRE(gavel::pass_fail(suite));
    const auto failed_sample = gavel::score_groups(suite, {result(Verdict::wrong_answer), result(Verdict::accepted)}, {0, 1});
    CHECK(failed_sample[1].verdict == Verdict::accepted);
    CHECK(failed_sample[1].score == 0);
    CHECK(failed_sample[1].message == "a pass-fail problem scores only when every test passes, and group samples did not");
    CHECK(failed_sample[0].message.empty());
    const auto passed = gavel::score_groups(suite, {result(Verdict::accepted), result(Verdict::accepted)}, {0, 1});
    CHECK(passed[1].score == 100);
    CHECK(passed[1].message.empty());
    // Two groups with points: not pass-fail, and a failing sample costs nothing but its own 0 points.
    suite.groups.push_back(group("large", 50));
    const auto scoring = gavel::score_groups(suite, {result(Verdict::wrong_answer), result(Verdict::accepted), result(Verdict::accepted)}, {0, 1, 2});
    CHECK(scoring[1].score == 100);
    CHECK(scoring[2].score == 50);
}

TEST_CASE("a group with depends_on scores nothing unless each group it names passed at full credit", "[scores]") {
    using gavel::Verdict;
    gavel::Suite suite;
    suite.groups = {group("easy", 10), group("medium", 30, gavel::TestGroup::Aggregate::sum),
                    group("hard", 60, gavel::TestGroup::Aggregate::min, {0, 1})};
    SECTION("a partial AC in a dependency is not a pass") {
        const auto scores = gavel::score_groups(suite, {result(Verdict::accepted), result(Verdict::accepted, 0.99), result(Verdict::accepted)}, {0, 1, 2});
        CHECK(scores[1].score == Approx(29.7));
        CHECK(scores[2].score == 0);
        CHECK(scores[2].verdict == Verdict::accepted);
        CHECK(scores[2].message == "depends on medium, which did not pass");
    }
    SECTION("every dependency whole") {
        const auto scores = gavel::score_groups(suite, {result(Verdict::accepted), result(Verdict::accepted, 1.0), result(Verdict::accepted, 0.5)}, {0, 1, 2});
        CHECK(scores[2].score == 30);
        CHECK(scores[2].message.empty());
    }
    SECTION("the Scorer sums the groups and keeps the first non-AC verdict") {
        gavel::Scorer scorer("p", "s", suite);
        scorer.add(0, result(Verdict::accepted));
        scorer.add(1, result(Verdict::runtime_error));
        scorer.add(2, result(Verdict::accepted, 0.5));
        const gavel::Report report = std::move(scorer).finish();
        CHECK(report.verdict == Verdict::runtime_error);
        CHECK(report.score == 10);
        CHECK(report.max_score == 100);
        REQUIRE(report.groups.size() == 3);
        CHECK(report.groups[2].message == "depends on medium, which did not pass");
        CHECK(gavel::scores_in_parts(suite, report));
        gavel::Suite plain;
        plain.groups = {group("easy", 10)};
        CHECK_FALSE(gavel::scores_in_parts(plain, gavel::Report{}));
    }
}

TEST_CASE("a plugin's partial() reaches the judge through its worker, and NaN or a fraction outside 0..1 is IE", "[scores][plugin]") {
    const auto pick = gavel::ProblemPlugin::load(test_plugin("pick"));
    CHECK(pick.has_check());
    CHECK(pick.has_check_scored());
    const auto checker = gavel::make_plugin_checker(pick);
    const gavel::CheckOutcome partial = checker->check("3\n4 8 2\n", "4\n", "8\n");
    CHECK(partial.verdict == gavel::Verdict::accepted);
    REQUIRE(partial.fraction);
    CHECK(*partial.fraction == 0.5);
    CHECK(partial.message == "4 is in the list, but 8 is larger");
    const gavel::CheckOutcome whole = checker->check("3\n4 8 2\n", "8\n", "8\n");
    CHECK(whole.verdict == gavel::Verdict::accepted);
    CHECK_FALSE(whole.fraction);
    CHECK(checker->check("3\n4 8 2\n", "5\n", "8\n").verdict == gavel::Verdict::wrong_answer);

    const auto told = gavel::make_plugin_checker(gavel::ProblemPlugin::load(test_plugin("told_credit")));
    for (const std::string bad : {"nan\n", "1.5\n", "-0.5\n", "inf\n"}) {
        INFO(bad);
        const gavel::CheckOutcome refused = told->check("", bad, "");
        CHECK(refused.verdict == gavel::Verdict::internal_error);
        CHECK_THAT(refused.message, Catch::Contains("expected a fraction of the test's points from 0 to 1"));
        CHECK_FALSE(refused.fraction);
    }
    CHECK(told->check("", "1\n", "").fraction == std::optional<double>(1.0));
    CHECK(told->check("", "0\n", "").fraction == std::optional<double>(0.0));
}

TEST_CASE("a plugin built before check_scored judges with its check, never with what lies past its descriptor", "[scores][plugin][loader]") {
    const auto plugin = gavel::ProblemPlugin::load(test_plugin("before_check_scored"));
    CHECK(plugin.descriptor().struct_size == offsetof(gavel_problem, check_scored));
    CHECK(plugin.has_check());
    CHECK_FALSE(plugin.has_check_scored());
    const auto checker = gavel::make_plugin_checker(plugin);
    const gavel::CheckOutcome ok = checker->check("", "ok\n", "");
    CHECK(ok.verdict == gavel::Verdict::accepted);
    CHECK_FALSE(ok.fraction);  // the 0.25 past its struct_size never counts
    CHECK(checker->check("", "no\n", "").verdict == gavel::Verdict::wrong_answer);
}

TEST_CASE("gavel grade of a subtask problem: per-test fractions, per-group scores, depends_on, in JSON and the table", "[scores][cli]") {
    const gavel_test::Outcome graded = gavel_test::gavel(subtasks + " grade pick " + first + " --json " + file("pick.json"));
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 0);  // every test AC: the verdict; the score says how much
    const json report = json::parse(gavel_test::read_all(file("pick.json")))[0];
    CHECK(report["verdict"] == "AC");
    CHECK(report["score"].get<double>() == Approx(43.25));  // 30 x 0.5 + 50 x (0.25 + 1 + 1 + 0.01) / 4 + 0
    CHECK(report["max_score"] == 100);
    std::map<std::string, json> tests;
    for (const auto& test : report["tests"]) tests[test["group"].get<std::string>() + "/" + test["name"].get<std::string>()] = test;
    CHECK(tests["small/two"]["fraction"] == 0.5);
    CHECK(tests["small/two"]["verdict"] == "AC");
    CHECK(tests["small/two"]["message"] == "5 is in the list, but 10 is larger");
    CHECK(tests["small/four"]["fraction"].is_null());  // the largest: full credit, no fraction given
    CHECK(tests["large/spike"]["fraction"] == 0.01);
    REQUIRE(report["groups"].size() == 4);
    const json& small = report["groups"][1];
    CHECK(small == json{{"group", "small"}, {"verdict", "AC"}, {"score", 15}, {"max_score", 30}, {"message", nullptr}});
    CHECK(report["groups"][2]["score"].get<double>() == Approx(28.25));
    CHECK(report["groups"][3] ==
          json{{"group", "single"}, {"verdict", "AC"}, {"score", 0}, {"max_score", 20}, {"message", "depends on small, which did not pass"}});
    // The table lists the groups' scores under the summary, as it does for a problem package.
    CHECK_THAT(graded.out, Catch::Contains("pick: AC (accepted)  score 43.25/100"));
    CHECK_THAT(graded.out, Catch::Contains(" credit 0.5: 5 is in the list, but 10 is larger\n"));  // a partial AC's row says so
    CHECK_THAT(graded.out, Catch::Contains("  small                          AC   15/30\n"));
    CHECK_THAT(graded.out, Catch::Contains("  single                         AC   0/20  depends on small, which did not pass\n"));

    // Fail-fast changes nothing: a partial AC is AC, and a sum group is never cut short.
    const gavel_test::Outcome all = gavel_test::gavel(subtasks + " grade pick " + first + " --all -q --json " + file("pick-all.json"));
    CHECK(all.exit_code == 0);
    CHECK(without_measurements(json::parse(gavel_test::read_all(file("pick-all.json")))) ==
          without_measurements(json::parse(gavel_test::read_all(file("pick.json")))));
}

TEST_CASE("a problem without partial credit keeps its table: no group lines, the groups in JSON only", "[scores][cli]") {
    const std::string sum = gavel_test::on("root") + " grade sum " + FIXTURES_DIR + "/root/problems/sum/solutions/accepted/sum.cpp";
    const gavel_test::Outcome graded = gavel_test::gavel(sum + " --json " + file("plain.json"));
    CHECK(graded.exit_code == 0);
    CHECK_THAT(graded.out, !Catch::Contains("  random "));
    const json report = json::parse(gavel_test::read_all(file("plain.json")))[0];
    REQUIRE(report["groups"].size() == 2);
    CHECK(report["groups"][1] == json{{"group", "random"}, {"verdict", "AC"}, {"score", 100}, {"max_score", 100}, {"message", nullptr}});
}

TEST_CASE("a plugin's NaN or out-of-range fraction is IE in gavel grade, and a sum group still scores the rest", "[scores][cli]") {
    const std::string echo = std::string(FIXTURES_DIR) + "/subtasks/contestants/echo.c";
    const gavel_test::Outcome graded = gavel_test::gavel(subtasks + " grade told_credit " + echo + " -q --json " + file("told.json"));
    CHECK(graded.exit_code == 1);
    const json report = json::parse(gavel_test::read_all(file("told.json")))[0];
    CHECK(report["verdict"] == "IE");
    std::map<std::string, std::string> verdicts;
    for (const auto& test : report["tests"]) verdicts[test["name"]] = test["verdict"];
    CHECK(verdicts == std::map<std::string, std::string>{{"half", "AC"}, {"none", "AC"}, {"nan", "IE"}, {"over", "IE"}, {"negative", "IE"}});
    CHECK(report["score"] == 1);  // 10 x (0.5 + 0 + 0 + 0 + 0) / 5
}

TEST_CASE("gavel verify of a subtask problem: accepted/ must earn every point", "[scores][cli]") {
    const gavel_test::Outcome verified = gavel_test::gavel(subtasks + " verify pick");
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    CHECK_THAT(verified.out, Catch::Contains("2 solutions, 2 as their folders promise"));
    // The partial solution, put in accepted/ of a copy, breaks that promise and says by how much.
    const auto copy = gavel_test::scratch() / "subtasks-copy";
    std::filesystem::remove_all(copy);
    std::filesystem::copy(std::filesystem::path(FIXTURES_DIR) / "subtasks", copy, std::filesystem::copy_options::recursive);
    std::filesystem::copy_file(first, copy / "problems/pick/solutions/accepted/first.c");
    const gavel_test::Outcome broken = gavel_test::gavel("--root " + copy.string() + " --plugin-path " + TEST_PLUGIN_DIR + " verify pick");
    CHECK(broken.exit_code == 1);
    CHECK_THAT(broken.out, Catch::Contains("WRONG VERDICT (every test is AC, but it scores 43.25/100 (samples/statement earned 0.5 of its points))"));
}

TEST_CASE("grade shards of a partial-credit grade merge into the unsharded report", "[scores][shard][cli]") {
    const std::string grade = subtasks + " grade pick " + first;
    REQUIRE(gavel_test::gavel(grade + " -q --json " + file("partial-whole.json")).exit_code == 0);
    std::string shards;
    for (int k = 1; k <= 2; ++k)
        shards += std::string(GAVEL_BINARY) + " " + grade + " --shard " + std::to_string(k) + "/2 --json " + file("partial" + std::to_string(k) + ".json") + " -q >/dev/null 2>&1 & ";
    REQUIRE(gavel_test::shell("{ " + shards + "wait; }") == 0);
    const gavel_test::Outcome merged = gavel_test::gavel("merge " + file("partial2.json") + " " + file("partial1.json") + " " + subtasks +
                                                         " --json " + file("partial-merged.json"));
    INFO(merged.err);
    CHECK(merged.exit_code == 0);
    const json expected = without_measurements(json::parse(gavel_test::read_all(file("partial-whole.json"))));
    CHECK(expected[0]["tests"][1]["fraction"] == 0.5);
    CHECK(without_measurements(json::parse(gavel_test::read_all(file("partial-merged.json")))) == expected);
    CHECK_THAT(merged.out, Catch::Contains("  single                         AC   0/20  depends on small, which did not pass\n"));
}

TEST_CASE("gavel export of a subtask problem keeps its groups pass-fail and warns of what it leaves out", "[scores][export][cli]") {
    const auto out = gavel_test::scratch() / "export-pick";
    std::filesystem::remove_all(out);
    const gavel_test::Outcome exported = gavel_test::gavel(subtasks + " export pick " + out.string());
    INFO(exported.out << exported.err);
    CHECK(exported.exit_code == 0);
    CHECK_THAT(exported.err, Catch::Contains("group 'large' is pass-fail in the package: its aggregate: sum is not exported"));
    CHECK_THAT(exported.err, Catch::Contains("group 'single' is pass-fail in the package: its depends_on is not exported"));
    CHECK_THAT(exported.err, Catch::Contains("the plugin's check() may give a test part of its points, which the package does not"));
    CHECK_THAT(gavel_test::read_all(out / "pick/data/secret/02-large/test_group.yaml"), Catch::Contains("score_aggregation: pass-fail\n"));
}
