// A package case's .files folder: copied into the run's working folder before the program starts, gone by the
// next run, and refused, never followed, where it holds a symbolic link.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "cli_runner.hpp"
#include "run/program.hpp"
#include "sandbox/box.hpp"

using gavel::RunResult;
using gavel_test::scratch;

namespace {

namespace fs = std::filesystem;

// A fresh case folder under the test's scratch folder: data.txt and notes/more.txt.
fs::path case_folder(const std::string& name) {
    const auto folder = scratch() / "case-files" / name;
    fs::remove_all(folder);
    fs::create_directories(folder / "notes");
    std::ofstream(folder / "data.txt") << "the case's data\n";
    std::ofstream(folder / "notes" / "more.txt") << "more of it\n";
    return folder;
}

gavel::sandbox::RunSpec shell(const std::string& script, const fs::path& files = {}) {
    gavel::sandbox::RunSpec spec;
    spec.argv = {"sh", "-c", script};
    spec.cpu = std::chrono::seconds(2);
    spec.wall = std::chrono::seconds(5);
    spec.case_files = files;
    return spec;
}

}  // namespace

TEST_CASE("a case's files are in the program's working folder, its own to read and change", "[box][case_files]") {
    gavel::sandbox::Box box;
    const auto files = case_folder("plain");
    // Written into the copied sub-folder: the copy belongs to the program's user, not to the judge.
    const RunResult outcome =
        box.run(shell("cat data.txt notes/more.txt && echo mine > notes/new.txt && rm data.txt && ls -A", files), "");
    INFO(outcome.describe() << ": " << outcome.message);
    REQUIRE(outcome.ok());
    CHECK(outcome.output == "the case's data\nmore of it\nnotes\n");
    // The case's own folder is untouched by what the program did with its copy.
    CHECK(fs::exists(files / "data.txt"));
    CHECK_FALSE(fs::exists(files / "notes" / "new.txt"));
}

TEST_CASE("the next run without case files does not see the last one's", "[box][case_files]") {
    gavel::sandbox::Box box;
    REQUIRE(box.run(shell("cat data.txt", case_folder("once")), "").ok());
    const RunResult after = box.run(shell("ls -A"), "");
    INFO(after.describe() << ": " << after.message);
    REQUIRE(after.ok());
    CHECK(after.output.empty());
}

TEST_CASE("a symbolic link among a case's files is refused, never followed", "[box][case_files]") {
    gavel::sandbox::Box box;
    const auto files = case_folder("linked");
    fs::create_symlink("/etc/passwd", files / "notes" / "passwd");
    const RunResult outcome = box.run(shell("cat notes/passwd", files), "");
    CHECK(outcome.ending == RunResult::Ending::not_started);
    CHECK(outcome.output.empty());
    CHECK_THAT(outcome.message, Catch::Contains(files.string() + ": 'notes/passwd' is a symbolic link: expected only "
                                                                 "regular files and folders"));

    // The case's folder itself as a link is refused as well.
    const auto link = scratch() / "case-files" / "folder-link";
    fs::remove(link);
    fs::create_directory_symlink(case_folder("target"), link);
    const RunResult through_link = box.run(shell("cat data.txt", link), "");
    CHECK(through_link.ending == RunResult::Ending::not_started);
    CHECK_THAT(through_link.message, Catch::Contains(link.string() + ": cannot open the case's files (expected a folder, not a link)"));

    // And the box still runs what comes next.
    CHECK(box.run(shell("cat data.txt", case_folder("after")), "").output == "the case's data\n");
}

TEST_CASE("a program's run_case hands its case's files to the box", "[box][case_files]") {
    gavel::sandbox::Box box;
    gavel::PreparedProgram program;
    program.kind = "executable";
    program.ready = true;
    program.run = {"cat", "data.txt"};
    gavel::ProgramSolution solution(box, program, "cat");
    gavel::Limits limits;
    limits.time = std::chrono::seconds(2);
    gavel::CaseExtras extras;
    extras.files = case_folder("through-run-case");
    const RunResult outcome = solution.run_case("", limits, extras);
    INFO(outcome.describe() << ": " << outcome.message);
    CHECK(outcome.ok());
    CHECK(outcome.output == "the case's data\n");
}
