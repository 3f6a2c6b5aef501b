// Programs the judge compiles for itself (a problem's checker), built once per machine and kept in a cache
// folder under a key made of everything that went into them.
//
// An entry is <root>/<key>/: the executable `program` and a `manifest` holding its SHA-256 and size. Every lookup
// checks both; an entry that fails (a file missing, changed or cut short) is discarded and built again, never
// run. An entry is built in a folder of its own inside the root and renamed into place whole, so another
// gavel sees either no entry or a complete one; when two build the same one, the second uses the first's.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "run/languages.hpp"

namespace gavel {

struct SourceFile {
    std::string name;  // relative to the source folder, '/'-separated; for a single file, its file name
    std::string content;
};

/// `sources` read: the one file, or every regular file under the folder (headers too), sorted by name. Throws
/// InputError naming `sources` when it is neither, or the folder holds no file.
std::vector<SourceFile> read_sources(const std::filesystem::path& sources);

/// Compiles `files` with `language` into `executable` (a path that does not exist yet). Throws when they do
/// not compile (InputError with the compiler's message); nothing is cached then.
using CompileFunction = std::function<void(const std::vector<SourceFile>& files, const Language& language,
                                           const std::filesystem::path& executable)>;

/// $XDG_CACHE_HOME/gavel, else $HOME/.cache/gavel, created when missing. Throws InputError naming the folder
/// when it cannot be made, or when neither variable is set.
std::filesystem::path compile_cache_root();

/// The key of a build: SHA-256 over the language's compile command, the compiler's own file and those of the
/// language's toolchain (their real paths, sizes and modification times, so that an upgraded or switched
/// compiler builds again) and every file's name and bytes.
std::string compile_cache_key(const std::vector<SourceFile>& files, const Language& language);

/// True when `language` compiles to a program of its own ({binary} in its run command): what the cache keeps.
/// An interpreted language's source is its program, and there is nothing to keep.
bool compiles_to_binary(const Language& language);

/// The executable built from `sources` (a file or a folder, as read_sources reads it) with `language`: the
/// cached one when its entry is intact, else built by `compile` and cached. Throws what `compile` throws.
std::filesystem::path cached_build(const std::filesystem::path& sources, const Language& language,
                                   const CompileFunction& compile);

}  // namespace gavel
