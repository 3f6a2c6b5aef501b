// gavel new, and the out-of-tree way of adding a problem: install, scaffold, build against the package, run.
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "cli_runner.hpp"

using namespace gavel_test;

TEST_CASE("gavel new refuses a bad id and never overwrites", "[scaffold][errors]") {
    const auto root = scratch() / "new-root";
    std::filesystem::create_directories(root);
    const auto made = gavel("--root " + root.string() + " new fresh-one");
    CHECK(made.exit_code == 0);
    CHECK(std::filesystem::exists(root / "plugins/fresh-one/fresh-one.cpp"));
    CHECK(std::filesystem::exists(root / "problems/fresh-one/solutions/accepted"));
    CHECK(std::filesystem::exists(root / "testcases/fresh-one/suite.yaml"));

    const auto again = gavel("--root " + root.string() + " new fresh-one");
    CHECK(again.exit_code == 2);
    CHECK_THAT(again.err, Catch::Contains("already exists; gavel new never overwrites"));
    const auto bad = gavel("--root " + root.string() + " new Not_Valid!");
    CHECK(bad.exit_code == 2);
    CHECK_THAT(bad.err, Catch::Contains("expected lower-case letters"));
    CHECK_FALSE(std::filesystem::exists(root / "plugins/Not_Valid!"));
}

namespace {

// Every regular file under `root`, relative to it, sorted.
std::vector<std::string> files_under(const std::filesystem::path& root) {
    std::vector<std::string> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root))
        if (entry.is_regular_file()) files.push_back(std::filesystem::relative(entry.path(), root).string());
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace

TEST_CASE("gavel new writes the plugin, the problem, its suite and a project file, and says which", "[scaffold]") {
    const auto root = scratch() / "new-files";
    std::filesystem::remove_all(root);
    std::filesystem::create_directories(root);
    const auto made = gavel("--root " + root.string() + " new two-parts");
    INFO(made.out << made.err);
    REQUIRE(made.exit_code == 0);
    const std::vector<std::string> expected = {
        "CMakeLists.txt",
        "plugins/two-parts/CMakeLists.txt",
        "plugins/two-parts/two-parts.cpp",
        "problems/two-parts/problem.yaml",
        "problems/two-parts/solutions/accepted/sum.cpp",
        "problems/two-parts/statement.md",
        "testcases/two-parts/suite.yaml",
    };
    CHECK(files_under(root) == expected);
    for (const auto& file : expected) CHECK_THAT(made.out, Catch::Contains("created " + (root / file).string() + "\n"));
    CHECK_THAT(made.out, Catch::EndsWith("next: build (make, or cmake --build), then `gavel run two-parts`\n"));

    CHECK(read_all(root / "plugins/two-parts/CMakeLists.txt") == "gavel_add_problem(two-parts two-parts.cpp)\n");
    const std::string plugin = read_all(root / "plugins/two-parts/two-parts.cpp");
    CHECK_THAT(plugin, Catch::Contains("#include <gavel/sdk.hpp>") && Catch::Contains("GAVEL_PROBLEM(TwoParts, \"two-parts\"") &&
                           Catch::Contains("TODO: the reference solver") && Catch::Contains("TODO: the validator") &&
                           Catch::Contains("TODO: the generator"));
    CHECK_THAT(read_all(root / "problems/two-parts/problem.yaml"), Catch::StartsWith("id: two-parts\n") && Catch::Contains("time: 1s"));
    const std::string suite = read_all(root / "testcases/two-parts/suite.yaml");
    CHECK_THAT(suite, Catch::StartsWith("problem: two-parts\n") && Catch::Contains("input: \"1 2\\n\"") && Catch::Contains("answer: \"3\\n\""));
    // The list and the configuration read what was written: the problem is known, with its one sample case.
    const auto listed = gavel("--root " + root.string() + " list");
    INFO(listed.err);
    CHECK(listed.exit_code == 0);
    CHECK_THAT(listed.out, Catch::Matches("(.|\n)*\ntwo-parts +two-parts +1\n(.|\n)*"));

    // A project file already there is the author's: a second problem adds only its own files.
    std::ofstream(root / "CMakeLists.txt") << "# mine\n";
    REQUIRE(gavel("--root " + root.string() + " new second").exit_code == 0);
    CHECK(read_all(root / "CMakeLists.txt") == "# mine\n");
    CHECK(files_under(root).size() == expected.size() + 6);
}

TEST_CASE("a problem scaffolded and built out of tree against the installed package runs", "[scaffold]") {
    const auto prefix = scratch() / "prefix", project = scratch() / "project";
    REQUIRE(shell(std::string(CMAKE_COMMAND) + " --install " + BUILD_DIR + " --prefix " + prefix.string()) == 0);
    const std::string installed = (prefix / "bin" / "gavel").string();
    std::filesystem::create_directories(project);
    REQUIRE(shell(installed + " --root " + project.string() + " new demo") == 0);
    REQUIRE(shell(std::string(CMAKE_COMMAND) + " -S " + project.string() + " -B " + (project / "build").string() +
                  " -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=" + prefix.string()) == 0);
    INFO(read_all(scratch() / "shell.log"));
    REQUIRE(shell(std::string(CMAKE_COMMAND) + " --build " + (project / "build").string()) == 0);
    const std::string on_project = " --root " + project.string() + " --plugin-path " + (project / "build" / "plugins").string();
    CHECK(shell(installed + on_project + " run demo") == 0);
    CHECK(shell(installed + on_project + " verify demo") == 0);
    CHECK(shell(installed + on_project + " grade demo " + (project / "problems/demo/solutions/accepted/sum.cpp").string()) == 0);
}
