#include "base/install_layout.hpp"

#include <system_error>

#include "base/errors.hpp"

// The relative folders, from cmake/GavelLayout.cmake: the install rules and this lookup share one definition.
#if !defined(GAVEL_BINDIR) || !defined(GAVEL_LIBEXECDIR) || !defined(GAVEL_PLUGINDIR) || !defined(GAVEL_DATADIR)
#error "GAVEL_BINDIR, GAVEL_LIBEXECDIR, GAVEL_PLUGINDIR and GAVEL_DATADIR come from cmake/GavelLayout.cmake"
#endif

namespace gavel {
namespace {

InstallLayout find_running_layout() {
    std::error_code error;
    const auto executable = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error) throw InternalError("cannot read /proc/self/exe to find gavel's install prefix: " + error.message());
    // Up one folder for the executable's own name, then one for each part of the bin folder ("bin": one).
    auto prefix = executable.parent_path();
    for (const auto& part : std::filesystem::path(GAVEL_BINDIR))
        if (!part.empty()) prefix = prefix.parent_path();
    return InstallLayout{prefix};
}

}  // namespace

std::filesystem::path InstallLayout::solver_host() const { return prefix / GAVEL_LIBEXECDIR / "gavel-solver-host"; }
std::filesystem::path InstallLayout::interactor_host() const { return prefix / GAVEL_LIBEXECDIR / "gavel-interactor-host"; }
std::filesystem::path InstallLayout::checktestdata_host() const { return prefix / GAVEL_LIBEXECDIR / "gavel-checktestdata-host"; }

std::filesystem::path InstallLayout::plugin_dir() const { return prefix / GAVEL_PLUGINDIR; }

std::filesystem::path InstallLayout::languages_file() const { return prefix / GAVEL_DATADIR / "languages.yaml"; }

const InstallLayout& running_layout() {
    static const InstallLayout layout = find_running_layout();
    return layout;
}

std::filesystem::path require_part(const std::filesystem::path& file, const std::string& part) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(file, error))
        throw InternalError(file.string() + ": gavel's " + part + " is missing (expected it in gavel's tree under " +
                            running_layout().prefix.string() + "); reinstall or rebuild gavel");
    return file;
}

}  // namespace gavel
