// Where gavel's parts lie, found from the running executable: the one place that knows the install layout.
// The build tree has the same shape (cmake/GavelLayout.cmake), so this serves a build and every install,
// wherever it was moved, with no absolute path compiled in.
#pragma once

#include <filesystem>
#include <string>

namespace gavel {

/// The parts of one gavel tree under its prefix (the folder holding bin/).
struct InstallLayout {
    std::filesystem::path prefix;

    /// <prefix>/libexec/gavel/gavel-solver-host: copied into each box that runs a Solver plugin.
    std::filesystem::path solver_host() const;
    /// <prefix>/libexec/gavel/gavel-interactor-host: copied into each box that runs a problem plugin's interact().
    std::filesystem::path interactor_host() const;
    /// <prefix>/libexec/gavel/gavel-checktestdata-host: copied into each box that runs a .ctd input validator.
    std::filesystem::path checktestdata_host() const;
    /// <prefix>/lib/gavel/plugins: the problem plugins searched after --plugin-path and $GAVEL_PLUGIN_PATH.
    std::filesystem::path plugin_dir() const;
    /// <prefix>/share/gavel/languages.yaml: the languages table used without --languages.
    std::filesystem::path languages_file() const;
};

/// The layout of the tree the running program lies in: its prefix is the folder above bin/ in /proc/self/exe.
/// Throws InternalError when /proc/self/exe cannot be read.
const InstallLayout& running_layout();

/// `file`, one of gavel's own parts (`part`, such as "languages table"), when it is there; otherwise throws
/// InternalError naming the file: the tree is incomplete, which is no fault of the user's input.
std::filesystem::path require_part(const std::filesystem::path& file, const std::string& part);

}  // namespace gavel
