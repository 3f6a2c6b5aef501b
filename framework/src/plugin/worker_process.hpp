// The worker side of a plugin worker: a fork of the judge that serves calls, one after another, until the judge
// closes its socket or dies. See worker_protocol.hpp for what it receives and sends.
#pragma once

#include <sys/types.h>

#include <gavel/plugin.h>

#include "plugin/isolated_call.hpp"

namespace gavel {

struct WorkerSetup {
    const gavel_problem* plugin = nullptr;        // whose functions requests name; null for a callback worker
    const IsolatedFunction* callback = nullptr;   // what Function::callback runs; null for a plugin worker
    pid_t judge = 0;
    int socket = -1;                              // the worker's end
    int input_spill = -1, output_spill = -1, message_spill = -1;
    char* mailbox = nullptr;                      // worker_protocol::mailbox_size bytes, shared with the judge
    bool stall = false;                           // hang before serving: PluginWorker::stall_next_starts
};

/// Runs in the forked child: drops what it inherited from the judge (signal handlers, descriptors), then
/// serves requests. Never returns.
[[noreturn]] void serve_plugin_calls(const WorkerSetup& setup);

}  // namespace gavel
