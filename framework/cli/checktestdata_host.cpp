// Runs a package's checktestdata input validator inside a sandbox box: gavel copies it there with the program, and
// it speaks the package format's validator protocol for the program: the data on standard input, exit 42 when it is
// valid, 43 when it is not (with where and why on standard error), and 2 when the program itself is wrong.
// Its arguments after the program are the validator's arguments from the package, read as checktestdata's
// options: -w or --whitespace-ok.
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "ctd/ctd.hpp"

namespace {

constexpr int valid_exit = 42, invalid_exit = 43, program_exit = 2;

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: gavel-checktestdata-host PROGRAM.ctd [-w|--whitespace-ok] < DATA\n");
        return program_exit;
    }
    const std::string file = argv[1];
    gavel::ctd::CheckOptions options;
    for (int i = 2; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument == "-w" || argument == "--whitespace-ok") options.whitespace_ok = true;
        else {
            std::fprintf(stderr, "%s: the validator argument '%s' is no checktestdata option (expected -w or --whitespace-ok)\n", file.c_str(),
                         argument.c_str());
            return program_exit;
        }
    }
    try {
        const std::optional<std::string> source = gavel::read_file_bytes(file);
        if (!source) throw gavel::InputError(file + ": cannot read the program");
        const gavel::ctd::Program program = gavel::ctd::parse_program(*source, file);
        gavel::ctd::DataReader data(STDIN_FILENO, "input");
        const auto refusal = gavel::ctd::check_data(program, data, options);
        if (!refusal) return valid_exit;
        const std::string shown = std::filesystem::path(file).filename().string();  // not the box's path to it
        std::fprintf(stderr, "%s\n", gavel::ctd::describe(*refusal, "input", shown).c_str());
        return invalid_exit;
    } catch (const std::exception& error) {
        std::fprintf(stderr, "%s\n", error.what());
        return program_exit;
    }
}
