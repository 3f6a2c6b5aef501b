// Whether a problem plugin is older than the sources it was built from: a setter who edited the plugin and
// forgot to rebuild would otherwise be judged by the old code without a word.
//
// gavel_add_problem (cmake/GavelProblem.cmake) writes <id>.so.sources beside each plugin it builds: one line
// `source <absolute path>` per source file, then `rebuild <command>`. An installed plugin has no such record and
// is taken as it is.
#pragma once

#include <filesystem>

namespace gavel {

/// Throws InputError naming `plugin`, the newer source and the command that rebuilds it when a source listed in
/// `plugin`.sources was changed after `plugin` was written. Sources that no longer exist are not held against it.
void require_fresh_plugin(const std::filesystem::path& plugin);

}  // namespace gavel
