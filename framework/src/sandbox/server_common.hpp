// What the box server's two halves share: the plain program run (box_server.cpp) and the Solver-plugin worker
// (solver_worker.cpp). Internal to the sandbox stage.
#pragma once

#include <sys/resource.h>
#include <sys/types.h>

#include <chrono>
#include <cstring>
#include <string>
#include <vector>

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
