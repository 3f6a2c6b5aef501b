// The pids of the box servers alive in this process, so that a signal handler (Ctrl-C) can kill every one.
// Unbounded: slots come in chunks allocated by add(), never in the handler; a chunk is filled before it is
// linked in and never freed, so a walk from a handler sees only whole chunks and needs neither lock nor malloc.
#pragma once

#include <sys/types.h>

#include <cstddef>

namespace gavel::sandbox::live_boxes {

/// Records `pid` (> 0) in a free slot, allocating a chunk when all are taken. Not for a signal handler.
void add(pid_t pid);
/// Frees the slot holding `pid`; nothing when it is not recorded. Async-signal-safe.
void remove(pid_t pid) noexcept;
/// Calls `visit(pid, context)` for every recorded pid and returns how many it visited. Async-signal-safe as
/// long as `visit` is.
std::size_t for_each(void (*visit)(pid_t pid, void* context), void* context) noexcept;
/// Sends SIGKILL to every recorded pid and returns how many it signalled. Async-signal-safe.
std::size_t kill_all() noexcept;

}  // namespace gavel::sandbox::live_boxes
