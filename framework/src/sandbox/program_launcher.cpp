#include "sandbox/program_launcher.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

extern "C" {
#include "sandbox/launcher/launch_report.h"
// From launcher/launcher_image.c: the launcher's executable, as built.
extern const unsigned char gavel_launcher_image[];
extern const unsigned char gavel_launcher_image_end[];
}

namespace gavel::sandbox {

static_assert(launch_report_fd == GAVEL_LAUNCH_REPORT_FD);

int make_launcher_fd(std::string& error) {
#ifndef MFD_EXEC
    constexpr unsigned MFD_EXEC = 0x10U;  // where vm.memfd_noexec is set, an executable memfd must say so
#endif
    constexpr unsigned flags = MFD_CLOEXEC | MFD_ALLOW_SEALING;
    int fd = static_cast<int>(::syscall(SYS_memfd_create, "gavel-launcher", flags | MFD_EXEC));
    if (fd < 0 && errno == EINVAL) fd = static_cast<int>(::syscall(SYS_memfd_create, "gavel-launcher", flags));
    if (fd < 0) {
        error = std::string("memfd_create: ") + std::strerror(errno);
        return -1;
    }
    for (const unsigned char* at = gavel_launcher_image; at < gavel_launcher_image_end;) {
        const ssize_t written = ::write(fd, at, static_cast<std::size_t>(gavel_launcher_image_end - at));
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) {
            error = std::string("writing the launcher: ") + std::strerror(errno);
            ::close(fd);
            return -1;
        }
        at += written;
    }
    // Sealed: nothing that later holds the descriptor can change what every run execs.
    ::fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL);
    // Numbered high, out of the way of the descriptors a run moves to 0-4 (start_program).
    const int high = ::fcntl(fd, F_DUPFD_CLOEXEC, 10);
    ::close(fd);
    if (high < 0) error = std::string("moving the launcher's descriptor: ") + std::strerror(errno);
    return high;
}

void LaunchRecords::read_from(int fd) {
    gavel_launch_report record{};
    for (;;) {
        const ssize_t got = ::read(fd, &record, sizeof record);
        if (got < 0 && errno == EINTR) continue;
        if (got != static_cast<ssize_t>(sizeof record)) return;
        if (record.magic != GAVEL_LAUNCH_MAGIC) continue;
        switch (record.event) {
            case GAVEL_LAUNCH_STARTED: program_pid = record.pid; break;
            case GAVEL_LAUNCH_EXEC_FAILED: exec_error = record.error; break;
            case GAVEL_LAUNCH_ENDED:
                ended = true;
                wait_status = record.wait_status;
                peak_rss_kib = record.peak_rss_kib;
                break;
            default: break;
        }
    }
}

}  // namespace gavel::sandbox
