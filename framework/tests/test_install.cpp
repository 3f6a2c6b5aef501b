// A relocatable install: `cmake --install` to one prefix, moved to another, still finds its plugins, its
// languages table and its Solver plugin host, and carries no path of the checkout it was built in.
#include <catch2/catch.hpp>

#include <fstream>

#include "cli_runner.hpp"

using namespace gavel_test;

namespace {

// Installs the build to <scratch>/<name>-first, then moves it to <scratch>/<name>; returns the moved prefix.
std::filesystem::path moved_install(const std::string& name) {
    const auto first = scratch() / (name + "-first"), moved = scratch() / name;
    const int installed = shell(std::string(CMAKE_COMMAND) + " --install " + BUILD_DIR + " --prefix " + first.string());
    INFO(read_all(scratch() / "shell.log"));
    REQUIRE(installed == 0);
    std::filesystem::rename(first, moved);
    return moved;
}

// The installed gavel, with nothing from the environment pointing it elsewhere.
Outcome installed_gavel(const std::filesystem::path& prefix, const std::string& arguments) {
    return run_program("env -u GAVEL_PLUGIN_PATH -u GAVEL_ROOT " + (prefix / "bin/gavel").string(), arguments);
}

std::string bundled_omok_solution() { return std::string(SOURCE_DIR) + "/problems/omok/solutions/accepted/line_runs.cpp"; }

// omok's statement sample as a suite of its own: what is tested is the install, not omok's 1800 cases.
std::string omok_sample_suite() {
    const auto folder = scratch() / "omok-sample";
    std::filesystem::create_directories(folder / "data");
    for (const char* file : {"sample-1.in", "sample-1.ans"})
        std::filesystem::copy_file(std::string(SOURCE_DIR) + "/testcases/omok/data/" + file, folder / "data" / file,
                                   std::filesystem::copy_options::overwrite_existing);
    std::ofstream(folder / "suite.yaml") << "problem: omok\ngroups:\n  - name: samples\n    points: 100\n    cases:\n"
                                            "      - { name: sample-1, input: { file: data/sample-1.in }, answer: { file: data/sample-1.ans } }\n";
    return (folder / "suite.yaml").string();
}

}  // namespace

TEST_CASE("a moved install grades with its own plugins, languages table, Solver plugin host and interactor host", "[install]") {
    const auto prefix = moved_install("moved");

    // omok's plugin only from <prefix>/lib/gavel/plugins; the C++ solution compiled by the installed table.
    const auto omok = installed_gavel(prefix, "--root " + std::string(SOURCE_DIR) + " grade omok " + bundled_omok_solution() + " --suite " + omok_sample_suite());
    INFO(omok.out << omok.err);
    CHECK(omok.exit_code == 0);
    CHECK_THAT(omok.out, Catch::Contains("omok: AC (accepted)"));

    // A Solver plugin runs in the box through <prefix>/libexec/gavel/gavel-solver-host.
    const auto solver = installed_gavel(prefix, on("root") + " grade sum " + TEST_PLUGIN_DIR + "/sum_solver.so");
    INFO(solver.out << solver.err);
    CHECK(solver.exit_code == 0);
    CHECK_THAT(solver.out, Catch::Contains("sum: AC (accepted)"));

    // omok-hunt's interact() runs in the box through <prefix>/libexec/gavel/gavel-interactor-host.
    const auto hunt = installed_gavel(prefix, "--root " + std::string(SOURCE_DIR) + " grade omok-hunt " + std::string(SOURCE_DIR) +
                                                  "/problems/omok-hunt/solutions/accepted/probe_lines.cpp");
    INFO(hunt.out << hunt.err);
    CHECK(hunt.exit_code == 0);
    CHECK_THAT(hunt.out, Catch::Contains("omok-hunt: AC (accepted)"));
}

TEST_CASE("the installed programs and plugins carry no path of the source or build tree", "[install]") {
#if defined(__SANITIZE_ADDRESS__)
    // AddressSanitizer's metadata of every global and stack variable names its source file by the path the
    // compiler was given, which CMake makes absolute, and gcc 12 does not remap it (-ffile-prefix-map covers
    // debug information and __FILE__ only). An ASan build is a checking build, never one to install: the check
    // holds for every other build.
    WARN("skipped in an AddressSanitizer build: its metadata names the source files by their absolute paths");
    return;
#endif
    const auto prefix = moved_install("moved");
    for (const char* program : {"bin/gavel", "libexec/gavel/gavel-solver-host", "libexec/gavel/gavel-interactor-host", "lib/gavel/plugins/omok.so"}) {
        INFO(program);
        const std::string bytes = read_all(prefix / program);
        REQUIRE(bytes.size() > 0);
        CHECK(bytes.find(SOURCE_DIR) == std::string::npos);
        CHECK(bytes.find(BUILD_DIR) == std::string::npos);
    }
}

TEST_CASE("a moved install without its languages table names the missing file", "[install][errors]") {
    const auto prefix = moved_install("moved");
    const auto table = prefix / "share/gavel/languages.yaml";
    REQUIRE(std::filesystem::remove(table));
    const auto refused = installed_gavel(prefix, "--root " + std::string(SOURCE_DIR) + " grade omok " + bundled_omok_solution());
    INFO(refused.err);
    CHECK(refused.exit_code == 3);
    // The prefix as /proc/self/exe spells it (symbolic links resolved), so only the part under it is compared.
    CHECK_THAT(refused.err, Catch::Contains("/share/gavel/languages.yaml: gavel's languages table") && Catch::Contains("is missing"));
}
