// A program the problem's author wrote: a checker or an input validator. It is a source file, a folder of sources
// (headers included, one language) or an executable. Nothing is compiled when the problem is opened: a judging
// command calls build() with its own languages table, and a compiled language's program comes from the compile
// cache (compile_cache.hpp), built there the first time. It runs in a sandbox box of its own, one run at a time:
// it reads contestant output or data from elsewhere, and a bug in it must not take the judge down.
#pragma once

#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "run/languages.hpp"
#include "sandbox/box.hpp"

namespace gavel {

class AuthorProgram {
public:
    /// `role` ("checker", "validator") and `problem_file` name the program in every error.
    AuthorProgram(std::filesystem::path program, std::string role, std::string problem_file);

    /// Compiles the program (or takes it from the cache) and installs it in its box; the second call does nothing.
    /// Throws InputError naming the problem file when it does not compile.
    void build(const LanguageTable& languages);

    /// The box and the command that runs the program there, held by one caller until it is dropped.
    struct Use {
        std::unique_lock<std::mutex> lock;
        sandbox::Box& box;
        const std::vector<std::string>& command;
    };
    /// Throws InternalError before build().
    Use use();

    /// The limits an author's program runs under: generous, since it is trusted to be correct, but bounded so
    /// that a bug cannot hang the judge.
    static sandbox::RunSpec spec(std::vector<std::string> argv);

    /// "checker.c", "checker" (a folder)
    std::string name() const { return program_.filename().string(); }

private:
    std::vector<std::string> install(const LanguageTable& languages, sandbox::Box& box) const;
    const Language* language_of(const LanguageTable& languages) const;

    std::filesystem::path program_;
    std::string role_;
    std::string problem_file_;
    std::mutex mutex_;
    std::unique_ptr<sandbox::Box> box_;  // made by build()
    std::vector<std::string> command_;
};

}  // namespace gavel
