// Forks worker processes from one thread that lives as long as the judge: the one way the judge starts a child
// (plugin workers, sandbox box servers); the contestant's programs are started by a box server, inside its box.
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

/// As fork_worker, but the child starts in new namespaces (`namespaces`: CLONE_NEWPID and the like; it is pid 1
/// of a new pid namespace). Returns -1 with errno set when the kernel refuses them, so that the caller can fall
/// back to fork_worker. The clone is made from a one-threaded fork of the judge, so the child may allocate and
/// use the C library as any forked child may; it is still the caller's child, to wait for and to kill.
pid_t fork_worker_into(unsigned long namespaces, const std::function<void()>& child);

}  // namespace gavel
