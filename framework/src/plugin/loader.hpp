// Finds and loads problem plugins (and contestant Solver plugins) through the C ABI in gavel/plugin.h.
//
// Modelled on LLVM's PassPlugin loader: load, find the entry symbol, check the ABI version, the struct size,
// the required pointers and the id, in that order; each failure is one InputError naming the file. As OBS does
// with its module structs, the plugin's descriptor is copied (struct_size bytes of it, at most the host's size)
// into a zeroed descriptor of the host's size, and only that copy is read: a field an older plugin lacks is 0.
#pragma once

#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <gavel/plugin.h>

#include "plugin/plugin_search.hpp"

namespace gavel {

/// A loaded library; the descriptors it returned stay valid while any copy of this is alive.
class LoadedLibrary {
public:
    explicit LoadedLibrary(std::filesystem::path file);  // throws InputError
    const std::filesystem::path& file() const { return file_; }
    void* symbol(const char* name) const;  // nullptr when absent

private:
    std::filesystem::path file_;
    std::shared_ptr<void> handle_;
};

class PluginWorkerPool;

class ProblemPlugin {
public:
    /// Loads `file` and checks its descriptor. Throws InputError with the file's name and what was wrong.
    static ProblemPlugin load(const std::filesystem::path& file);

    /// The host's copy of the plugin's descriptor; its address is the same in every copy of this handle.
    const gavel_problem& descriptor() const { return *descriptor_; }
    const std::filesystem::path& file() const { return library_.file(); }
    bool has_check() const { return descriptor_->check != nullptr || descriptor_->check_scored != nullptr; }
    /// Its check may give partial credit (check_scored, which the worker calls instead of check).
    bool has_check_scored() const { return descriptor_->check_scored != nullptr; }
    bool has_validate() const { return descriptor_->validate != nullptr; }
    bool has_generate() const { return descriptor_->generate != nullptr; }
    bool has_interact() const { return descriptor_->interact != nullptr; }
    /// The processes that run the plugin's functions (plugin/worker_pool.hpp): started on first use, shared by
    /// every copy of this handle, killed when the last copy lets go. A caller that keeps the pool keeps a copy of
    /// the handle too (its workers call into this library). Defined beside the pool, so that the solver host,
    /// which links only this loader, does without it.
    std::shared_ptr<PluginWorkerPool> workers() const;

private:
    struct WorkerSlot {
        std::mutex mutex;
        std::shared_ptr<PluginWorkerPool> pool;  // null until the first call
    };

    ProblemPlugin(LoadedLibrary library, std::shared_ptr<const gavel_problem> descriptor)
        : library_(std::move(library)), descriptor_(std::move(descriptor)), workers_(std::make_shared<WorkerSlot>()) {}
    // In this order, so that the workers go first, then the descriptor their calls read, then the library.
    LoadedLibrary library_;
    std::shared_ptr<const gavel_problem> descriptor_;
    std::shared_ptr<WorkerSlot> workers_;
};

class SolverPlugin {
public:
    static SolverPlugin load(const std::filesystem::path& file);
    const gavel_solver& descriptor() const { return *descriptor_; }

private:
    SolverPlugin(LoadedLibrary library, std::shared_ptr<const gavel_solver> descriptor)
        : library_(std::move(library)), descriptor_(std::move(descriptor)) {}
    LoadedLibrary library_;
    std::shared_ptr<const gavel_solver> descriptor_;
};

}  // namespace gavel
