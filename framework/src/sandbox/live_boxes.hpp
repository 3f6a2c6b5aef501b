// The pids of the box servers alive in this process, for ending them all from a signal handler (Ctrl-C).
//
// No fixed cap: slots come in chunks, allocated when every slot is taken, by add() (never in a handler), and
// pushed at the front of a list whose chunks live as long as the process. The handler's walk only loads
// atomics: no lock, no allocation, safe at any moment of an add() or remove() on another thread.
#pragma once

#include <sys/types.h>

#include <atomic>
#include <cstddef>

namespace gavel::sandbox {

class LiveBoxes {
public:
    LiveBoxes() = default;
    LiveBoxes(const LiveBoxes&) = delete;
    LiveBoxes& operator=(const LiveBoxes&) = delete;
    ~LiveBoxes();

    /// Remembers `pid` (> 0): a free slot, or a new chunk of them.
    void add(pid_t pid);
    /// Forgets `pid`; its slot is reused by a later add().
    void remove(pid_t pid) noexcept;
    /// Calls `visit(pid)` for every remembered pid. Async-signal-safe when `visit` is.
    template <typename Visit>
    void for_each(Visit&& visit) const noexcept {
        for (const Chunk* chunk = head_.load(std::memory_order_acquire); chunk; chunk = chunk->next)
            for (const auto& slot : chunk->slots)
                if (const pid_t pid = slot.load(std::memory_order_acquire); pid > 0) visit(pid);
    }
    /// Sends SIGKILL to every remembered pid and returns how many it signalled. Async-signal-safe.
    std::size_t kill_all() const noexcept;

private:
    struct Chunk {
        static constexpr std::size_t size = 64;
        std::atomic<pid_t> slots[size]{};
        Chunk* next = nullptr;  // set before the chunk is published, never changed after
    };
    std::atomic<Chunk*> head_{nullptr};
};

}  // namespace gavel::sandbox
