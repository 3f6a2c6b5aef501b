#include "plugin/loader.hpp"

#include <dlfcn.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "base/errors.hpp"

namespace gavel {
namespace {

// The smallest descriptor a plugin may hand us: every required field. The optional ones after it may be
// missing from an older plugin's descriptor.
constexpr std::size_t min_problem_size = offsetof(gavel_problem, solve) + sizeof(gavel_solve_fn);
constexpr std::size_t min_solver_size = offsetof(gavel_solver, solve) + sizeof(gavel_solve_fn);

[[noreturn]] void reject(const std::filesystem::path& file, const std::string& message) {
    throw InputError(file.string() + ": " + message);
}

// Calls the entry point, checks the version and the size, and returns the host's copy of the descriptor.
template <class Descriptor, class Entry>
std::shared_ptr<const Descriptor> copy_descriptor(const LoadedLibrary& library, const char* entry_name, const char* macro,
                                                  std::size_t min_size) {
    void* entry = library.symbol(entry_name);
    if (entry == nullptr)
        reject(library.file(), std::string("entry symbol '") + entry_name + "' is missing (expected a gavel plugin built with " +
                                   macro + ")");
    const Descriptor* plugin_descriptor = reinterpret_cast<Entry>(entry)();
    if (plugin_descriptor == nullptr) reject(library.file(), std::string(entry_name) + "() returned no descriptor (NULL)");
    // The two leading fields are the same in every version of every descriptor, so they are read in place.
    const std::uint32_t version = plugin_descriptor->abi_version, size = plugin_descriptor->struct_size;
    const std::string versions = "the plugin was built for ABI " + std::to_string(version) + ", this gavel speaks ABI " +
                                 std::to_string(GAVEL_ABI_VERSION);
    if (version != GAVEL_ABI_VERSION) reject(library.file(), "ABI version mismatch: " + versions + "; rebuild the plugin");
    if (size < min_size)
        reject(library.file(), "descriptor too small: struct_size is " + std::to_string(size) + " bytes, ABI " +
                                   std::to_string(GAVEL_ABI_VERSION) + " needs at least " + std::to_string(min_size) +
                                   " (" + versions + "); rebuild the plugin");
    auto copy = std::make_shared<Descriptor>();  // value-initialised: every field the plugin lacks is 0
    std::memcpy(copy.get(), plugin_descriptor, std::min<std::size_t>(size, sizeof(Descriptor)));
    return copy;
}

void require_field(const std::filesystem::path& file, const void* field, const char* name) {
    if (field == nullptr) reject(file, std::string("required field '") + name + "' is missing (NULL)");
}

}  // namespace

LoadedLibrary::LoadedLibrary(std::filesystem::path file) : file_(std::move(file)) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(file_, error)) reject(file_, "plugin not found (expected a .so file)");
    // A path without a slash would make dlopen search the system's library path instead of this file.
    const std::string path = file_.has_parent_path() ? file_.string() : "./" + file_.string();
    void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
        const char* reason = dlerror();
        reject(file_, std::string("not a loadable shared object: ") + (reason ? reason : "unknown dlopen error"));
    }
    handle_ = std::shared_ptr<void>(handle, [](void* h) { dlclose(h); });
}

void* LoadedLibrary::symbol(const char* name) const {
    dlerror();
    return dlsym(handle_.get(), name);
}

ProblemPlugin ProblemPlugin::load(const std::filesystem::path& file) {
    LoadedLibrary library(file);
    auto descriptor = copy_descriptor<gavel_problem, gavel_problem_entry_fn>(library, GAVEL_PROBLEM_ENTRY, "GAVEL_PROBLEM",
                                                                             min_problem_size);
    require_field(file, descriptor->id, "id");
    require_field(file, descriptor->title, "title");
    require_field(file, descriptor->version, "version");
    require_field(file, reinterpret_cast<const void*>(descriptor->solve), "solve");
    const std::string stem = file.stem().string();
    if (stem != descriptor->id)
        reject(file, "plugin id '" + std::string(descriptor->id) + "' differs from the file name; expected '" + stem + "'");
    return ProblemPlugin(std::move(library), std::move(descriptor));
}

SolverPlugin SolverPlugin::load(const std::filesystem::path& file) {
    LoadedLibrary library(file);
    auto descriptor =
        copy_descriptor<gavel_solver, gavel_solver_entry_fn>(library, GAVEL_SOLVER_ENTRY, "GAVEL_SOLVER", min_solver_size);
    require_field(file, descriptor->name, "name");
    require_field(file, reinterpret_cast<const void*>(descriptor->solve), "solve");
    return SolverPlugin(std::move(library), std::move(descriptor));
}

}  // namespace gavel
