// Running the gavel binary from a test: arguments in; exit code, standard output and error out.
#pragma once

#include <catch2/catch.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace gavel_test {

struct Outcome {
    int exit_code = -1;
    std::string out, err;
};

inline std::string read_all(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// A folder of this test process's own, removed when the process ends.
class ScratchFolder {
public:
    ScratchFolder() : path_(std::filesystem::temp_directory_path() / ("gavel-cli-test-" + std::to_string(::getpid()))) {
        std::filesystem::create_directories(path_);
    }
    ~ScratchFolder() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

inline const std::filesystem::path& scratch() {
    static const ScratchFolder folder;
    return folder.path();
}

// Runs `program` (a shell command's start) with `arguments` (already shell-quoted where needed) and `input` on
// standard input.
inline Outcome run_program(const std::string& program, const std::string& arguments, const std::string& input = "") {
    const auto in = scratch() / "stdin", out = scratch() / "stdout", err = scratch() / "stderr";
    std::ofstream(in, std::ios::binary) << input;
    const std::string command = program + " " + arguments + " <" + in.string() + " >" + out.string() + " 2>" + err.string();
    const int status = std::system(command.c_str());
    Outcome outcome;
    outcome.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    outcome.out = read_all(out);
    outcome.err = read_all(err);
    return outcome;
}

// Runs the build's gavel.
inline Outcome gavel(const std::string& arguments, const std::string& input = "") { return run_program(GAVEL_BINARY, arguments, input); }

// Runs `command` in the shell, its output kept in scratch()/shell.log; returns its exit code.
inline int shell(const std::string& command) {
    const int status = std::system((command + " >" + (scratch() / "shell.log").string() + " 2>&1").c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

inline std::string on(const std::string& root) {
    return "--root " + (std::filesystem::path(FIXTURES_DIR) / root).string() + " --plugin-path " + TEST_PLUGIN_DIR;
}

// A problem root of its own, scratch()/`name`, holding a copy of the fixture root's sum problem and its suite, for a
// test that changes them. Returns the root.
inline std::filesystem::path copy_of_sum_root(const std::string& name) {
    namespace fs = std::filesystem;
    const fs::path root = scratch() / name, fixture = fs::path(FIXTURES_DIR) / "root";
    fs::remove_all(root);
    fs::create_directories(root / "problems");
    fs::create_directories(root / "testcases");
    fs::copy(fixture / "problems" / "sum", root / "problems" / "sum", fs::copy_options::recursive);
    fs::copy(fixture / "testcases" / "sum", root / "testcases" / "sum", fs::copy_options::recursive);
    return root;
}

inline std::size_t line_count(const std::string& text) { return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')); }

/// The command was refused as bad input (exit 2) with `message` somewhere in its one line on stderr.
inline void check_refused(const Outcome& outcome, const std::string& message) {
    INFO(outcome.err);
    CHECK(outcome.exit_code == 2);
    CHECK_THAT(outcome.err, Catch::Contains(message));
}

}  // namespace gavel_test
