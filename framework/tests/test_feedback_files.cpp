// The files a sandboxed checker leaves behind (Kattis's judgemessage.txt, judgeerror.txt) are read only as
// regular files: a link to a host secret, a FIFO, a folder or a huge file never shows a secret, hangs the judge
// or fills its memory. read_left_file on files made here, then gavel grading with a checker that plants them.
#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <nlohmann/json.hpp>

#include "base/file_bytes.hpp"
#include "cli_runner.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;
using gavel::LeftFile;

namespace {

// A fresh, empty folder of the test's own.
fs::path fresh_folder(const std::string& name) {
    const auto folder = scratch() / name;
    fs::remove_all(folder);
    fs::create_directories(folder);
    return folder;
}

void write(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

}  // namespace

TEST_CASE("read_left_file reads a regular file, and nothing for a missing one", "[feedback][base]") {
    const auto folder = fresh_folder("left-plain");
    write(folder / "judgemessage.txt", "expected 3\n");
    const LeftFile read = gavel::read_left_file(folder, "judgemessage.txt", 1024);
    CHECK(read.state == LeftFile::State::read);
    CHECK(read.bytes == "expected 3\n");
    CHECK_FALSE(read.truncated);
    CHECK(gavel::read_left_file(folder, "judgeerror.txt", 1024).state == LeftFile::State::absent);
    CHECK(gavel::read_left_file(folder / "gone", "judgemessage.txt", 1024).state == LeftFile::State::absent);
}

TEST_CASE("read_left_file refuses a link, a FIFO, a folder and a hard link, reading nothing", "[feedback][base]") {
    const auto folder = fresh_folder("left-refused");
    write(folder / "secret", "the host's secret");
    fs::create_symlink(folder / "secret", folder / "link");
    REQUIRE(::mkfifo((folder / "fifo").c_str(), 0644) == 0);
    fs::create_directory(folder / "folder");
    fs::create_hard_link(folder / "secret", folder / "hard");

    const auto refusal = [&](const std::string& name) {
        const auto started = std::chrono::steady_clock::now();
        const LeftFile file = gavel::read_left_file(folder, name, 1024);
        CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(5));  // a FIFO's open never blocks
        CHECK(file.state == LeftFile::State::refused);
        CHECK(file.bytes.empty());
        return file.refusal;
    };
    CHECK(refusal("link") == "a symbolic link");
    CHECK(refusal("fifo") == "a FIFO");
    CHECK(refusal("folder") == "a folder");
    CHECK(refusal("hard") == "a file with 2 names (a hard link)");
}

TEST_CASE("read_left_file does not follow a folder replaced by a link", "[feedback][base]") {
    const auto folder = fresh_folder("left-folder-link");
    fs::create_directory(folder / "elsewhere");
    write(folder / "elsewhere" / "judgemessage.txt", "the host's secret");
    fs::create_directory_symlink(folder / "elsewhere", folder / "work");
    const LeftFile file = gavel::read_left_file(folder / "work", "judgemessage.txt", 1024);
    CHECK(file.state == LeftFile::State::refused);
    CHECK(file.refusal == "in a folder that is a symbolic link");
    CHECK(file.bytes.empty());
}

TEST_CASE("read_left_file reads a huge file only up to its limit", "[feedback][base]") {
    const auto folder = fresh_folder("left-huge");
    {
        // A sparse terabyte: reading it all would take the judge's memory, or hours.
        const int fd = ::open((folder / "judgemessage.txt").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        REQUIRE(fd >= 0);
        const bool grown = ::ftruncate(fd, off_t{1} << 40) == 0;
        ::close(fd);
        REQUIRE(grown);
    }
    const LeftFile file = gavel::read_left_file(folder, "judgemessage.txt", 64 << 10);
    CHECK(file.state == LeftFile::State::read);
    CHECK(file.bytes.size() == 64 << 10);
    CHECK(file.truncated);

    write(folder / "exact.txt", std::string(100, 'x'));
    const LeftFile exact = gavel::read_left_file(folder, "exact.txt", 100);
    CHECK(exact.bytes.size() == 100);
    CHECK_FALSE(exact.truncated);
}

namespace {

struct Graded {
    Outcome outcome;
    nlohmann::json report;  // test name -> {verdict, message}
};

// Grades a solution answering "x" on the plant_feedback problem (its own suite unless `suite` names one), under a
// minute's timeout: a judge blocked on a FIFO ends as exit code 124 instead of hanging the test.
Graded grade_planted(const std::string& suite = "") {
    const auto report = scratch() / "feedback-report.json";
    fs::remove(report);
    Graded graded;
    graded.outcome = run_program("timeout 60 " + std::string(GAVEL_BINARY),
                                 on("feedback") + " grade plant_feedback " + FIXTURES_DIR + "/solutions/answer_x.c -j 1 --all --json " +
                                     report.string() + (suite.empty() ? "" : " --suite " + suite));
    INFO(graded.outcome.out << graded.outcome.err);
    REQUIRE(graded.outcome.exit_code == 1);
    graded.report = nlohmann::json::object();
    const auto all = nlohmann::json::parse(read_all(report));  // kept: a loop over a temporary's part would dangle
    for (const auto& test : all[0]["tests"]) graded.report[test["name"].get<std::string>()] = test;
    return graded;
}

}  // namespace

TEST_CASE("a checker's judgemessage.txt linked to a host secret is IE, the secret shown nowhere", "[feedback][checkers][external]") {
    const auto folder = fresh_folder("planted-link");
    const std::string secret = "SECRET-4c1b-do-not-show";
    write(folder / "secret.txt", secret + "\n");
    write(folder / "suite.yaml", "problem: plant_feedback\n"
                                 "groups:\n"
                                 "  - name: planted\n"
                                 "    points: 100\n"
                                 "    cases:\n"
                                 "      - { name: link, input: \"link judgemessage.txt " + (folder / "secret.txt").string() + "\\n\", answer: \"-\\n\" }\n"
                                 "      - { name: error-link, input: \"link judgeerror.txt " + (folder / "secret.txt").string() + "\\n\", answer: \"-\\n\" }\n");
    const Graded graded = grade_planted((folder / "suite.yaml").string());
    for (const std::string name : {"link", "error-link"}) {
        INFO(name);
        CHECK(graded.report[name]["verdict"] == "IE");
        const std::string file = name == "link" ? "judgemessage.txt" : "judgeerror.txt";
        CHECK(graded.report[name]["message"] == "the checker's " + file +
                                                    " is refused (a symbolic link): only a regular file is read, and a checker that leaves anything else is not trusted");
    }
    CHECK_THAT(graded.outcome.out, !Catch::Contains(secret));
    CHECK_THAT(graded.outcome.err, !Catch::Contains(secret));
    CHECK_THAT(graded.report.dump(), !Catch::Contains(secret));
}

TEST_CASE("a checker's feedback FIFO, folder or huge file: the judge finishes, IE or a bounded message", "[feedback][checkers][external]") {
    const auto started = std::chrono::steady_clock::now();
    const Graded graded = grade_planted();
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(50));
    const auto& tests = graded.report;
    CHECK(tests["fifo"]["verdict"] == "IE");
    CHECK_THAT(tests["fifo"]["message"].get<std::string>(), Catch::StartsWith("the checker's judgemessage.txt is refused (a FIFO)"));
    CHECK(tests["folder"]["verdict"] == "IE");
    CHECK_THAT(tests["folder"]["message"].get<std::string>(), Catch::StartsWith("the checker's judgemessage.txt is refused (a folder)"));
    CHECK(tests["error-fifo"]["verdict"] == "IE");
    CHECK_THAT(tests["error-fifo"]["message"].get<std::string>(), Catch::StartsWith("the checker's judgeerror.txt is refused (a FIFO)"));
    // A file of 200 KiB on one line: its start, cut as every message is, and said to be cut.
    CHECK(tests["huge"]["verdict"] == "WA");
    CHECK(tests["huge"]["message"] == std::string(300, 'h') + "... (judgemessage.txt is longer than 64 KiB: only its start was read)");
    // What an honest checker writes is still read.
    CHECK(tests["text"]["verdict"] == "WA");
    CHECK(tests["text"]["message"] == "planted text");
    CHECK(tests["error-text"]["verdict"] == "IE");
    CHECK(tests["error-text"]["message"] == "the checker failed: exited with code 1: planted text");
}
