// gavel grade|verify --shard run as N local processes and put together with gavel merge: the merged report is the
// unsharded one; and every way a set of shard reports can fail to be one run is refused, naming the files.
#include <catch2/catch.hpp>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <regex>

#include "cli_runner.hpp"

using namespace gavel_test;
using nlohmann::json;

namespace {

const std::string bundled = "--root " + std::string(SOURCE_DIR);
const std::string boggle_wrong = std::string(SOURCE_DIR) + "/problems/boggle/solutions/wrong_answer/no_revisits.cpp";
const std::string grouped_sums = std::string(SOURCE_DIR) + "/framework/tests/packages/groupedsums";

std::string file(const std::string& name) { return (scratch() / name).string(); }

// What differs between two runs of the same judging: the times and memory measured, and the verify matrix's
// slowest accepted and fastest rejected tests, which are chosen by those times.
json without_measurements(json value) {
    if (value.is_object()) {
        for (const char* measured : {"time_ms", "wall_ms", "memory_kib", "slowest_accepted", "fastest_rejected"}) value.erase(measured);
        for (auto& [key, inner] : value.items()) inner = without_measurements(inner);
    } else if (value.is_array()) {
        for (auto& inner : value) inner = without_measurements(inner);
    }
    return value;
}

json read_json(const std::string& path) { return json::parse(read_all(path)); }

void write_file(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// `count` shards of `command` (which ends with --shard) as as many processes at once, each with its --json.
void run_shards(const std::string& command, std::size_t count, const std::string& stem) {
    std::string all;
    for (std::size_t k = 1; k <= count; ++k)
        all += std::string(GAVEL_BINARY) + " " + command + " " + std::to_string(k) + "/" + std::to_string(count) + " --json " +
               file(stem + std::to_string(k) + ".json") + " -q >/dev/null 2>&1 & ";
    REQUIRE(shell("{ " + all + "wait; }") == 0);
    for (std::size_t k = 1; k <= count; ++k) REQUIRE(std::filesystem::exists(file(stem + std::to_string(k) + ".json")));
}

std::string shard_files(const std::string& stem, std::size_t count) {
    std::string files;
    for (std::size_t k = count; k >= 1; --k) files += " " + file(stem + std::to_string(k) + ".json");  // any order
    return files;
}

std::string without_times(const std::string& junit) { return std::regex_replace(junit, std::regex(R"( time="[0-9.]+")"), ""); }

// boggle on a suite of its own: a group the wrong solution passes, and generated groups it fails early in.
std::string small_boggle_suite() {
    const std::string path = file("boggle-suite.yaml");
    std::ofstream(path) << "problem: boggle\n"
                           "groups:\n"
                           "  - name: statement\n"
                           "    points: 20\n"
                           "    cases:\n"
                           "      - name: sample\n"
                           "        input: \"1\\nURLPM\\nXPRET\\nGIAET\\nXTNZY\\nXOQRS\\n2\\nPRETTY\\nKARA\\n\"\n"
                           "        answer: \"PRETTY YES\\nKARA NO\\n\"\n"
                           "  - name: random\n"
                           "    points: 40\n"
                           "    generate: { count: 14, seed: 1, params: { cases: 5 } }\n"
                           "  - name: small-alphabet\n"
                           "    points: 40\n"
                           "    generate: { count: 14, seed: 2, params: { cases: 5, alphabet: AB, planted: 30 } }\n";
    return path;
}

}  // namespace

TEST_CASE("three grade shards merged are the unsharded report: verdicts, group short-circuit, score, JUnit", "[shard][cli]") {
    // -j 1: three shards judge at once, and under a sanitizer two boxes each on two CPUs starved the reference
    // solver past its wall-clock limit (3 s), an IE in one report and not the other.
    const std::string grade = bundled + " grade boggle " + boggle_wrong + " --suite " + small_boggle_suite() + " -j 1";
    for (const std::string all : {"", " --all"}) {
        INFO("grade" << all);
        const Outcome whole = gavel(grade + all + " --json " + file("whole.json") + " --junit " + file("whole.xml") + " -q");
        REQUIRE(whole.exit_code == 1);
        run_shards(grade + all + " --shard", 3, "grade");
        const Outcome merged = gavel("merge " + bundled + shard_files("grade", 3) + " --json " + file("merged.json") + " --junit " +
                                     file("merged.xml") + " -q");
        INFO(merged.err);
        CHECK(merged.exit_code == 1);  // grade's status: not accepted
        const json expected = without_measurements(read_json(file("whole.json")));
        CHECK(without_measurements(read_json(file("merged.json"))) == expected);
        CHECK(without_times(read_all(file("merged.xml"))) == without_times(read_all(file("whole.xml"))));
        // The table is grade's too: its last line the verdict and score.
        CHECK_THAT(merged.out, Catch::Contains("boggle: WA (wrong answer)  score " + std::to_string(expected[0]["score"].get<int>()) + "/100"));
        // What made this worth testing: tests a failure ends, in other shards than the failure's.
        CHECK(std::count_if(expected[0]["tests"].begin(), expected[0]["tests"].end(),
                            [](const json& test) { return test["verdict"] == "SK"; }) > (all.empty() ? 10 : -1));
        CHECK(expected[0]["score"] == 20);
    }
}

TEST_CASE("grade shards of a scoring problem package merge into its aggregated groups and score", "[shard][cli][package]") {
    const std::string wrong = grouped_sums + "/submissions/wrong_answer/first.py";
    const Outcome whole = gavel("grade " + grouped_sums + " " + wrong + " --time-limit 2s --json " + file("pkg-whole.json") + " -q");
    REQUIRE(whole.exit_code == 1);
    run_shards("grade " + grouped_sums + " " + wrong + " --time-limit 2s --shard", 2, "pkg");
    const Outcome merged = gavel("merge" + shard_files("pkg", 2) + " --json " + file("pkg-merged.json") + " -q");
    INFO(merged.err);
    CHECK(merged.exit_code == 1);
    const json expected = without_measurements(read_json(file("pkg-whole.json")));
    CHECK(!expected[0]["groups"].empty());
    CHECK(without_measurements(read_json(file("pkg-merged.json"))) == expected);
}

TEST_CASE("verify shards the (submission, test) pairs, and merged every solution gets its unsharded row", "[shard][cli]") {
    const std::string verify = on("root") + " verify sum";
    const Outcome whole = gavel(verify + " --json " + file("verify-whole.json") + " -q");
    REQUIRE(whole.exit_code == 0);
    run_shards(verify + " --shard", 3, "verify");
    const Outcome merged = gavel("merge" + shard_files("verify", 3) + " --json " + file("verify-merged.json") + " " + on("root") + " -q");
    INFO(merged.err);
    CHECK(merged.exit_code == 0);
    const json expected = without_measurements(read_json(file("verify-whole.json")));
    CHECK(expected["problems"][0]["submissions"].size() >= 5);
    CHECK(without_measurements(read_json(file("verify-merged.json"))) == expected);
    CHECK_THAT(merged.out, Catch::Contains("as their folders promise, 0 not"));
}

TEST_CASE("gavel merge refuses shard reports that are not the shards of one run, naming them", "[shard][cli]") {
    const std::string sum = on("root") + " grade sum " + FIXTURES_DIR + "/root/problems/sum/solutions/accepted/sum.cpp";
    // The shards are made once: Catch runs this body again for each section, and they do not change.
    static const bool shards_made = [&] {
        run_shards(sum + " --shard", 2, "two");
        run_shards(sum + " --shard", 3, "three");
        run_shards(sum + " --all --shard", 2, "all");
        return true;
    }();
    REQUIRE(shards_made);
    SECTION("a shard missing") {
        check_refused(gavel("merge " + file("three1.json") + " " + file("three3.json")), "shard(s) 2 of 3 missing (given: 1, 3)");
    }
    SECTION("a shard given twice") {
        const Outcome twice = gavel("merge " + file("two1.json") + " " + file("two1.json") + " " + file("two2.json"));
        check_refused(twice, "are both shard 1/2");
    }
    SECTION("shards of runs of different shard counts, or options") {
        check_refused(gavel("merge " + file("two1.json") + " " + file("three2.json")), "shard 2/3 here, of 2 there");
        check_refused(gavel("merge " + file("two1.json") + " " + file("all2.json")), "--all");
    }
    SECTION("another problem, another suite, another gavel") {
        json other = read_json(file("two2.json"));
        other["problems"][0]["suite_digest"] = "0000";
        write_file(file("suite.json"), other.dump());
        check_refused(gavel("merge " + file("two1.json") + " " + file("suite.json")), file("suite.json") + ": not a shard of the same run as");
        CHECK_THAT(gavel("merge " + file("two1.json") + " " + file("suite.json")).err, Catch::Contains("a different suite"));
        other = read_json(file("two2.json"));
        other["problems"][0]["argument"] = "crashcheck";
        other["problems"][0]["id"] = "crashcheck";
        write_file(file("problem.json"), other.dump());
        check_refused(gavel("merge " + file("two1.json") + " " + file("problem.json")), "problem crashcheck here, sum there");
        other = read_json(file("two2.json"));
        other["gavel"] = "0.0.9";
        write_file(file("version.json"), other.dump());
        check_refused(gavel("merge " + file("two1.json") + " " + file("version.json")), "written by gavel 0.0.9");
    }
    SECTION("a grade shard with a verify shard") {
        const std::string verify = on("root") + " verify sum --shard 2/2 --json " + file("verify2.json") + " -q";
        REQUIRE(gavel(verify).exit_code == 0);
        check_refused(gavel("merge " + file("two1.json") + " " + file("verify2.json")), "gavel verify here, gavel grade there");
    }
    SECTION("what is no shard report: an unsharded report, broken JSON, a field missing") {
        REQUIRE(gavel(sum + " --json " + file("unsharded.json") + " -q").exit_code == 0);
        check_refused(gavel("merge " + file("unsharded.json")), "a report of an unsharded run is complete already");
        write_file(file("broken.json"), "{\n  \"gavel_shard_report\": 1,\n  \"gavel\": \n");
        check_refused(gavel("merge " + file("broken.json")), file("broken.json") + ":4: not JSON");
        json missing = read_json(file("two1.json"));
        missing["problems"][0]["solutions"][0]["results"][0].erase("verdict");
        write_file(file("missing.json"), missing.dump());
        check_refused(gavel("merge " + file("missing.json") + " " + file("two2.json")),
                      "problems[0].solutions[0].results[0]: expected a field \"verdict\"");
        check_refused(gavel("merge " + file("nothing-here.json")), "cannot read the shard report");
    }
}

TEST_CASE("a shard needs its report file, and shard auto a batch engine", "[shard][cli]") {
    const std::string sum = on("root") + " grade sum " + FIXTURES_DIR + "/root/problems/sum/solutions/accepted/sum.cpp";
    check_refused(gavel(sum + " --shard 1/2"), "give --json FILE");
    check_refused(gavel(sum + " --shard 3/2 --json " + file("x.json")), "1 <= K <= N");
    const std::string no_engine = "env -u GAVEL_SHARD_INDEX -u JOB_COMPLETION_INDEX -u SLURM_ARRAY_TASK_ID " + std::string(GAVEL_BINARY);
    check_refused(run_program(no_engine, sum + " --shard auto --json " + file("x.json")), "no shard in the environment");
    const Outcome from_environment =
        run_program("GAVEL_SHARD_INDEX=1 GAVEL_SHARD_COUNT=2 " + std::string(GAVEL_BINARY), sum + " --shard auto --json " + file("auto.json") + " -q");
    CHECK(from_environment.exit_code == 0);
    CHECK(read_json(file("auto.json"))["shard"] == json{{"index", 2}, {"count", 2}});
    check_refused(gavel(on("root") + " verify sum " + grouped_sums + " --shard 1/2 --json " + file("y.json")),
                  "to separate sharded verifies");
    check_refused(gavel(on("root") + " run sum " + grouped_sums + " --shard 1/2 --json " + file("y.json")), "to separate sharded runs");
    CHECK_FALSE(std::filesystem::exists(file("x.json")));
}

TEST_CASE("run shards merged are the unsharded run: the reference's reports, the cross-check, the exit status", "[shard][cli]") {
    const std::string run = on("root") + " run sum crashcheck";
    const Outcome whole = gavel(run + " --json " + file("run-whole.json") + " -q");
    run_shards(run + " --shard", 2, "run");
    const Outcome merged = gavel("merge" + shard_files("run", 2) + " --json " + file("run-merged.json") + " " + on("root") + " -q");
    INFO(whole.err << merged.err);
    CHECK(merged.exit_code == whole.exit_code);
    const json expected = without_measurements(read_json(file("run-whole.json")));
    CHECK(expected.size() == 2);
    CHECK(without_measurements(read_json(file("run-merged.json"))) == expected);
}

TEST_CASE("verify and run shards of a problem package merge into its unsharded reports", "[shard][cli][package]") {
    for (const std::string command : {"verify", "run"}) {
        INFO(command);
        const Outcome whole = gavel(command + " " + grouped_sums + " --json " + file(command + "-pkg-whole.json") + " -q");
        run_shards(command + " " + grouped_sums + " --shard", 2, command + "-pkg");
        const Outcome merged = gavel("merge" + shard_files(command + "-pkg", 2) + " --json " + file(command + "-pkg-merged.json") + " -q");
        INFO(whole.err << merged.err);
        CHECK(whole.exit_code == 0);
        CHECK(merged.exit_code == 0);
        const json expected = without_measurements(read_json(file(command + "-pkg-whole.json")));
        CHECK(without_measurements(read_json(file(command + "-pkg-merged.json"))) == expected);
    }
}
