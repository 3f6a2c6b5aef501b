// A contestant's solution made ready to run in a box: compiled once, then installed in every box.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "run/languages.hpp"
#include "run/program_folder.hpp"
#include "sandbox/box.hpp"
#include "run/solution.hpp"

namespace gavel {

struct PreparedProgram {
    std::string kind;  // "c++", "python3", "executable", "solver plugin"
    bool ready = false;        // false: a compilation error (CE), with the compiler's message
    std::string compile_message;
    using File = FolderFile;             // named as in the box's /box
    std::vector<File> files;             // what every box needs
    std::vector<std::string> run;        // the command, /box-relative paths already filled in ({memory_mib} not yet)
    std::optional<int> out_of_memory_exit;  // the language's (Language::out_of_memory_exit)
    std::uint64_t extra_address_space = 0;  // the language's (Language::extra_address_space)
    bool proc = false;                      // the language's (Language::proc)
};

/// Compiles (or checks) `solution` in `box`: a source file, a folder of sources in one compiled language (every
/// source compiled together; for Java, several classes beside Main), a Solver plugin or an executable. Throws
/// InputError when it is missing or of no known kind.
PreparedProgram prepare_program(const std::filesystem::path& solution, const LanguageTable& languages, sandbox::Box& box);

/// Why `language` cannot run here (gavel cannot run it at all, or its toolchain is not installed), or "".
std::string unrunnable_reason(const Language& language);

/// Throws InputError naming `solution` when its language cannot run here (unrunnable_reason).
void require_runnable(const std::filesystem::path& solution, const Language& language);

/// The language `solution` (a file, or a folder of sources in one language) is judged as, or nullptr for a
/// plugin, an executable or a file of no known language. Throws InputError for a folder of no or several languages.
const Language* solution_language(const std::filesystem::path& solution, const LanguageTable& languages);

/// Puts the program's files into the box's scratch folder, owned by root: a run may read them, not change them.
void install_program(const PreparedProgram& program, sandbox::Box& box);

/// The program, run in one box. One per box, so that boxes can run in parallel.
class ProgramSolution final : public Solution {
public:
    ProgramSolution(sandbox::Box& box, const PreparedProgram& program, std::string name);
    std::string name() const override { return name_; }
    RunResult run(std::string_view input, const Limits& limits) override;
    RunResult run_case(std::string_view input, const Limits& limits, const CaseExtras& extras) override;
    RunResult run_piped(const Limits& limits, const CaseExtras& extras, sandbox::PipedStreams streams) override;
    int cpu() const override { return box_.cpu(); }

private:
    sandbox::RunSpec spec_for(const Limits& limits, const CaseExtras& extras) const;
    RunResult classified(RunResult outcome) const;

    sandbox::Box& box_;
    std::vector<std::string> command_;
    std::string name_;
    bool solver_plugin_;
    std::optional<int> out_of_memory_exit_;
    std::uint64_t extra_address_space_;
    bool proc_;
};

/// The helper that runs a Solver plugin inside a box: <prefix>/libexec/gavel/gavel-solver-host of the running tree.
std::filesystem::path solver_host_path();

}  // namespace gavel
