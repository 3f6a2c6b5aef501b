#include "checktestdata_command.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstring>

#include "commands.hpp"
#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "base/printable_text.hpp"
#include "base/unique_fd.hpp"
#include "ctd/ctd.hpp"
#include "generate/data_manifest.hpp"

namespace gavel::cli {
namespace {

// Seeds tried after the first before generating gives up: a program whose ASSERTs the random choices rarely meet.
constexpr int generation_attempts = 1000;

ctd::Program read_program(const std::string& file) {
    const std::optional<std::string> source = read_file_bytes(file);
    if (!source) throw InputError(file + ": cannot read the program (expected a checktestdata file)");
    return ctd::parse_program(*source, file);
}

void print_refusal(const ctd::DataRefusal& refusal, const std::string& data_name, const std::string& program_file) {
    std::fprintf(stderr, "%s\n", printable_text(ctd::describe(refusal, data_name, program_file)).c_str());
    // The line around the spot, with a caret under it (tabs kept, so that the caret lines up).
    std::string line, pad;
    for (std::size_t i = 0; i < refusal.context.size(); ++i) {
        const char c = refusal.context[i];
        const std::string shown = c == '\t' ? "\t" : printable_text(std::string(1, c));
        line += shown;
        if (i < refusal.caret) pad += c == '\t' ? "\t" : std::string(shown.size(), ' ');
    }
    std::fprintf(stderr, "  %s\n  %s^\n", line.c_str(), pad.c_str());
}

int check(const CheckTestDataCommand& command, const ctd::Program& program) {
    UniqueFd file;
    if (!command.data.empty()) {
        file.reset(::open(command.data.c_str(), O_RDONLY | O_CLOEXEC));
        if (file.get() < 0) throw InputError(command.data + ": cannot open the data: " + std::strerror(errno));
    }
    const std::string name = command.data.empty() ? "standard input" : command.data;
    ctd::DataReader data(command.data.empty() ? STDIN_FILENO : file.get(), name);
    const std::optional<ctd::DataRefusal> refusal = ctd::check_data(program, data, {command.whitespace_ok});
    if (!refusal) {
        if (!command.quiet) std::printf("%s: valid\n", printable_text(name).c_str());
        return exit_passed;
    }
    if (!command.quiet) print_refusal(*refusal, name, command.program);
    return exit_failed;
}

int generate(const CheckTestDataCommand& command, const ctd::Program& program) {
    ctd::GenerateOptions options;
    options.presets = ctd::parse_presets(command.presets, program, "--preset");
    const std::uint64_t first_seed = command.seed ? *command.seed
                                                  : static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    std::string why_not;
    for (int attempt = 0; attempt <= generation_attempts; ++attempt) {
        options.seed = first_seed + static_cast<std::uint64_t>(attempt);
        std::optional<std::string> made = ctd::generate_data(program, options, why_not);
        if (!made) continue;
        // The program's random choices of ISEOF and MATCH may not fit what it then wrote: what is handed on is
        // data the program accepts.
        ctd::DataReader reread(*made, "generated data");
        if (const auto refusal = ctd::check_data(program, reread, {false})) {
            why_not = "the data made does not pass the program: " + ctd::describe(*refusal, "generated data", command.program);
            continue;
        }
        if (command.data.empty()) {
            std::fwrite(made->data(), 1, made->size(), stdout);
            std::fflush(stdout);
        } else {
            generate::write_atomically(command.data, *made);
        }
        if (!command.quiet) std::fprintf(stderr, "gavel checktestdata: generated with seed %llu\n", static_cast<unsigned long long>(options.seed));
        return exit_passed;
    }
    throw InputError(command.program + ": no data was made that the program accepts in " + std::to_string(generation_attempts + 1) +
                     " tries from seed " + std::to_string(first_seed) + "; the last try: " + why_not);
}

}  // namespace

int check_test_data(const CheckTestDataCommand& command) {
    const ctd::Program program = read_program(command.program);
    return command.generate ? generate(command, program) : check(command, program);
}

}  // namespace gavel::cli
