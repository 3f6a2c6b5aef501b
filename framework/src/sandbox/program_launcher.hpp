// The supervisor's side of the program launcher (launcher/program_launcher.c): the launcher's executable, built
// into the sandbox and handed to each run as a descriptor, and the records it reports. Internal to the sandbox.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <string>

namespace gavel::sandbox {

/// Where the launcher finds its report pipe (GAVEL_LAUNCH_REPORT_FD).
constexpr int launch_report_fd = 3;

/// A sealed memfd holding the launcher's executable, close-on-exec, numbered at or above 10. Returns -1 and
/// sets `error` when the kernel refuses.
int make_launcher_fd(std::string& error);

/// What the launcher has told so far about the program.
struct LaunchRecords {
    pid_t program_pid = -1;  // known once the launcher forked it, before the program runs
    int exec_error = 0;      // errno of a failed execve of the program
    bool ended = false;      // the program ended: the two below are set
    int wait_status = 0;
    std::int64_t peak_rss_kib = 0;

    /// Reads every whole record waiting on the pipe's non-blocking read end; anything else is ignored.
    void read_from(int fd);
};

}  // namespace gavel::sandbox
