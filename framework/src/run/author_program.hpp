// A program the problem's author wrote: a checker or output validator, an input or answer validator. Nothing is
// compiled when the problem is opened: a judging command calls build() with its own languages table. It runs in
// a sandbox box of its own, one run at a time: it reads contestant output or data from elsewhere, and a bug in it
// must not take the judge down. Its shapes (the package format's "Programs"):
//   - a source file (.c, .cpp, .py, ...: the languages table's), or an executable;
//   - a folder of sources in one compiled language, headers and other files beside them;
//   - a folder of sources in an interpreted language with its entry point __main__ (Python's __main__.py), run
//     as `python3 folder`;
//   - a folder with `build` and/or `run` scripts (build_script.hpp): build runs once, run is the program;
//   - a problem plugin (.so) whose interact() is the program: gavel-interactor-host loads it in the box and
//     speaks the package format's interactive validator protocol for it (cli/interactor_host.cpp);
//   - a checktestdata program (.ctd), or a folder whose only program is one .ctd: gavel-checktestdata-host
//     interprets it in the box and exits 42 or 43 as an input validator does (cli/checktestdata_host.cpp).
// A compiled program, and a built folder, come from the compile cache (compile_cache.hpp), built there the
// first time.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "base/limits.hpp"
#include "run/languages.hpp"
#include "sandbox/box.hpp"

namespace gavel {

class AuthorProgram {
public:
    /// `role` ("checker", "validator") and `problem_file` name the program in every error.
    AuthorProgram(std::filesystem::path program, std::string role, std::string problem_file);

    /// Why the program cannot run here: gavel cannot tell its language (an unknown extension, a folder of
    /// several languages or of none, a Python folder without __main__.py), or the language's compiler or
    /// interpreter is not installed where the sandbox finds it. "" when it can run; then build() may still fail
    /// (it does not compile, or is not there at all). Callers that may skip such a program warn with this.
    std::string unrunnable_reason(const LanguageTable& languages) const;

    /// Compiles or builds the program (or takes it from the cache) and installs it in its box; the second call
    /// does nothing. Throws InputError naming the problem file when it cannot run here (unrunnable_reason), does
    /// not compile, or its build fails.
    void build(const LanguageTable& languages);

    /// Its box gets /box/feedback, kept across runs (BoxOptions::feedback_folder). Before build().
    void keep_feedback_folder() { feedback_folder_ = true; }

    /// The limits its runs use (spec()): default_limits() until set. Set before the first run.
    void set_limits(const Limits& limits);
    const Limits& limits() const { return limits_; }
    /// Generous, since the program is trusted to be correct, but bounded so that a bug cannot hang the judge:
    /// 10 s of CPU, 20 s of wall-clock time, 1 GiB of memory, 1 MiB of output.
    static Limits default_limits();

    /// The box and the command that runs the program there, held by one caller until it is dropped.
    struct Use {
        std::unique_lock<std::mutex> lock;
        sandbox::Box& box;
        const std::vector<std::string>& command;
    };
    /// Throws InternalError before build().
    Use use();

    /// A run of `argv` (use().command and the caller's arguments) under limits() with the program's environment
    /// (a PATH of /usr/bin and /bin, and python3, cc and c++ reachable for scripts) and its language's extra
    /// address space (the JVM's).
    sandbox::RunSpec spec(std::vector<std::string> argv) const;

    /// "checker.c", "checker" (a folder)
    std::string name() const { return program_.filename().string(); }

private:
    struct Plan;
    Plan plan(const LanguageTable& languages) const;
    std::vector<std::string> install(const LanguageTable& languages, sandbox::Box& box) const;
    std::vector<std::string> install_compiled(const LanguageTable& languages, const Language& language, sandbox::Box& box) const;
    std::vector<std::string> install_scripts(const LanguageTable& languages, sandbox::Box& box) const;
    std::vector<std::string> install_problem_plugin(sandbox::Box& box) const;
    std::vector<std::string> install_checktestdata(const std::filesystem::path& file, sandbox::Box& box) const;
    std::vector<std::string> install_module(const LanguageTable& languages, const Language& language, sandbox::Box& box) const;

    std::filesystem::path program_;
    std::string role_;
    std::string problem_file_;
    Limits limits_;
    std::mutex mutex_;
    std::unique_ptr<sandbox::Box> box_;  // made by build()
    std::vector<std::string> command_;   // unexpanded_command_ with the memory limit in its placeholders ({memory_mib})
    std::vector<std::string> unexpanded_command_;
    std::vector<std::string> environment_;
    std::uint64_t extra_address_space_ = 0;  // the language's (Language::extra_address_space)
    bool proc_ = false;                      // the language's (Language::proc)
    bool feedback_folder_ = false;
};

}  // namespace gavel
