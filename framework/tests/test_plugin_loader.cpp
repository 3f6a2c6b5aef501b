#include <catch2/catch.hpp>

#include <cstddef>
#include <cstdlib>
#include <fstream>

#include "base/errors.hpp"
#include "cli_runner.hpp"
#include "plugin/loader.hpp"

namespace {

std::filesystem::path test_plugin(const std::string& name) { return std::filesystem::path(TEST_PLUGIN_DIR) / (name + ".so"); }

std::string load_error(const std::filesystem::path& file) {
    try {
        gavel::ProblemPlugin::load(file);
    } catch (const gavel::InputError& error) {
        return error.what();
    }
    FAIL("no error loading " << file);
    return {};
}

}  // namespace

TEST_CASE("a good plugin loads with its descriptor", "[loader]") {
    const auto plugin = gavel::ProblemPlugin::load(test_plugin("sum"));
    CHECK(std::string(plugin.descriptor().id) == "sum");
    CHECK(std::string(plugin.descriptor().title) == "A plus B");
    CHECK(plugin.descriptor().abi_version == GAVEL_ABI_VERSION);
    CHECK(plugin.has_validate());
    CHECK(plugin.has_generate());
    CHECK_FALSE(plugin.has_check());  // the macro leaves out what the class does not override
    CHECK(gavel::ProblemPlugin::load(test_plugin("crashcheck")).has_check());
}

TEST_CASE("an older plugin's smaller descriptor loads, and the fields it lacks read as absent", "[loader]") {
    const auto plugin = gavel::ProblemPlugin::load(test_plugin("older_descriptor"));
    CHECK(std::string(plugin.descriptor().title) == "Older");
    CHECK(plugin.descriptor().solve != nullptr);
    CHECK(plugin.descriptor().struct_size == offsetof(gavel_problem, check));
    // Past struct_size the plugin's memory holds non-null pointers: the host's copy must not have them.
    CHECK_FALSE(plugin.has_check());
    CHECK_FALSE(plugin.has_validate());
    CHECK_FALSE(plugin.has_generate());
    CHECK_FALSE(plugin.has_interact());
    CHECK(&plugin.descriptor() == &gavel::ProblemPlugin(plugin).descriptor());  // one copy, shared by handles
}

TEST_CASE("a plugin built before interact was appended is not interactive, whatever lies past its descriptor", "[loader]") {
    const auto plugin = gavel::ProblemPlugin::load(test_plugin("before_interact"));
    CHECK(plugin.descriptor().struct_size == offsetof(gavel_problem, interact));
    CHECK_FALSE(plugin.has_interact());
    CHECK(gavel::ProblemPlugin::load(test_plugin("sum")).descriptor().struct_size == sizeof(gavel_problem));
}

TEST_CASE("each loader failure is one line naming the file and the fault", "[loader][errors]") {
    const std::string missing = (std::filesystem::path(TEST_PLUGIN_DIR) / "absent.so").string();
    CHECK(load_error(missing) == missing + ": plugin not found (expected a .so file)");

    const auto text_file = std::filesystem::temp_directory_path() / "gavel-not-a-library.so";
    std::ofstream(text_file) << "this is not an ELF file\n";
    CHECK_THAT(load_error(text_file), Catch::StartsWith(text_file.string() + ": not a loadable shared object: "));
    std::filesystem::remove(text_file);

    CHECK_THAT(load_error(test_plugin("missing_symbol")), Catch::Contains("entry symbol 'gavel_get_problem' is missing"));
    CHECK_THAT(load_error(test_plugin("wrong_abi")),
               Catch::EndsWith("ABI version mismatch: the plugin was built for ABI 99, this gavel speaks ABI 1; rebuild the plugin"));
    CHECK_THAT(load_error(test_plugin("too_small")), Catch::Contains("descriptor too small: struct_size is 16 bytes"));
    CHECK_THAT(load_error(test_plugin("too_small")), Catch::Contains("the plugin was built for ABI 1, this gavel speaks ABI 1"));
    CHECK_THAT(load_error(test_plugin("null_solve")), Catch::EndsWith("required field 'solve' is missing (NULL)"));
    CHECK_THAT(load_error(test_plugin("null_title")), Catch::EndsWith("required field 'title' is missing (NULL)"));
    CHECK_THAT(load_error(test_plugin("null_descriptor")), Catch::EndsWith("gavel_get_problem() returned no descriptor (NULL)"));
    CHECK_THAT(load_error(test_plugin("id_mismatch")),
               Catch::EndsWith("plugin id 'someone_else' differs from the file name; expected 'id_mismatch'"));
    for (const char* name : {"missing_symbol", "wrong_abi", "too_small", "null_solve", "id_mismatch"})
        CHECK_THAT(load_error(test_plugin(name)), Catch::StartsWith(test_plugin(name).string() + ": "));
}

TEST_CASE("a Solver plugin loads through its own entry point", "[loader]") {
    const auto solver = gavel::SolverPlugin::load(test_plugin("echo_solver"));
    CHECK(std::string(solver.descriptor().name) == "echo");
    try {
        gavel::SolverPlugin::load(test_plugin("sum"));
        FAIL("a problem plugin loaded as a solver");
    } catch (const gavel::InputError& error) {
        CHECK_THAT(error.what(), Catch::Contains("entry symbol 'gavel_get_solver' is missing"));
    }
}

TEST_CASE("plugins are found on --plugin-path, then GAVEL_PLUGIN_PATH, then the build's folder", "[loader]") {
    ::setenv("GAVEL_PLUGIN_PATH", "/env/one:/env/two", 1);
    const auto path = gavel::plugin_search_path({"/cli/a:/cli/b", "/cli/c"});
    ::unsetenv("GAVEL_PLUGIN_PATH");
    REQUIRE(path.size() >= 5);
    CHECK(path[0] == "/cli/a");
    CHECK(path[2] == "/cli/c");
    CHECK(path[3] == "/env/one");
    CHECK(path[4] == "/env/two");

    CHECK(gavel::find_problem_plugin("sum", {"/nowhere", TEST_PLUGIN_DIR}) == test_plugin("sum"));
    CHECK_THROWS_WITH(gavel::find_problem_plugin("nothing", {"/nowhere", "/else"}),
                      "plugin for problem 'nothing' not found: expected nothing.so in /nowhere, /else");
}

TEST_CASE("a plugin older than one of its sources is refused, naming both files and the command that rebuilds it", "[loader]") {
    // The build records each plugin's sources and how to rebuild it beside the plugin.
    const std::string record = gavel_test::read_all(test_plugin("sum").string() + ".sources");
    CHECK_THAT(record, Catch::Contains("source " + (std::filesystem::path(SOURCE_DIR) / "framework/tests/plugins/sum.cpp").string() + "\n"));
    CHECK_THAT(record, Catch::Contains("rebuild cmake --build \"" BUILD_DIR "\" --target gavel_problem_sum\n"));

    // A copy of the plugin whose source was edited after it was built.
    const auto folder = gavel_test::scratch() / "stale-plugins";
    std::filesystem::create_directories(folder);
    const auto plugin = folder / "sum.so", source = folder / "sum.cpp";
    std::filesystem::copy_file(test_plugin("sum"), plugin, std::filesystem::copy_options::overwrite_existing);
    std::ofstream(source) << "// edited\n";
    std::ofstream(plugin.string() + ".sources") << "source " << source.string() << "\nrebuild make sum-plugin\n";
    const auto built = std::filesystem::last_write_time(plugin);
    std::filesystem::last_write_time(source, built + std::chrono::seconds(5));
    const std::string refusal = plugin.string() + ": older than its source " + source.string() +
                                " (changed after the plugin was built), so it would judge with the old code; rebuild it: make sum-plugin";
    CHECK_THROWS_WITH(gavel::find_problem_plugin("sum", {folder, TEST_PLUGIN_DIR}), refusal);
    gavel_test::check_refused(gavel_test::gavel("--root " FIXTURES_DIR "/root --plugin-path " + folder.string() + " run sum"), refusal);

    // Rebuilt (or the source older again): found as before.
    std::filesystem::last_write_time(source, built - std::chrono::seconds(5));
    CHECK(gavel::find_problem_plugin("sum", {folder}) == plugin);
    // A source that is gone is not held against the plugin.
    std::filesystem::last_write_time(source, built + std::chrono::seconds(5));
    std::filesystem::remove(source);
    CHECK(gavel::find_problem_plugin("sum", {folder}) == plugin);
}
