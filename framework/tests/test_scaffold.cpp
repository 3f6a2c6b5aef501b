// gavel new, and the out-of-tree way of adding a problem: install, scaffold, build against the package, run.
#include <catch2/catch.hpp>

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
