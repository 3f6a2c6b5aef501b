#include "plugin/worker_pool.hpp"

#include <optional>
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
    std::optional<std::vector<RunResult>> results;
    std::unique_ptr<PluginWorker> worker;
    while (!results && (worker = take_idle())) results = worker->run(chain);
    if (!results) results = run_on_fresh_worker(plugin_, nullptr, chain, worker);
    if (worker && worker->reusable()) {
        const std::lock_guard lock(mutex_);
        idle_.push_back(std::move(worker));
    }
    return *std::move(results);
}

std::shared_ptr<PluginWorkerPool> ProblemPlugin::workers() const {
    const std::lock_guard lock(workers_->mutex);
    if (!workers_->pool) workers_->pool = std::make_shared<PluginWorkerPool>(descriptor());
    return workers_->pool;
}

std::vector<RunResult> call_every(PluginWorkerPool& workers, std::span<const PluginCall> calls) {
    std::vector<RunResult> results;
    results.reserve(calls.size());
    while (results.size() < calls.size())
        for (RunResult& result : workers.call_chain(calls.subspan(results.size()))) results.push_back(std::move(result));
    return results;
}

}  // namespace gavel
