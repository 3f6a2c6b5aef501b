// A program folder with `build` and/or `run` scripts (the package format's "other programs"): `build`, when
// present, runs in a sandbox box under the compile limits, its working folder a copy of the program folder;
// what it leaves there, `run` among it, is the program. The result is kept in the compile cache under the
// folder's content, so a folder is built once per machine, as a compiled source is. The key names the shell
// but not what the script calls: a compiler upgraded under a cached build is not noticed (clear the cache).
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "base/limits.hpp"
#include "run/program_folder.hpp"
#include "sandbox/box.hpp"

namespace gavel {

/// True when `folder` holds a `build` or a `run` at its top.
bool has_build_scripts(const std::filesystem::path& folder);

/// The folder as its build leaves it, from the compile cache or built now. Throws InputError with the script's
/// own words (prefixed by nothing: the caller names the program) when the build fails, leaves anything but
/// files and folders, or leaves no executable `run`.
std::vector<FolderFile> build_with_scripts(const std::filesystem::path& folder, const Limits& compile_limits);

/// Installs a built folder in `box` as <box>/program and returns the command that runs it: its `run`, from
/// that folder, with the arguments the caller appends.
std::vector<std::string> install_built_folder(const std::vector<FolderFile>& files, sandbox::Box& box);

}  // namespace gavel
