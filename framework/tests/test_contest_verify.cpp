// `gavel verify` and `gavel list` on a contest folder (package/contest_folder.hpp): packages/contest-small holds
// problems.yaml (sumtwo as A, then hello, whose label defaults to B), contest.yaml and two tiny packages, each with
// an accepted and a wrong_answer submission and a time limit of its own. Each test that changes the contest works
// on a copy of it in scratch().
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "cli_runner.hpp"
#include "package/contest_folder.hpp"
#include "running_gavel.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

const fs::path contest_small = fs::path(SOURCE_DIR) / "framework/tests/packages/contest-small";

fs::path contest_copy(const std::string& tag) {
    const fs::path copy = scratch() / ("contest-" + tag);
    fs::remove_all(copy);
    fs::copy(contest_small, copy, fs::copy_options::recursive);
    return copy;
}

void write(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

// A package that cannot be opened: its problem.yaml gives a time limit that is no number, on line 4.
void add_broken_package(const fs::path& contest, const std::string& id) {
    write(contest / id / "problem.yaml", "problem_format_version: 2025-09\nname: Broken\nlimits:\n  time_limit: soon\n");
    write(contest / id / "data/secret/1.in", "1\n");
    write(contest / id / "data/secret/1.ans", "1\n");
    write(contest / id / "submissions/accepted/one.py", "print(1)\n");
}

std::vector<std::string> words_of(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string word; in >> word;) words.push_back(word);
    return words;
}

// The contest's summary table in verify's output: its columns, and each row by problem id (label, cells, status).
struct ContestTable {
    std::vector<std::string> columns;  // the submissions folders
    struct Row {
        std::string label;
        std::map<std::string, std::string> cells;
        std::string status;
    };
    std::vector<std::string> order;  // the ids, as the rows go
    std::map<std::string, Row> rows;
};

ContestTable contest_table(const std::string& out) {
    ContestTable table;
    std::istringstream in(out);
    std::string line;
    while (std::getline(in, line) && line.rfind("LABEL ", 0) != 0) {}
    const auto header = words_of(line);
    REQUIRE(header.size() >= 3);
    CHECK(header[1] == "PROBLEM");
    CHECK(header.back() == "STATUS");
    table.columns.assign(header.begin() + 2, header.end() - 1);
    while (std::getline(in, line) && !line.empty()) {
        const auto words = words_of(line);
        REQUIRE(words.size() > 2 + table.columns.size());
        ContestTable::Row row;
        row.label = words[0];
        for (std::size_t i = 0; i < table.columns.size(); ++i) row.cells[table.columns[i]] = words[2 + i];
        for (std::size_t i = 2 + table.columns.size(); i < words.size(); ++i) row.status += (row.status.empty() ? "" : " ") + words[i];
        table.order.push_back(words[1]);
        table.rows[words[1]] = row;
    }
    return table;
}

std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t count = 0;
    for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
    return count;
}

}  // namespace

TEST_CASE("a contest label counts up its last letter or number", "[contest]") {
    using gavel::package::next_label;
    CHECK(next_label("") == "A");
    CHECK(next_label("A") == "B");
    CHECK(next_label("Z") == "AA");
    CHECK(next_label("AZ") == "BA");
    CHECK(next_label("X1") == "X2");
    CHECK(next_label("X9") == "X10");
    CHECK(next_label("b") == "c");
}

TEST_CASE("gavel verify on a contest folder verifies its packages in problems.yaml's order and sums them up in one table",
          "[contest]") {
    const fs::path report = scratch() / "contest-verify.json";
    fs::remove(report);
    const auto verified = gavel_test::gavel("verify " + contest_small.string() + " --json " + report.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    // Each package's rows as it is verified: sumtwo (A) before hello (B), though folder order is the other way.
    const auto sumtwo_row = verified.out.find("accepted/add.c");
    const auto hello_row = verified.out.find("accepted/greet.py");
    REQUIRE(sumtwo_row != std::string::npos);
    REQUIRE(hello_row != std::string::npos);
    CHECK(sumtwo_row < hello_row);

    const ContestTable table = contest_table(verified.out);
    CHECK(table.columns == std::vector<std::string>{"accepted", "wrong_answer"});
    CHECK(table.order == std::vector<std::string>{"sumtwo", "hello"});
    CHECK(table.rows.at("sumtwo").label == "A");
    CHECK(table.rows.at("hello").label == "B");  // the label after A: problems.yaml gives hello none
    for (const std::string id : {"sumtwo", "hello"}) {
        CHECK(table.rows.at(id).cells.at("accepted") == "1/1");
        CHECK(table.rows.at(id).cells.at("wrong_answer") == "1/1");
        CHECK(table.rows.at(id).status == "ok");
    }
    CHECK_THAT(verified.out, Catch::Contains("contest: 2 problems, 2 as promised, 0 not, 0 cannot be judged, 0 not verified"));

    // --json: every problem as a package's verify writes it, in contest order, each with its label.
    REQUIRE(fs::exists(report));
    const auto json = nlohmann::json::parse(read_all(report));
    REQUIRE(json["problems"].size() == 2);
    CHECK(json["problems"][0]["problem"] == "sumtwo");
    CHECK(json["problems"][0]["label"] == "A");
    CHECK(json["problems"][0]["format_version"] == "2023-07-draft");
    CHECK(json["problems"][0]["submissions"].size() == 2);
    CHECK(json["problems"][1]["problem"] == "hello");
    CHECK(json["problems"][1]["label"] == "B");
}

TEST_CASE("a submission not as promised in one package of a contest fails its verify, its cell and status saying so",
          "[contest]") {
    const fs::path contest = contest_copy("not-promised");
    write(contest / "hello/submissions/accepted/nameless.py", "input()\nprint('hello')\n");
    add_broken_package(contest, "zeta");
    const auto verified = gavel_test::gavel("verify " + contest.string());
    INFO(verified.out << verified.err);
    // A submission judged and not as promised outweighs a package that could not be judged: exit 1, not 2.
    CHECK(verified.exit_code == 1);
    const ContestTable table = contest_table(verified.out);
    CHECK(table.order == std::vector<std::string>{"sumtwo", "hello", "zeta"});
    CHECK(table.rows.at("hello").cells.at("accepted") == "1/2");
    CHECK(table.rows.at("hello").cells.at("wrong_answer") == "1/1");
    CHECK(table.rows.at("hello").status == "NOT AS PROMISED: 1 of 3 submissions");
    CHECK(table.rows.at("sumtwo").status == "ok");
    CHECK_THAT(table.rows.at("zeta").status, Catch::StartsWith("CANNOT BE JUDGED: "));
    CHECK_THAT(verified.out, Catch::Contains("contest: 3 problems, 1 as promised, 1 not, 1 cannot be judged, 0 not verified"));
}

TEST_CASE("a package problems.yaml names but the contest lacks is a row naming problems.yaml's line, and the others are "
          "still verified",
          "[contest]") {
    const fs::path contest = contest_copy("missing");
    std::ofstream(contest / "problems.yaml", std::ios::app) << "- id: ghost\n  label: C\n";  // lines 12 and 13
    const auto verified = gavel_test::gavel("verify " + contest.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 2);
    const std::string reason = "problems.yaml:12:7: problem 'ghost': no folder ";
    CHECK(occurrences(verified.out + verified.err, reason) == 1);  // in its row, once
    const ContestTable table = contest_table(verified.out);
    CHECK(table.order == std::vector<std::string>{"sumtwo", "hello", "ghost"});
    CHECK(table.rows.at("ghost").label == "C");
    CHECK(table.rows.at("ghost").cells.at("accepted") == "-");
    CHECK_THAT(table.rows.at("ghost").status, Catch::StartsWith("CANNOT BE JUDGED: ") && Catch::Contains(reason));
    CHECK(table.rows.at("sumtwo").status == "ok");
    CHECK(table.rows.at("hello").status == "ok");
}

TEST_CASE("a broken package among the good ones of a contest is a row saying why, and one problems.yaml leaves out is warned "
          "about and still verified",
          "[contest]") {
    const fs::path contest = contest_copy("broken");
    add_broken_package(contest, "aardvark");  // first by name, and left out of problems.yaml: verified last
    const auto verified = gavel_test::gavel("verify " + contest.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 2);  // only bad input: every package judged is as promised
    CHECK_THAT(verified.err, Catch::Contains("aardvark: a problem package") && Catch::Contains("problems.yaml does not list"));
    const ContestTable table = contest_table(verified.out);
    CHECK(table.order == std::vector<std::string>{"sumtwo", "hello", "aardvark"});
    CHECK(table.rows.at("aardvark").label == "-");
    const std::string reason = "aardvark/problem.yaml:4:";
    CHECK_THAT(table.rows.at("aardvark").status, Catch::StartsWith("CANNOT BE JUDGED: ") && Catch::Contains(reason));
    CHECK(occurrences(verified.out + verified.err, reason) == 1);
    CHECK(table.rows.at("sumtwo").cells.at("wrong_answer") == "1/1");
    CHECK(table.rows.at("hello").status == "ok");
}

TEST_CASE("problems.yaml that lists a problem without id, or one twice, is refused with its line before anything is judged",
          "[contest]") {
    const fs::path contest = contest_copy("bad-yaml");
    write(contest / "problems.yaml", "- id: hello\n- label: B\n");
    check_refused(gavel_test::gavel("verify " + contest.string()), "problems.yaml:2:3: missing required key 'id'");
    write(contest / "problems.yaml", "- id: hello\n  label: A\n- id: hello\n  label: B\n");
    check_refused(gavel_test::gavel("verify " + contest.string()), "problems.yaml:3:7: problem 'hello' listed twice (first at line 1)");
    write(contest / "problems.yaml", "- id: hello\n  label: A\n- id: sumtwo\n  label: A\n");
    check_refused(gavel_test::gavel("verify " + contest.string()), "problems.yaml:4:10: label 'A' of problem 'sumtwo' already given at line 2");
    write(contest / "problems.yaml", "id: hello\n");
    check_refused(gavel_test::gavel("verify " + contest.string()), "problems.yaml:1:1: expected the contest's problems");
}

TEST_CASE("gavel list on a contest folder describes each package in contest order, with its label", "[contest]") {
    const auto listed = gavel_test::gavel("list " + contest_small.string());
    INFO(listed.out << listed.err);
    CHECK(listed.exit_code == 0);
    const auto sumtwo = listed.out.find("A  sumtwo: Sum Two (2023-07-draft, pass-fail)");
    const auto hello = listed.out.find("B  hello: Hello (2025-09, pass-fail)");
    REQUIRE(sumtwo != std::string::npos);
    REQUIRE(hello != std::string::npos);
    CHECK(sumtwo < hello);

    // Without problems.yaml: folder name order, labelled A, B, ...
    const fs::path contest = contest_copy("unlisted");
    fs::remove(contest / "problems.yaml");
    const auto by_name = gavel_test::gavel("list " + contest.string());
    INFO(by_name.out << by_name.err);
    CHECK(by_name.exit_code == 0);
    const auto first = by_name.out.find("A  hello: Hello");
    const auto second = by_name.out.find("B  sumtwo: Sum Two");
    REQUIRE(first != std::string::npos);
    REQUIRE(second != std::string::npos);
    CHECK(first < second);
}

TEST_CASE("SIGTERM during a contest's verify stops after the package it is in, the rest a row each not verified", "[contest]") {
    const fs::path contest = contest_copy("stopped");
    // Slow enough to be in it when the signal comes, well inside sumtwo's 5 s time limit.
    write(contest / "sumtwo/submissions/accepted/slow.py", "import time\ntime.sleep(3)\na, b = map(int, input().split())\nprint(a + b)\n");
    RunningGavel running({"verify", contest.string(), "-j", "1"}, "contest-stopped");
    // verify prints a row when its submission ends: once add.c's is there, slow.py is being judged.
    REQUIRE(eventually([&] { return running.out().find("accepted/add.c") != std::string::npos; }, std::chrono::seconds(60)));
    running.stop_with(SIGTERM);
    INFO(running.out() << running.err());
    CHECK(running.exit_code() == 1);
    CHECK(running.left_no_boxes());
    const ContestTable table = contest_table(running.out());
    CHECK(table.order == std::vector<std::string>{"sumtwo", "hello"});
    CHECK(table.rows.at("sumtwo").status == "STOPPED: not every submission verified");
    CHECK(table.rows.at("hello").status == "NOT VERIFIED: the stop came first");
}
