// A suite's { file: path } data is held to the suite's folder and to regular files. The suites here are written
// at test time, since a FIFO, a device link or a link out of the tree cannot live in the repository.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <fstream>

#include "cli_runner.hpp"
#include "error_text.hpp"

#include "base/errors.hpp"
#include "config/suite.hpp"

namespace fs = std::filesystem;

namespace {

// A suite of `sum` in a folder of its own whose one case reads its input from `input_path`.
fs::path suite_reading(const std::string& name, const std::string& input_path) {
    const auto folder = gavel_test::scratch() / "data-files" / name;
    fs::remove_all(folder);
    fs::create_directories(folder / "data");
    std::ofstream(folder / "suite.yaml") << "problem: sum\ngroups:\n  - name: one\n    points: 100\n    cases:\n"
                                         << "      - { name: a, input: { file: \"" << input_path << "\" }, answer: \"3\\n\" }\n";
    return folder;
}

std::string load_error(const fs::path& folder) {
    return gavel_test::input_error_of([&] { gavel::load_suite(folder / "suite.yaml", "sum"); }, folder.string());
}

}  // namespace

TEST_CASE("a data file inside the suite's folder is read, through a link inside it too", "[suite][data]") {
    const auto folder = suite_reading("inside", "data/linked.in");
    std::ofstream(folder / "data" / "real.in") << "1 2\n";
    fs::create_symlink("real.in", folder / "data" / "linked.in");
    const gavel::Suite suite = gavel::load_suite(folder / "suite.yaml", "sum");
    CHECK(suite.groups.at(0).cases.at(0).input == "1 2\n");
}

TEST_CASE("a FIFO or a device as a data file is refused at once, naming it", "[suite][data][errors]") {
    const auto fifo_folder = suite_reading("fifo", "data/pipe.in");
    REQUIRE(::mkfifo((fifo_folder / "data" / "pipe.in").c_str(), 0644) == 0);
    const auto started = std::chrono::steady_clock::now();
    // Before the fix this open waited for a writer forever.
    CHECK_THAT(load_error(fifo_folder), Catch::EndsWith("suite.yaml:6:35: data file 'data/pipe.in' is not a regular file "
                                                        "(a folder, a FIFO, a device or a socket); expected a file"));
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(60));

    const auto device_folder = suite_reading("device", "data/zero.in");
    fs::create_symlink("/dev/zero", device_folder / "data" / "zero.in");
    CHECK_THAT(load_error(device_folder), Catch::Contains("data file 'data/zero.in' leads out of the suite's folder (to /dev/zero)"));

    const auto folder_folder = suite_reading("folder", "data");
    CHECK_THAT(load_error(folder_folder), Catch::Contains("data file 'data' is not a regular file"));
}

TEST_CASE("a data file outside the suite's folder is refused, by path or by link", "[suite][data][errors]") {
    CHECK_THAT(load_error(suite_reading("absolute", "/etc/passwd")),
               Catch::EndsWith("data file '/etc/passwd' is an absolute path; expected a path inside the suite's folder"));
    CHECK_THAT(load_error(suite_reading("dotdot", "../../../../../../../../etc/passwd")),
               Catch::Contains("leads out of the suite's folder (to /etc/passwd); expected a file inside it"));
    const auto linked = suite_reading("link-out", "data/secret.in");
    fs::create_symlink("/etc/passwd", linked / "data" / "secret.in");
    CHECK_THAT(load_error(linked), Catch::Contains("data file 'data/secret.in' leads out of the suite's folder (to /etc/passwd)"));
}

TEST_CASE("gavel grade refuses a suite whose input is a FIFO with exit 2, running nothing", "[suite][data][errors][cli]") {
    const auto folder = suite_reading("cli-fifo", "data/pipe.in");
    REQUIRE(::mkfifo((folder / "data" / "pipe.in").c_str(), 0644) == 0);
    const auto result = gavel_test::gavel(gavel_test::on("root") + " grade sum " + FIXTURES_DIR + "/solutions/sum.cpp --suite " +
                                          (folder / "suite.yaml").string());
    CHECK(result.exit_code == 2);
    CHECK_THAT(result.err, Catch::Contains("data file 'data/pipe.in' is not a regular file"));
    CHECK(result.out.empty());
}
