// The programs a generation plan runs: generators (a file or folder of generators/, or a name of the root
// generators: map) and solutions (a submission the plan names, or the default one). Each is found and hashed
// without being built, so that a package whose tests are up to date builds nothing; built on first use, in
// copies for the threads that run it.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "base/limits.hpp"
#include "generate/generation_plan.hpp"
#include "run/author_program_pool.hpp"
#include "run/languages.hpp"

namespace gavel::generate {

/// Generous, as BAPCtools' are (a minute per generator run, or problem.yaml's limits.generator_time, a key of
/// BAPCtools'), but bounded: a generator that loops or floods ends.
Limits generation_limits(std::optional<Duration> generator_time = std::nullopt);

class GeneratorPrograms {
public:
    GeneratorPrograms(const GenerationPlan& plan, LanguageTable languages, Limits limits);

    const Limits& limits() const { return limits_; }

    /// What a command's program is made of, as one hash over its files' names and bytes: a test whose program
    /// changed is made again. Throws InputError naming the command's place when the program is not there.
    std::string generator_hash(const Command& command);
    std::string solution_hash(const Command& solution);

    /// The built program (built the first time it is asked for, in copies for `threads` threads). Throws
    /// InputError naming the program when it cannot run here or does not build.
    AuthorProgramPool& generator(const Command& command);
    AuthorProgramPool& solution(const Command& solution);

    /// The folder a generators: map entry is assembled in: its files under their base names, the first also as
    /// the folder's entry point.
    std::filesystem::path assembled_folder(const std::string& name);

private:
    std::filesystem::path generator_source(const Command& command);
    AuthorProgramPool& built(const std::filesystem::path& source, const std::string& role);

    const GenerationPlan& plan_;
    LanguageTable languages_;
    Limits limits_;
    std::mutex mutex_;
    std::map<std::filesystem::path, std::string> hashes_;
    std::map<std::filesystem::path, std::unique_ptr<AuthorProgramPool>> built_;
};

}  // namespace gavel::generate
