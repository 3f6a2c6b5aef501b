// While a worker judges an entry, a thread of its own keeps the entry claimed (judging_queue.hpp's keep_claimed)
// every `period` on a connection of its own: a judgement longer than the reclaim time is then not taken and
// judged again by a second worker. A worker that dies stops keeping it, and the entry is reclaimed as before.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

#include "queue/judging_queue.hpp"

namespace gavel::queue {

class ClaimKeeper {
public:
    /// Starts keeping entry `id` of `consumer`; `period` should be well under the reclaim time (a third of it).
    ClaimKeeper(RedisAddress address, QueueNames names, std::string consumer, std::string id, std::chrono::milliseconds period);
    /// Stops at once (within a Redis round trip, at most 2 s), and joins the thread.
    ~ClaimKeeper();
    ClaimKeeper(const ClaimKeeper&) = delete;
    ClaimKeeper& operator=(const ClaimKeeper&) = delete;

private:
    void keep();

    const RedisAddress address_;
    const QueueNames names_;
    const std::string consumer_, id_;
    const std::chrono::milliseconds period_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool done_ = false;
    std::thread thread_;  // last: started once the members it reads exist
};

}  // namespace gavel::queue
