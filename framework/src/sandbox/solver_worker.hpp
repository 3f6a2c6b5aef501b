// A Solver plugin loaded once per box: gavel-solver-host --serve, unprivileged and filtered like any program,
// in the box's control group. It forks a fresh child per test. Everything that decides a verdict is measured
// here, not by the worker (which runs the contestant's code): CPU time and memory from the control group,
// wall time from our clock, how the test ended from the exit code of its child. Runs inside the box server.
//
// Each test starts from the state the plugin had after loading and nothing else:
//   - the worker loads the plugin with no descriptor a constructor could use (the channel is made after the
//     load and taken out of the worker by the server: sandbox/protocol.hpp), and waits with every signal
//     blocked, so no plugin code runs in it once loaded;
//   - shared memory is closed to the plugin (cli/solver_filter.hpp): fork copies private memory, so a
//     child's writes stay its own;
//   - the worker is reused only while it is a lone process: a thread or process the plugin started while
//     loading would run on between tests, so such a worker serves one test and is replaced;
//   - it is stopped (SIGSTOP) between tests, so nothing it left running gets CPU time no test pays for, and it
//     is replaced after any failure.
// The load is the test's: a slow load counts against its limits (TLE), and a worker that fails to start once
// the load check passed is the plugin's failure (RE), never the judge's.
#pragma once

#include <sys/types.h>

#include "sandbox/box_server.hpp"
#include "sandbox/protocol.hpp"
#include "sandbox/seccomp_filter.hpp"
#include "sandbox/server_common.hpp"

namespace gavel::sandbox::server {

struct SolverWorker {
    pid_t pid = -1;
    int pidfd = -1;
    int socket = -1;
    bool reusable = false;  // a lone process when it loaded: it may serve the next test too
};

/// Runs one test in the worker (started first if there is none), measured by the box's control group.
protocol::Response run_in_worker(const ServerSetup& setup, const SeccompProgram& seccomp, const protocol::Request& request,
                                 const Program& program, const int fds[3], SolverWorker& worker, AfterAnswer& after);

/// Reads how gavel-solver-host ended a test (protocol::solver_returned_ok and _failed become exit codes 0 and 1)
/// and makes any other exit a crash: the plugin left before its solve() returned, exit(0) included.
void read_solver_ending(protocol::Response& response);

/// Kills whatever the test left behind and stops the worker until the next test, once the answer is sent: the
/// measurements are taken, and the judge need not wait for this.
void settle_worker(const ServerSetup& setup, const SolverWorker& worker);

}  // namespace gavel::sandbox::server
