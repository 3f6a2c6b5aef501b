/* The program launcher: the one process between a run's supervisor and the contestant's program.
 *
 * Why it exists: the kernel folds the peak resident size of the memory a process execs *from* into the peak it
 * reports for that process (exec_mmap). The box server is a fork of the judge and holds a copy of its test data,
 * so a program exec'd from it showed the judge's memory: 84 MiB for a program that uses none, after a 40 MiB
 * answer file. This launcher is a small static program: the supervisor's child execs it, it vforks, and its child
 * execs the program from the launcher's few pages. The program's peak is then its own; the launcher waits for it
 * and reports its ending and peak on the pipe at GAVEL_LAUNCH_REPORT_FD.
 *
 * It costs every run one more exec and a vfork: 0.8 ms on this virtual machine when built with musl (a smaller
 * and faster-starting static program than glibc's, 1.5 ms), against 1.7 ms for the exec of /bin/true itself.
 *
 * Usage (from the supervisor only): launcher PROGRAM ARGV0 [ARG...], environment = the program's.
 * It runs with the program's limits, user and seccomp filter already in force. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "launch_report.h"

static void report(struct gavel_launch_report record) {
    record.magic = GAVEL_LAUNCH_MAGIC;
    while (write(GAVEL_LAUNCH_REPORT_FD, &record, sizeof record) < 0 && errno == EINTR) {
    }
}

int main(int argc, char** argv, char** envp) {
    if (argc < 3) return 127;
    /* Not dumpable: a program of the same user cannot reach the report pipe through /proc/<pid>/fd, nor trace
       this process, where there is a /proc (unprivileged, without namespaces). Signals a program may send are
       blocked here, and unblocked again in the program before its exec. */
    prctl(PR_SET_DUMPABLE, 0);
    fcntl(GAVEL_LAUNCH_REPORT_FD, F_SETFD, FD_CLOEXEC);
    sigset_t all, before;
    sigfillset(&all);
    sigprocmask(SIG_SETMASK, &all, &before);

    /* vfork: no copy of even these few pages, for every run pays for this process. The child reports its own
       pid before its exec, so the supervisor knows the program before it runs: a program that kills this
       launcher at once becomes the supervisor's to reap (it is the subreaper). */
    const pid_t program = vfork();
    if (program == 0) {
        sigprocmask(SIG_SETMASK, &before, NULL);
        struct gavel_launch_report started = {.event = GAVEL_LAUNCH_STARTED, .pid = getpid()};
        report(started);
        execve(argv[1], argv + 2, envp);
        struct gavel_launch_report failed = {.event = GAVEL_LAUNCH_EXEC_FAILED, .error = errno};
        report(failed);
        _exit(127);
    }
    if (program < 0) {
        struct gavel_launch_report failed = {.event = GAVEL_LAUNCH_EXEC_FAILED, .error = errno};
        report(failed);
        return 127;
    }

    /* Waited for without reaping it (WNOWAIT; the raw call also gives its usage): killed before it could report,
       this launcher leaves the program's remains to the supervisor, which reaps them itself. Reaped here, a
       program that had this launcher killed as it ended would take its ending with it. */
    siginfo_t info;
    struct rusage usage;
    memset(&info, 0, sizeof info);
    memset(&usage, 0, sizeof usage);
    while (syscall(SYS_waitid, P_PID, program, &info, WEXITED | WNOWAIT, &usage) < 0)
        if (errno != EINTR) return 127;
    const int status = info.si_code == CLD_EXITED ? (info.si_status & 0xff) << 8
                                                  : (info.si_status & 0x7f) | (info.si_code == CLD_DUMPED ? 0x80 : 0);
    struct gavel_launch_report ended = {.event = GAVEL_LAUNCH_ENDED,
                                        .pid = program,
                                        .wait_status = status,
                                        .peak_rss_kib = usage.ru_maxrss};
    report(ended);
    return 0;
}
