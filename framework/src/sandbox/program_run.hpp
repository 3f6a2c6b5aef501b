// One program run inside the box: the run's init (pid 1 of a fresh pid namespace when isolated) starts the
// program through the launcher, holds it to its limits, kills and reaps whatever it left, and fills the
// response. Internal to the sandbox: the box server calls it for every run that is not a Solver-plugin worker's.
#pragma once

#include <string>

#include "sandbox/box_server.hpp"
#include "sandbox/protocol.hpp"
#include "sandbox/seccomp_filter.hpp"
#include "sandbox/server_common.hpp"

namespace gavel::sandbox {

/// Runs `program` in `work_dir` with standard input, output and error `fds`, under the request's limits and the
/// filter; returns what was measured. The run is stopped once `stop_fd` (-1: none) is readable. `after.reap_init`
/// is set to the init the caller reaps once it answered.
protocol::Response run_program(const ServerSetup& setup, const SeccompProgram& seccomp, const protocol::Request& request,
                               const server::Program& program, const std::string& work_dir, const int fds[3], int stop_fd,
                               server::AfterAnswer& after);

}  // namespace gavel::sandbox
