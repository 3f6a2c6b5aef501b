// The languages table (framework/languages.yaml): how a solution is compiled and run, by its extension.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "base/limits.hpp"

namespace gavel {

struct Language {
    std::string name;
    std::vector<std::string> extensions;  // ".cpp"
    std::string source;                   // the file name the source gets in the sandbox
    std::vector<std::string> compile;     // empty: nothing to compile
    std::vector<std::string> run;
    /// The exit code with which the language's runtime says it ran out of memory (the JVM's with
    /// -XX:+ExitOnOutOfMemoryError): a run that exits with it is MLE, not RE. Unset: none.
    std::optional<int> out_of_memory_exit;
    /// Where no control group holds memory and the address space does instead (RLIMIT_AS), how much address
    /// space a run may have beyond its memory limit: for a runtime that reserves far more than it uses and
    /// holds its memory itself (the JVM's heap). 0: none.
    std::uint64_t extra_address_space = 0;
};

struct LanguageTable {
    Limits compile_limits;
    std::vector<Language> languages;

    /// The language of `file` by its extension, or nullopt.
    const Language* find(const std::filesystem::path& file) const;
    /// ".c, .cpp, .cc, .cxx, .py": for messages.
    std::string known_extensions() const;
};

/// Loads a languages file; throws InputError with file:line:column.
LanguageTable load_languages(const std::filesystem::path& file);

/// The table shipped with gavel: <prefix>/share/gavel/languages.yaml of the running tree; throws InternalError
/// naming the file when it is not there.
std::filesystem::path default_languages_file();

/// `command` with {source} and {binary} replaced. The memory limit ({memory_mib}) is filled in later, by
/// expand_memory (memory_placeholder.hpp), once the limits of the run are known.
std::vector<std::string> expand_command(const std::vector<std::string>& command, const std::string& source,
                                        const std::string& binary);

}  // namespace gavel
