// What the parts of the box server share: the program a request names, and the few steps every kind of run
// takes (limits, the unprivileged user, a setup failure written into the response).
#pragma once

#include <sys/resource.h>
#include <sys/types.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "sandbox/protocol.hpp"

namespace gavel::sandbox {

inline constexpr uid_t unprivileged = 65534;  // nobody / nogroup
inline constexpr int exec_failed_code = 127;

/// The program of a request: its resolved path, and argv and envp pointing into the request's strings.
struct Program {
    std::string path;
    std::vector<char*> argv, envp;
};

inline void copy_text(char* into, std::size_t capacity, const std::string& text) {
    std::strncpy(into, text.c_str(), capacity - 1);
    into[capacity - 1] = '\0';
}

inline void set_limit(int resource, rlim_t value) {
    const rlimit limit{value, value};
    ::setrlimit(resource, &limit);
}

inline void fail_setup(protocol::Response& response, const char* what, int error) {
    response.setup_failed = 1;
    std::snprintf(response.setup_error, sizeof response.setup_error, "%s%s%s", what, error ? ": " : "",
                  error ? std::strerror(error) : "");
}

}  // namespace gavel::sandbox
