#include "sandbox/live_boxes.hpp"

#include <signal.h>

namespace gavel::sandbox {

LiveBoxes::~LiveBoxes() {
    for (Chunk* chunk = head_.load(); chunk;) {
        Chunk* next = chunk->next;
        delete chunk;
        chunk = next;
    }
}

void LiveBoxes::add(pid_t pid) {
    for (Chunk* chunk = head_.load(std::memory_order_acquire); chunk; chunk = chunk->next)
        for (auto& slot : chunk->slots) {
            pid_t empty = 0;
            if (slot.compare_exchange_strong(empty, pid, std::memory_order_acq_rel)) return;
        }
    // Every slot taken: a new chunk holding `pid`, published at the front in one step.
    auto* chunk = new Chunk;
    chunk->slots[0].store(pid, std::memory_order_relaxed);
    chunk->next = head_.load(std::memory_order_acquire);
    while (!head_.compare_exchange_weak(chunk->next, chunk, std::memory_order_acq_rel)) {
    }
}

void LiveBoxes::remove(pid_t pid) noexcept {
    for (Chunk* chunk = head_.load(std::memory_order_acquire); chunk; chunk = chunk->next)
        for (auto& slot : chunk->slots) {
            pid_t expected = pid;
            if (slot.compare_exchange_strong(expected, 0, std::memory_order_acq_rel)) return;
        }
}

std::size_t LiveBoxes::kill_all() const noexcept {
    std::size_t signalled = 0;
    for_each([&](pid_t pid) { signalled += ::kill(pid, SIGKILL) == 0 ? 1 : 0; });
    return signalled;
}

}  // namespace gavel::sandbox
