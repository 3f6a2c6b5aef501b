#include "plugin/worker_pool.hpp"

#include <map>
#include <string>
#include <utility>

#include "plugin/loader.hpp"

namespace gavel {

std::unique_ptr<PluginWorker> PluginWorkerPool::take_idle() {
    const std::lock_guard lock(mutex_);
    if (idle_.empty()) return nullptr;
    auto worker = std::move(idle_.back());
    idle_.pop_back();
    return worker;
}

std::size_t PluginWorkerPool::idle_count() {
    const std::lock_guard lock(mutex_);
    return idle_.size();
}

RunResult PluginWorkerPool::call(const PluginCall& call) {
    return std::move(call_chain(std::span(&call, 1)).front());
}

std::vector<RunResult> PluginWorkerPool::call_chain(std::span<const PluginCall> calls) {
    std::vector<RunResult> results;
    while (results.size() < calls.size() && (results.empty() || results.back().ok())) {
        const auto chain = calls.subspan(results.size(), std::min(calls.size() - results.size(), worker_protocol::max_chain));
        auto ran = run_chain(chain);
        for (auto& result : ran) results.push_back(std::move(result));
    }
    return results;
}

std::vector<RunResult> PluginWorkerPool::run_chain(std::span<const PluginCall> chain) {
    // An idle worker may have died meanwhile (killed from outside): then the chain goes to the next, and at
    // last to a fresh one.
    for (;;) {
        std::unique_ptr<PluginWorker> worker = take_idle();
        const bool fresh = worker == nullptr;
        if (fresh) worker = std::make_unique<PluginWorker>(plugin_, nullptr);
        auto results = worker->run(chain);
        if (!results) {
            if (!fresh) continue;
            RunResult never_ran;
            never_ran.ending = RunResult::Ending::not_started;
            return {never_ran};
        }
        if (worker->reusable()) {
            const std::lock_guard lock(mutex_);
            idle_.push_back(std::move(worker));
        }
        return *std::move(results);
    }
}

std::shared_ptr<PluginWorkerPool> plugin_workers(const ProblemPlugin& plugin) {
    // Keyed by the descriptor and the file: a library loaded again at the same address after the first was
    // unloaded would otherwise find workers running the old one's code.
    using Key = std::pair<const gavel_problem*, std::string>;
    static std::mutex mutex;
    // Never destroyed: a holder that is itself a static may let go after the map would have been destroyed.
    static auto& pools = *new std::map<Key, std::weak_ptr<PluginWorkerPool>>;
    const std::lock_guard lock(mutex);
    std::erase_if(pools, [](const auto& entry) { return entry.second.expired(); });
    auto& entry = pools[Key{&plugin.descriptor(), plugin.file().string()}];
    auto pool = entry.lock();
    if (!pool) {
        pool = std::make_shared<PluginWorkerPool>(plugin.descriptor());
        entry = pool;
    }
    return pool;
}

std::vector<RunResult> call_every(PluginWorkerPool& workers, std::span<const PluginCall> calls) {
    std::vector<RunResult> results;
    results.reserve(calls.size());
    while (results.size() < calls.size())
        for (RunResult& result : workers.call_chain(calls.subspan(results.size()))) results.push_back(std::move(result));
    return results;
}

}  // namespace gavel
