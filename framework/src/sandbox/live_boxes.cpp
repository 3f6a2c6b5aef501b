#include "sandbox/live_boxes.hpp"

#include <signal.h>

#include <atomic>

namespace gavel::sandbox::live_boxes {
namespace {

// 64 slots fit the usual run (one box per job) in the first chunk, which is static: no allocation at all then.
struct Chunk {
    static constexpr std::size_t slots = 64;
    std::atomic<pid_t> pids[slots]{};
    std::atomic<Chunk*> next{nullptr};
};
static_assert(std::atomic<pid_t>::is_always_lock_free && std::atomic<Chunk*>::is_always_lock_free,
              "a signal handler may only touch lock-free atomics");

Chunk first;

bool claim(Chunk& chunk, pid_t pid) {
    for (auto& slot : chunk.pids) {
        pid_t empty = 0;
        if (slot.compare_exchange_strong(empty, pid)) return true;
    }
    return false;
}

}  // namespace

void add(pid_t pid) {
    Chunk* chunk = &first;
    for (;;) {
        if (claim(*chunk, pid)) return;
        Chunk* next = chunk->next.load(std::memory_order_acquire);
        if (next == nullptr) {
            // The pid goes in before the chunk is published: a walk never meets a chunk still being filled.
            auto* fresh = new Chunk;
            fresh->pids[0].store(pid, std::memory_order_relaxed);
            if (chunk->next.compare_exchange_strong(next, fresh, std::memory_order_release, std::memory_order_acquire))
                return;
            delete fresh;  // another thread linked one first: `next` now holds it, try there
        }
        chunk = next;
    }
}

void remove(pid_t pid) noexcept {
    for (Chunk* chunk = &first; chunk != nullptr; chunk = chunk->next.load(std::memory_order_acquire))
        for (auto& slot : chunk->pids) {
            pid_t expected = pid;
            if (slot.compare_exchange_strong(expected, 0)) return;
        }
}

std::size_t for_each(void (*visit)(pid_t pid, void* context), void* context) noexcept {
    std::size_t visited = 0;
    for (Chunk* chunk = &first; chunk != nullptr; chunk = chunk->next.load(std::memory_order_acquire))
        for (auto& slot : chunk->pids)
            if (const pid_t pid = slot.load(); pid > 0) {
                visit(pid, context);
                ++visited;
            }
    return visited;
}

std::size_t kill_all() noexcept {
    return for_each([](pid_t pid, void*) { ::kill(pid, SIGKILL); }, nullptr);
}

}  // namespace gavel::sandbox::live_boxes
