// `gavel verify` on the problem packages of framework/tests/judged/, one per version of the package format:
// oddsum (legacy: nested secret folders, testdata.yaml, a time limit inferred from the submissions), pairfind
// (2023-07-draft: a custom output validator, a Python input validator) and stockpiles (2025-09: a scoring problem
// with test data groups, an input validator built by build/run scripts, an answer validator, submissions.yaml).
// Every submission folder holds a C, a C++, a Python 3 and a Java submission; each package also has a folder
// submission. check_by_hand.sh beside the packages checks the same promises without gavel.
//
// Each test works on a copy of its package in scratch(), so that a test may spoil it. Where javac (or java) is
// missing, the copies leave out the Java submissions, with a warning: gavel could not compile them.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli_runner.hpp"
#include "judged_packages.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

// The language code the package format gives a submission (languages.md): by its file's ending, or, for a folder,
// by the files in it.
std::string language_of(const fs::path& submission) {
    static const std::map<std::string, std::string> by_ending{{".c", "c"}, {".cpp", "cpp"}, {".py", "python3"}, {".java", "java"}};
    if (fs::is_directory(submission)) {
        for (const auto& entry : fs::directory_iterator(submission)) {
            const auto found = by_ending.find(entry.path().extension().string());
            if (found != by_ending.end()) return found->second;
        }
        return "";
    }
    const auto found = by_ending.find(submission.extension().string());
    return found == by_ending.end() ? "" : found->second;
}

// The overall verdict a folder promises (2025-09's default folders; legacy's are the same).
std::string verdict_of_folder(const std::string& folder) {
    if (folder == "accepted") return "AC";
    if (folder == "wrong_answer") return "WA";
    if (folder == "time_limit_exceeded") return "TLE";
    if (folder == "run_time_error") return "RE";
    return "";
}

// The extra arguments each package is verified with: the legacy one infers its time limit from its submissions,
// measured under 2 s (its too-slow submissions loop for ever).
// --fail-fast: these check each folder's promise and the JSON's fields, which a rejected submission keeps at its
// first failure (the tests after it are reported skipped); judging every test is verify's own test (the matrix).
std::string verify_options(const std::string& name) {
    return std::string(" --fail-fast") + (name == "oddsum" ? " --measuring-limit 2s" : "");
}

void write(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

// Runs gavel verify --json on a copy of `name`; returns the problem's object in the file.
nlohmann::json verified_json(const std::string& name, fs::path& package) {
    package = package_copy(name, "json-" + name);
    const fs::path report = scratch() / ("verify-" + name + ".json");
    fs::remove(report);
    const auto verified = gavel("verify " + package.string() + verify_options(name) + " --json " + report.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    check_table(verified.out, package);
    REQUIRE(fs::exists(report));
    const auto json = nlohmann::json::parse(read_all(report));
    REQUIRE(json.contains("problems"));
    REQUIRE(json["problems"].size() == 1);
    return json["problems"][0];
}

// The scoring package: accepted submissions score 100, the partial ones the 30 of group 1.
void check_scores(const nlohmann::json& problem) {
    std::size_t accepted = 0, partial = 0;
    for (const auto& submission : problem["submissions"]) {
        const std::string label = submission.value("submission", "");
        INFO(label << ": " << submission.dump());
        if (label.rfind("accepted/", 0) == 0) {
            ++accepted;
            CHECK(submission["score"] == 100);
        } else if (label.rfind("partially_accepted/", 0) == 0) {
            ++partial;
            CHECK(submission["score"] == 30);
            CHECK(submission["as_expected"] == true);
            // Group 1's 30 points, none of group 2's 70.
            std::map<std::string, double> groups;
            for (const auto& group : submission["groups"]) groups[group.value("group", "")] = group.value("score", -1.0);
            CHECK(groups["secret/group1"] == 30);
            CHECK(groups["secret/group2"] == 0);
        }
    }
    CHECK(accepted == (java_available() ? 5u : 3u));
    CHECK(partial == (java_available() ? 4u : 3u));
}

// One verify per package (they are the slowest tests): its table, every submission "ok", and its --json file.
// gavel verify on one of the three packages of each format version: every submission as its folder or
// submissions.yaml expects, and --json gives each its language, expectation, verdict, score, time and tests.
void check_verified_package(const std::string& name, const std::string& version, const std::string& type) {
    INFO(name);
    fs::path package;
    const auto problem = verified_json(name, package);
    CHECK(problem["format_version"] == version);
    CHECK(problem["type"] == type);
    CHECK(problem["time_limit_inferred"] == (name == "oddsum"));
    const auto labels = submission_labels(package);
    std::set<std::string> reported;
    for (const auto& submission : problem["submissions"]) {
        const std::string label = submission.value("submission", "");
        INFO(label << ": " << submission.dump());
        reported.insert(label);
        CHECK(submission["language"] == language_of(package / "submissions" / label));
        REQUIRE(submission["expected"].is_string());
        CHECK_FALSE(submission["expected"].get<std::string>().empty());
        const std::string folder = label.substr(0, label.find('/'));
        REQUIRE(submission["verdict"].is_string());
        if (!verdict_of_folder(folder).empty()) CHECK(submission["verdict"] == verdict_of_folder(folder));
        CHECK(submission["score"].is_number());
        REQUIRE(submission["time_ms"].is_number());
        CHECK(submission["time_ms"].get<double>() >= 0);
        CHECK(submission["as_expected"] == true);
        REQUIRE(submission["tests"].is_array());
        CHECK_FALSE(submission["tests"].empty());
        for (const auto& test : submission["tests"]) CHECK(test.contains("verdict"));
    }
    CHECK(reported == labels);
    if (name == "stockpiles") check_scores(problem);
}

}  // namespace

// One test case per package, so that ctest runs them side by side.
TEST_CASE("gavel verify passes the legacy package, and --json gives every submission its language, expectation, verdict, score, time and tests",
          "[package][slow]") {
    check_verified_package("oddsum", "legacy", "pass-fail");
}
TEST_CASE("gavel verify passes the 2023-07-draft package, and --json gives every submission its language, expectation, verdict, score, time and tests",
          "[package][slow]") {
    check_verified_package("pairfind", "2023-07-draft", "pass-fail");
}
TEST_CASE("gavel verify passes the 2025-09 package, and --json gives every submission its language, expectation, verdict, score, time and tests",
          "[package][slow]") {
    check_verified_package("stockpiles", "2025-09", "scoring");
}

TEST_CASE("a wrong submission filed under accepted/ fails gavel verify, whose table names it", "[package][slow]") {
    // pairfind gives its time limit, so no other submission needs to run: only the right one and the misfiled one.
    const fs::path package = package_copy("pairfind", "misfiled");
    const fs::path submissions = package / "submissions";
    fs::rename(submissions / "wrong_answer" / "zero_based.py", submissions / "accepted" / "zero_based.py");
    for (const auto* folder : {"wrong_answer", "time_limit_exceeded", "run_time_error"}) fs::remove_all(submissions / folder);
    for (const auto& entry : std::vector<fs::path>(fs::directory_iterator(submissions / "accepted"), fs::directory_iterator()))
        if (entry.filename() != "all_pairs.c" && entry.filename() != "zero_based.py") fs::remove_all(entry);

    const auto verified = gavel("verify " + package.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 1);
    const auto misfiled = row_of(verified.out, "accepted/zero_based.py");
    REQUIRE_FALSE(misfiled.empty());
    CHECK_THAT(misfiled, Catch::Contains("NOT AS EXPECTED"));
    CHECK(last_word(row_of(verified.out, "accepted/all_pairs.c")) == "ok");
    CHECK_THAT(verified.out, Catch::Contains("2 submissions, 1 as expected, 1 not"));
}

TEST_CASE("an input its validator refuses, added to data/secret, stops gavel verify naming the file and the validator",
          "[package]") {
    struct Spoiled {
        std::string package, case_path, input, answer, validator;
    };
    // oddsum's C++ validator refuses two spaces; pairfind's Python one too few entries; stockpiles' build/run one
    // a weight of 2 in group 1, which only group 1's input_validator_args (subtask1) forbid.
    const std::vector<Spoiled> spoiled{
        {"oddsum", "data/secret/small/04-two-spaces", "3\n1  2 3\n", "4\n", "oddsum_input"},
        {"pairfind", "data/secret/07-too-few", "4 5\n1 2 3\n", "-1\n", "pairfind_input"},
        {"stockpiles", "data/secret/group1/04-heavy", "2\n1 1\n5 2\n", "1.333333333\n", "stockpiles_input"},
    };
    for (const auto& bad : spoiled) {
        INFO(bad.package);
        const fs::path package = package_copy(bad.package, "invalid-" + bad.package);
        write(package / (bad.case_path + ".in"), bad.input);
        write(package / (bad.case_path + ".ans"), bad.answer);
        const auto verified = gavel("verify " + package.string() + verify_options(bad.package));
        INFO(verified.out << verified.err);
        CHECK(verified.exit_code == 2);
        const std::string file = fs::path(bad.case_path).filename().string() + ".in";
        CHECK_THAT(verified.err, Catch::Contains(file) && Catch::Contains(bad.validator));
    }
}

TEST_CASE("an answer its answer validator refuses stops gavel verify of the 2025-09 package, naming the file", "[package]") {
    const fs::path package = package_copy("stockpiles", "bad-answer");
    write(package / "data" / "secret" / "group2" / "04-thirds.ans", "2.33\n");
    const auto verified = gavel("verify " + package.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 2);
    CHECK_THAT(verified.err, Catch::Contains("04-thirds.ans") && Catch::Contains("answer_format"));
}

TEST_CASE("a submission over the package's code limit is CE, and nothing of it runs", "[package]") {
    const fs::path package = package_copy("pairfind", "code-limit");
    write(package / "problem.yaml", "problem_format_version: 2023-07-draft\nname: Pair Find\n"
                                    "uuid: 6fa7ff5a-b469-42a5-9647-17227d7dad64\nlimits:\n  time_limit: 1.0\n  code: 1\n");
    // seen.py padded past 1 KiB with a comment; two_pointers.cpp stays under it and is graded as before.
    const fs::path padded = package / "submissions" / "accepted" / "seen.py";
    const std::string source = gavel_test::read_all(padded);
    REQUIRE(source.size() < 1024);
    write(padded, source + "#" + std::string(1024, '-') + "\n");
    const auto over = gavel("grade " + package.string() + " " + padded.string());
    INFO(over.out << over.err);
    CHECK(over.exit_code == 1);
    CHECK_THAT(over.out + over.err, Catch::Contains("CE") && Catch::Contains("over the problem's code limit of 1 KiB"));
    const auto under = gavel("grade " + package.string() + " " + (package / "submissions" / "accepted" / "two_pointers.cpp").string());
    INFO(under.out << under.err);
    CHECK(under.exit_code == 0);
}
