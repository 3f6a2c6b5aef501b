// The fork server that lives inside a box: it receives run requests and runs each program under limits.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <optional>

#include "sandbox/cgroup.hpp"

namespace gavel::sandbox {

struct ServerSetup {
    int socket = -1;
    bool isolated = false;  // in fresh namespaces: build the box root and drop to the unprivileged user
    int cpu = -1;
    std::filesystem::path root_dir;  // where the box's root is built (isolated only)
    std::filesystem::path box_dir;   // the scratch folder, /box inside
    bool feedback_folder = false;    // BoxOptions::feedback_folder
    RunCgroup* cgroup = nullptr;
    /// Not root: the box is in a user namespace of its own, whose one user is the judge's, mapped to itself.
    /// The server writes that map first; programs then run as the judge's user, with no capability after exec.
    bool own_user_namespace = false;
    uid_t outer_uid = 0;
    gid_t outer_gid = 0;
    int launcher_fd = -1;  // the program launcher's executable: made by the server itself as it starts
    std::chrono::milliseconds pause_before_hello{0};  // BoxOptions::pause_before_hello
};

/// Serves requests until the supervisor closes its end; never returns.
[[noreturn]] void serve_box(const ServerSetup& given);

}  // namespace gavel::sandbox
