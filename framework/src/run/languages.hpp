// The languages table (framework/languages.yaml): how a solution is compiled and run, by its extension.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/limits.hpp"

namespace gavel {

struct Language {
    std::string name;                     // gavel's: unique in the table ("c++", "pypy3")
    std::string code;                     // the package format's (languages.md): "cpp"; two may share one
    std::string title;                    // "C++": for people
    std::vector<std::string> extensions;  // ".cpp"
    std::string source;                   // the file name the source gets in the sandbox
    /// "public class": a single source that declares a public class is saved under that class's name instead of
    /// `source` (Java: javac requires it). Empty: always `source`.
    std::string source_named_by;
    /// Files of these extensions whose first line is a shebang matching "^#!.*<shebang>" are this language's,
    /// whatever claims the extension (Python 2: a .py file with "#!/usr/bin/env python2").
    std::string shebang;
    std::vector<std::string> shebang_extensions;
    /// Set: gavel cannot run the language here, and this says why; a source of it is refused, never run as
    /// another language.
    std::string unavailable;
    std::vector<std::string> toolchain;   // the programs it needs, as the box finds them (/usr/bin, /bin)
    std::vector<std::string> version;     // a command printing the toolchain's version (its first line is kept)
    std::vector<std::string> packages;    // the Debian packages that provide the toolchain (make languages)
    std::string hello;                    // a program printing "Hello, world!": the self-test of gavel languages
    std::vector<std::string> compile;     // empty: nothing to compile
    std::vector<std::string> run;
    /// The exit code with which the language's runtime says it ran out of memory (the JVM's with
    /// -XX:+ExitOnOutOfMemoryError): a run that exits with it is MLE, not RE. Unset: none.
    std::optional<int> out_of_memory_exit;
    /// Where no control group holds memory and the address space does instead (RLIMIT_AS), how much address
    /// space a run may have beyond its memory limit: for a runtime that reserves far more than it uses and
    /// holds its memory itself (the JVM's heap). 0: none.
    std::uint64_t extra_address_space = 0;
    /// Its compiler or runtime will not start without a /proc (Mono; GHC finds its libraries through $ORIGIN):
    /// each of its runs gets one of its own (sandbox::RunSpec::proc).
    bool proc = false;
};

struct LanguageTable {
    Limits compile_limits;
    std::vector<Language> languages;

    /// The language of `file` by its extension, or by its shebang among the extensions a shebang decides
    /// (`first_line`: the file's); nullptr when none.
    const Language* find(const std::filesystem::path& file, std::string_view first_line = {}) const;
    /// find() for a file on disk, whose first line it reads.
    const Language* find_file(const std::filesystem::path& file) const;
    /// The language named `name` (Language::name), or nullptr.
    const Language* named(std::string_view name) const;
    /// Makes `name` judge every source of its code (languages.md): it takes the file endings (and shebangs) of
    /// the table's other languages of that code, e.g. pypy3 those of python3. Throws InputError for a name the
    /// table does not have.
    void prefer(std::string_view name);
    /// ".c, .cpp, .cc, .cxx, .py": for messages.
    std::string known_extensions() const;
};

/// Loads a languages file; throws InputError with file:line:column.
LanguageTable load_languages(const std::filesystem::path& file);

/// Where the box finds `program` (a name without '/', looked up in /usr/bin then /bin, as the box's PATH; a path
/// as it is), or an empty path when it is not there or not executable.
std::filesystem::path find_toolchain_program(const std::string& program);

/// The first program of `language`'s toolchain that is missing here, or "" when all are there.
std::string missing_toolchain(const Language& language);

/// The file name a single source of `language` gets in the box: `source`, or what `source_named_by` finds.
std::string source_file_name(const Language& language, std::string_view content);

/// The table shipped with gavel: <prefix>/share/gavel/languages.yaml of the running tree; throws InternalError
/// naming the file when it is not there.
std::filesystem::path default_languages_file();

/// `command` with {source} and {binary} replaced. The memory limit ({memory_mib}) is filled in later, by
/// expand_memory (memory_placeholder.hpp), once the limits of the run are known.
std::vector<std::string> expand_command(const std::vector<std::string>& command, const std::string& source,
                                        const std::string& binary);

}  // namespace gavel
