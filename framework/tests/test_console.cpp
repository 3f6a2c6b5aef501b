// What gavel shows on a terminal and how it finds its files: colour and NO_COLOR, the progress line (through a
// pseudo-terminal, as a person would see it), GAVEL_ROOT, --plugin-path and GAVEL_PLUGIN_PATH.
#include <catch2/catch.hpp>

#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <vector>

#include "cli_runner.hpp"

using namespace gavel_test;

namespace {

// Runs the build's gavel with `arguments` on a pseudo-terminal (standard output and error both), `environment`
// added to ours; returns what the terminal showed, and the exit code.
Outcome gavel_on_terminal(const std::vector<std::string>& arguments, const std::vector<std::string>& environment = {}) {
    int terminal = -1;
    const pid_t child = ::forkpty(&terminal, nullptr, nullptr, nullptr);
    REQUIRE(child >= 0);
    if (child == 0) {
        for (const auto& pair : environment) ::putenv(const_cast<char*>(pair.c_str()));
        std::vector<char*> argv{const_cast<char*>(GAVEL_BINARY)};
        for (const auto& argument : arguments) argv.push_back(const_cast<char*>(argument.c_str()));
        argv.push_back(nullptr);
        ::execv(GAVEL_BINARY, argv.data());
        ::_exit(127);
    }
    Outcome outcome;
    char buffer[4096];
    for (;;) {
        const ssize_t got = ::read(terminal, buffer, sizeof buffer);
        if (got > 0) outcome.out.append(buffer, static_cast<std::size_t>(got));
        else if (got < 0 && errno == EINTR) continue;
        else break;  // EIO: the child closed its side of the terminal
    }
    ::close(terminal);
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    outcome.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return outcome;
}

std::vector<std::string> grade_wrong() {
    return {"--root", std::string(FIXTURES_DIR) + "/root", "--plugin-path", TEST_PLUGIN_DIR, "--log-level", "error", "grade", "sum",
            std::string(FIXTURES_DIR) + "/solutions/odd_wrong.c", "-j", "1"};
}

const std::string green = "\033[32m", red = "\033[31m", reset = "\033[0m";

}  // namespace

TEST_CASE("on a terminal the table is coloured by verdict and a progress line counts the tests", "[cli][console]") {
    const auto shown = gavel_on_terminal(grade_wrong(), {"NO_COLOR="});  // set but empty: colour stays on
    INFO(shown.out);
    CHECK(shown.exit_code == 1);
    CHECK_THAT(shown.out, Catch::Contains(green + "AC" + reset) && Catch::Contains(red + "WA" + reset));
    CHECK_THAT(shown.out, Catch::Contains("sum: " + red + "WA" + reset + " (wrong answer)"));
    // First what it does before the first row, then a progress line naming the next test after each row but the
    // last, each wiped before the next row is written.
    CHECK_THAT(shown.out, Catch::StartsWith("validating the inputs, compiling odd_wrong.c...\r\033[K"));
    CHECK_THAT(shown.out, Catch::Contains("[0/22] running samples/statement...\r\033[K"));
    CHECK_THAT(shown.out, Catch::Contains("[1/22] running samples/negative...\r\033[K") &&
                              Catch::Contains("[21/22] running random/gen-20...\r\033[K"));
    CHECK_THAT(shown.out, !Catch::Contains("[22/22]"));
}

TEST_CASE("NO_COLOR turns the colour off but keeps the progress line, and a pipe gets neither", "[cli][console]") {
    const auto plain = gavel_on_terminal(grade_wrong(), {"NO_COLOR=1"});
    INFO(plain.out);
    CHECK(plain.exit_code == 1);
    CHECK_THAT(plain.out, !Catch::Contains("\033[3"));
    CHECK_THAT(plain.out, Catch::Contains("sum: WA (wrong answer)"));
    CHECK_THAT(plain.out, Catch::Contains("[1/22] running samples/negative..."));

    std::string arguments;
    for (const auto& argument : grade_wrong()) arguments += " " + argument;
    const auto piped = run_program("env -u NO_COLOR " + std::string(GAVEL_BINARY), arguments);
    CHECK(piped.exit_code == 1);
    CHECK_THAT(piped.out, Catch::Contains("sum: WA (wrong answer)"));
    CHECK(piped.out.find('\033') == std::string::npos);
    CHECK(piped.out.find("] running ") == std::string::npos);
    CHECK(piped.out.find("compiling") == std::string::npos);
    CHECK(piped.out.find('\r') == std::string::npos);
}

TEST_CASE("GAVEL_ROOT is the root when --root is not given, and --root wins over it", "[cli][paths]") {
    const std::string env = "env GAVEL_ROOT=" + std::string(FIXTURES_DIR) + "/checkers " + GAVEL_BINARY;
    const auto from_env = run_program(env, "list");
    INFO(from_env.err);
    CHECK(from_env.exit_code == 0);
    CHECK_THAT(from_env.out, Catch::Contains("\nsum_testlib ") && !Catch::Contains("\ncrashcheck "));
    const auto overridden = run_program(env, "--root " + std::string(FIXTURES_DIR) + "/root list");
    CHECK(overridden.exit_code == 0);
    CHECK_THAT(overridden.out, Catch::Contains("\ncrashcheck ") && !Catch::Contains("\nsum_testlib "));
    // Unset (or empty), the current folder is the root.
    const auto here = run_program("cd " + std::string(FIXTURES_DIR) + "/root && env GAVEL_ROOT= " + GAVEL_BINARY, "list");
    CHECK(here.exit_code == 0);
    CHECK_THAT(here.out, Catch::Contains("\ncrashcheck "));
}

TEST_CASE("the folders of --plugin-path are searched in order before GAVEL_PLUGIN_PATH", "[cli][paths]") {
    // A folder holding a different plugin under the name sum.so: whoever searches it first finds the wrong id.
    const auto impostor = scratch() / "impostor-plugins";
    std::filesystem::create_directories(impostor);
    std::filesystem::copy_file(std::filesystem::path(TEST_PLUGIN_DIR) / "sum_testlib.so", impostor / "sum.so",
                               std::filesystem::copy_options::overwrite_existing);
    const std::string root = "--root " + std::string(FIXTURES_DIR) + "/root";
    const std::string with_env = "env GAVEL_PLUGIN_PATH=" + std::string(TEST_PLUGIN_DIR) + " " + GAVEL_BINARY;

    CHECK(run_program(with_env, root + " run sum").exit_code == 0);  // the environment alone finds it
    const auto first = run_program(with_env, root + " --plugin-path " + impostor.string() + " run sum");
    INFO(first.err);
    CHECK(first.exit_code == 2);
    CHECK_THAT(first.err, Catch::Contains((impostor / "sum.so").string()) && Catch::Contains("sum_testlib"));
    // Colon-separated, the folders are searched in order: the real one first wins, and a folder without the
    // plugin is passed over.
    CHECK(run_program(with_env, root + " --plugin-path /nowhere:" + TEST_PLUGIN_DIR + ":" + impostor.string() + " run sum").exit_code == 0);
    const auto env_order = run_program("env GAVEL_PLUGIN_PATH=" + impostor.string() + ":" + TEST_PLUGIN_DIR + " " + GAVEL_BINARY, root + " run sum");
    CHECK(env_order.exit_code == 2);
    CHECK_THAT(env_order.err, Catch::Contains((impostor / "sum.so").string()));
}
