// One program run in the box: a run's init (pid 1 of a fresh pid namespace when isolated) starts the program
// unprivileged, limited and filtered, watches its CPU and wall time, and kills and reaps all the run left.
#pragma once

#include <string>

#include "sandbox/box_server.hpp"
#include "sandbox/protocol.hpp"
#include "sandbox/seccomp_filter.hpp"
#include "sandbox/server_common.hpp"

namespace gavel::sandbox {

/// Runs `program` in `work_dir` with `fds` as its standard streams, under `request`'s limits, and returns what
/// happened. `reap_init` is set to the run's init, which has let go of our memory but may still be exiting:
/// the caller answers first and reaps it afterwards (-1 when none was started).
protocol::Response run_program(const ServerSetup& setup, const SeccompProgram& seccomp, const protocol::Request& request,
                               const Program& program, const int fds[3], const std::string& work_dir, pid_t& reap_init);

}  // namespace gavel::sandbox
