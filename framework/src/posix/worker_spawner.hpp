// Forks worker processes from one thread that lives as long as the judge.
//
// PR_SET_PDEATHSIG fires when the *thread* that forked a process ends, not the process. A plugin worker outlives
// the call, and the thread, that started it (judge_parallel's threads come and go) and is then used by other
// threads; forked from one of those, it would be killed in the middle of someone else's call when its thread
// ended. Forked from this thread, it dies with the judge and with nothing else.
#pragma once

#include <sys/types.h>

#include <functional>

namespace gavel {

/// Forks the judge on the spawner thread and runs `child` in the new process; `child` must not return (a
/// return ends the process with code 127). Returns the child's pid; throws InternalError when fork fails.
/// `child` runs in a copy of the judge's memory, so it may use anything the caller can see, its stack included.
pid_t fork_worker(const std::function<void()>& child);

}  // namespace gavel
