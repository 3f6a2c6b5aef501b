// Copies of one AuthorProgram, each in its own box, for a program a judging thread holds for a whole test (an
// interactive validator or interactor, whose feedback folder lives in its box): each thread takes a copy of its
// own, so tests judged at once do not wait for one another.
//
// build() makes one copy per CPU the process may use (the most judging threads -j gives by default), before any
// judging thread runs: starting a box forks the judge, and a fork while other threads allocate is safe with the C
// library's malloc but can leave a sanitizer's allocator locked for ever in the child. More threads than that (-j
// above the CPUs) make more copies as they ask, from the compile cache.
#pragma once

#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "base/limits.hpp"
#include "run/author_program.hpp"
#include "run/languages.hpp"

namespace gavel {

class AuthorProgramPool {
public:
    /// As AuthorProgram's, with the limits every copy runs under (none: AuthorProgram's own). Every copy's box
    /// has a feedback folder (BoxOptions::feedback_folder).
    AuthorProgramPool(std::filesystem::path program, std::string role, std::string problem_file, std::optional<Limits> limits);

    /// Builds the copies (AuthorProgram::build, which throws InputError); the second call does nothing.
    void build(const LanguageTable& languages);

    /// A built copy, the holder's until the lease ends. Throws InternalError before build().
    class Lease {
    public:
        Lease(AuthorProgramPool& pool, std::unique_ptr<AuthorProgram> program) : pool_(pool), program_(std::move(program)) {}
        ~Lease() { pool_.give_back(std::move(program_)); }
        Lease(const Lease&) = delete;
        Lease& operator=(const Lease&) = delete;
        AuthorProgram& operator*() const { return *program_; }
        AuthorProgram* operator->() const { return program_.get(); }

    private:
        AuthorProgramPool& pool_;
        std::unique_ptr<AuthorProgram> program_;
    };
    Lease take();

    /// "validator.cpp"
    std::string name() const { return program_.filename().string(); }
    Limits limits() const { return limits_ ? *limits_ : AuthorProgram::default_limits(); }

private:
    std::unique_ptr<AuthorProgram> make() const;
    void give_back(std::unique_ptr<AuthorProgram> program);

    std::filesystem::path program_;
    std::string role_;
    std::string problem_file_;
    std::optional<Limits> limits_;
    std::mutex mutex_;
    std::optional<LanguageTable> languages_;  // set by build()
    std::vector<std::unique_ptr<AuthorProgram>> idle_;
};

}  // namespace gavel
