// posix: how the judge starts a process and talks to it, solved once.
//
// Every child of the judge process is started by one thread that lives as long as the judge (worker_spawner):
// the problem plugin's workers are forked from it, the sandbox's box servers are cloned from it into their
// namespaces. So a child dies with the judge and with nothing else (PR_SET_PDEATHSIG follows the thread that
// forked it), starts with no signal blocked, and never inherits buffered output. The contestant's own programs
// are not started here: a box server starts them, inside its box. Children and the judge talk over
// SOCK_SEQPACKET sockets, passing descriptors (standard input and output of a run, a worker's shared memory).
//
//   worker_spawner.hpp  fork_worker, fork_worker_into (new namespaces)
//   fd_passing.hpp      send_with_fds, receive_with_fds (SCM_RIGHTS)
//   cpu_lease.hpp       CpuLease: one CPU held machine-wide for a test, so concurrent gavels never share one
#pragma once

#include "posix/fd_passing.hpp"
#include "posix/worker_spawner.hpp"
