// What the box server's parts share: the plain program run (program_run.cpp), the Solver-plugin worker
// (solver_worker.cpp) and the server itself (box_server.cpp). Internal to the sandbox stage.
#pragma once

#include <sys/resource.h>
#include <sys/types.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "sandbox/protocol.hpp"

namespace gavel::sandbox::server {

constexpr uid_t unprivileged = 65534;  // nobody / nogroup
constexpr int exec_failed_code = 127;
using Clock = std::chrono::steady_clock;

inline void copy_text(char* into, std::size_t capacity, const std::string& text) {
    std::strncpy(into, text.c_str(), capacity - 1);
    into[capacity - 1] = '\0';
}

inline void set_limit(int resource, rlim_t value) {
    const rlimit limit{value, value};
    ::setrlimit(resource, &limit);
}

/// Marks the response as a run that could not be set up, saying what failed and why.
inline void fail_setup(protocol::Response& response, const char* what, int error) {
    response.setup_failed = 1;
    std::snprintf(response.setup_error, sizeof response.setup_error, "%s%s%s", what, error ? ": " : "",
                  error ? std::strerror(error) : "");
}

/// A run's program: its resolved path, and argv and envp pointing into the request's strings.
struct Program {
    std::string path;
    std::vector<char*> argv, envp;
};

/// What the server does once the answer is sent, off the judge's path.
struct AfterAnswer {
    pid_t reap_init = -1;        // a run's init that has let go of our memory and is still exiting
    bool settle_worker = false;  // the Solver-plugin worker answered: clean up after its test and stop it
};

}  // namespace gavel::sandbox::server
