#include "sandbox/seccomp_filter.hpp"

#include <sched.h>
#include <seccomp.h>
#include <linux/seccomp.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace gavel::sandbox {
namespace {

// A deny list, not an allow list: contest programs (and compilers, and Python) use a wide and changing set
// of ordinary calls, while what lets a program escape, spy or harm the machine is a short, stable list.
constexpr const char* denied[] = {
    "ptrace", "process_vm_readv", "process_vm_writev", "keyctl", "add_key", "request_key",
    "mount", "umount2", "pivot_root", "chroot", "move_mount", "open_tree", "fsopen", "fsmount", "fsconfig",
    "fspick", "mount_setattr", "unshare", "setns", "bpf", "perf_event_open", "userfaultfd",
    "io_uring_setup", "io_uring_enter", "io_uring_register", "kexec_load", "kexec_file_load", "reboot",
    "personality", "init_module", "finit_module", "delete_module", "swapon", "swapoff", "acct",
    "settimeofday", "clock_settime", "clock_adjtime", "adjtimex", "sethostname", "setdomainname",
    "iopl", "ioperm", "open_by_handle_at", "name_to_handle_at", "quotactl", "lookup_dcookie",
    "vhangup", "syslog", "fanotify_init", "pidfd_getfd",
    // Each box runs on one CPU; a program that spread itself over every CPU would slow the runs of the other
    // boxes (-j). A control group's cpuset would need root; this holds unprivileged too.
    "sched_setaffinity",
};

}  // namespace

SeccompProgram::SeccompProgram(std::uint64_t allocation_cap) {
    scmp_filter_ctx filter = seccomp_init(SCMP_ACT_ALLOW);
    if (filter == nullptr) {
        error_ = "seccomp_init failed";
        return;
    }
    for (const char* name : denied) {
        const int number = seccomp_syscall_resolve_name(name);
        if (number == __NR_SCMP_ERROR) continue;  // not on this architecture
        if (seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), number, 0) != 0) error_ = std::string("rule for ") + name;
    }
    // New namespaces through clone: refuse the flags. clone3 hides its flags in memory the filter cannot read,
    // so it gets ENOSYS and the C library falls back to clone.
    for (const unsigned long flag : {CLONE_NEWNS, CLONE_NEWUTS, CLONE_NEWIPC, CLONE_NEWUSER, CLONE_NEWPID,
                                     CLONE_NEWNET, CLONE_NEWCGROUP})
        if (seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, flag, flag)) != 0)
            error_ = "rule for clone";
    const int clone3 = seccomp_syscall_resolve_name("clone3");
    if (clone3 != __NR_SCMP_ERROR) seccomp_rule_add(filter, SCMP_ACT_ERRNO(ENOSYS), clone3, 0);
    // mmap's length is its second argument, mremap's new length its third.
    if (allocation_cap > 0 &&
        (seccomp_rule_add(filter, SCMP_ACT_KILL_PROCESS, SCMP_SYS(mmap), 1, SCMP_A1(SCMP_CMP_GT, allocation_cap)) != 0 ||
         seccomp_rule_add(filter, SCMP_ACT_KILL_PROCESS, SCMP_SYS(mremap), 1, SCMP_A2(SCMP_CMP_GT, allocation_cap)) != 0))
        error_ = "rule for mmap and mremap";
    // libseccomp 2.5 exports to a descriptor only: a memfd, read back whole.
    const int fd = static_cast<int>(::syscall(SYS_memfd_create, "seccomp", MFD_CLOEXEC));
    if (error_.empty() && (fd < 0 || seccomp_export_bpf(filter, fd) != 0)) error_ = "seccomp_export_bpf failed";
    seccomp_release(filter);
    if (fd < 0) return;
    struct stat info {};
    if (error_.empty() && ::fstat(fd, &info) == 0 && info.st_size > 0 && info.st_size % sizeof(sock_filter) == 0) {
        instructions_.resize(static_cast<std::size_t>(info.st_size) / sizeof(sock_filter));
        if (::pread(fd, instructions_.data(), static_cast<std::size_t>(info.st_size), 0) != info.st_size) error_ = "reading the filter back failed";
    } else if (error_.empty()) {
        error_ = "the exported filter is empty";
    }
    ::close(fd);
}

int SeccompProgram::install() const noexcept {
    if (!error_.empty() || instructions_.empty()) return EINVAL;
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return errno;
    sock_fprog program{static_cast<unsigned short>(instructions_.size()), const_cast<sock_filter*>(instructions_.data())};
    if (::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0) != 0) return errno;
    return 0;
}

std::string install_seccomp_filter() {
    const SeccompProgram program;
    if (!program.error().empty()) return program.error();
    if (const int error = program.install(); error != 0) return std::string("loading the filter: ") + std::strerror(error);
    return {};
}

}  // namespace gavel::sandbox
