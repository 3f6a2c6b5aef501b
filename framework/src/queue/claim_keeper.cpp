#include "queue/claim_keeper.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <memory>

namespace gavel::queue {

ClaimKeeper::ClaimKeeper(RedisAddress address, QueueNames names, std::string consumer, std::string id, std::chrono::milliseconds period)
    : address_(std::move(address)),
      names_(std::move(names)),
      consumer_(std::move(consumer)),
      id_(std::move(id)),
      period_(period),
      thread_([this] { keep(); }) {}

ClaimKeeper::~ClaimKeeper() {
    {
        const std::lock_guard lock(mutex_);
        done_ = true;
    }
    wake_.notify_all();
    thread_.join();
}

void ClaimKeeper::keep() {
    std::unique_ptr<RedisConnection> redis;
    std::unique_lock lock(mutex_);
    while (!wake_.wait_for(lock, period_, [this] { return done_; })) {
        lock.unlock();
        // A connection lost is made again on the next beat; the judging goes on either way, and at worst the
        // entry is reclaimed and judged twice, its result still recorded once.
        try {
            // At most 2 s a connection or a command, so that the destructor's join (a stop) never waits longer
            // for a server that does not answer.
            const std::chrono::milliseconds patience = std::min<std::chrono::milliseconds>(period_, std::chrono::seconds(2));
            if (!redis) redis = std::make_unique<RedisConnection>(address_, patience, patience);
            if (!keep_claimed(*redis, names_, consumer_, id_)) {
                spdlog::warn("{}: reclaimed by another worker while judged here", id_);
                lock.lock();
                return;
            }
        } catch (const std::exception& error) {
            spdlog::debug("{}: cannot keep it claimed: {}", id_, error.what());
            redis.reset();
        }
        lock.lock();
    }
}

}  // namespace gavel::queue
