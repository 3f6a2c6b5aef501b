#include "sandbox/program_run.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "sandbox/program_launcher.hpp"
#include "sandbox/solver_worker.hpp"

namespace gavel::sandbox {
namespace {

using namespace server;

// Everything a run's two processes need, worked out before they start: they share the server's memory
// (CLONE_VM, as posix_spawn does), so they only read this, make system calls and write their findings back.
// Copying the server's address space for every run is what made a run slow: on a virtual machine a fork
// costs far more than the exec that follows it.
struct RunPlan {
    const ServerSetup* setup;
    const protocol::Request* request;
    const Program* program;
    const int* fds;
    int stop_fd;                  // readable: the judge stops the run (-1: it never does)
    const char* work_dir;
    const SeccompProgram* seccomp;
    char* program_stack;
    rlimit cpu_backstop;
    int launcher_fd;              // the launcher's executable (program_launcher.hpp)
    char* const* launcher_argv;   // {name, program path, program argv...}
    int report_pipe[2];           // the launcher writes its records to [1], the init reads [0]
    // Written by the program's side when it could not be started, read by the init once the exec happened
    // or failed (the init is suspended until then: CLONE_VFORK).
    const char* failed_step = nullptr;
    int failed_errno = 0;
    protocol::Response response{};
};

// Stacks for the run's init and the program's side before its exec; made once, reused by every run.
struct Stacks {
    static constexpr std::size_t size = 256 * 1024;
    char* init = nullptr;
    char* program = nullptr;
};

Stacks make_stacks() {
    auto one = [] {
        void* memory = ::mmap(nullptr, Stacks::size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
        if (memory == MAP_FAILED) _exit(1);
        return static_cast<char*>(memory) + Stacks::size;  // stacks grow down
    };
    return {one(), one()};
}

constexpr const char* exec_step = "exec";

int raw_setuid_nobody() {
    const gid_t group = unprivileged;
    // Raw calls: the C library's wrappers would try to tell other threads of a process that shares our memory.
    if (::syscall(SYS_setgroups, 1, &group) != 0) return -1;
    if (::syscall(SYS_setresgid, unprivileged, unprivileged, unprivileged) != 0) return -1;
    if (::syscall(SYS_setresuid, unprivileged, unprivileged, unprivileged) != 0) return -1;
    return 0;
}

// The program's side of a run: descriptors, folder, limits, user, filter, exec. Runs in the init's memory:
// system calls only, and a failure is written into the plan.
int start_program(void* argument) {
    auto& plan = *static_cast<RunPlan*>(argument);
    auto fail = [&](const char* step) {
        plan.failed_step = step;
        plan.failed_errno = errno;
        _exit(exec_failed_code);
    };
    // The program joins the control group itself, the init staying out: the group's CPU time is then the
    // program's alone, and it is both what the limit is held against and what the run shows.
    if (plan.setup->cgroup != nullptr && !plan.setup->cgroup->join()) fail("join the run's control group");
    ::setpgid(0, 0);
    // Standard input, output and error, the launcher's report pipe and its executable go to 0-4, wherever they
    // were: copied above all of them first, so that no move overwrites another.
    const int wanted[5] = {plan.fds[0], plan.fds[1], plan.fds[2], plan.report_pipe[1], plan.launcher_fd};
    int copies[5];
    for (int i = 0; i < 5; ++i)
        if ((copies[i] = ::fcntl(wanted[i], F_DUPFD, 64)) < 0) fail("dup");
    for (int i = 0; i < 5; ++i)
        if (::dup2(copies[i], i) < 0) fail("dup2");
    static_assert(launch_report_fd == 3);
    constexpr int launcher_at = 4;
    ::syscall(SYS_close_range, 5u, ~0u, 0u);
    ::fcntl(launcher_at, F_SETFD, FD_CLOEXEC);
    if (::chdir(plan.work_dir) != 0) fail("chdir to the working folder");

    const protocol::Request& request = *plan.request;
    ::setrlimit(RLIMIT_CPU, &plan.cpu_backstop);
    // One byte past the limit: a program that tried to write more leaves a file longer than the limit, which the
    // judge sees as OLE whatever the program did with the SIGXFSZ or EFBIG (Python ignores the signal, and ends
    // with an exception).
    set_limit(RLIMIT_FSIZE, request.output >= RLIM_INFINITY - 1 ? RLIM_INFINITY : request.output + 1);
    set_limit(RLIMIT_NOFILE, 256);
    set_limit(RLIMIT_CORE, 0);
    if (plan.setup->cgroup != nullptr) {
        set_limit(RLIMIT_STACK, request.memory);
    } else {
        // No cgroup: the address space holds memory instead. The stack is then unlimited by its own rlimit (the
        // address space still bounds it): glibc gives every thread a stack of RLIMIT_STACK, and one the size of
        // the whole address space leaves no room to create a thread. Unlimited, a thread's stack is 8 MiB.
        set_limit(RLIMIT_AS, request.address_space);
        set_limit(RLIMIT_STACK, RLIM_INFINITY);
        // In a user namespace of its own, RLIMIT_NPROC counts the box's processes only (the server, the run's
        // init and the launcher among them), so it does what the pids group does as root.
        if (plan.setup->own_user_namespace) set_limit(RLIMIT_NPROC, request.processes + 3);
    }

    if (::geteuid() == 0 && raw_setuid_nobody() != 0) fail("drop privileges");
    // Unprivileged too (no_new_privs needs no root): what the filter refuses harms the other boxes either way.
    if (const int error = plan.seccomp->install(); error != 0) {
        errno = error;
        fail("seccomp");
    }
    ::syscall(SYS_execveat, launcher_at, "", plan.launcher_argv, plan.program->envp.data(), AT_EMPTY_PATH);
    fail("exec the program launcher");
    return exec_failed_code;
}

void kill_run(const ServerSetup& setup, pid_t program) {
    if (setup.isolated) ::kill(-1, SIGKILL);  // pid 1 of the run's namespace: every process but us
    else ::kill(-program, SIGKILL);
}

// Without a pid namespace, a process that left the program's group (setsid) escapes kill_run; as a subreaper
// we inherit it once its parent is gone, so our children are killed until none is left. Raw reads: this runs
// on the server's memory (CLONE_VM).
void kill_adopted_children() {
    char path[64];
    std::snprintf(path, sizeof path, "/proc/self/task/%ld/children", static_cast<long>(::syscall(SYS_gettid)));
    for (;;) {
        const int list = ::open(path, O_RDONLY | O_CLOEXEC);
        if (list < 0) return;
        char text[4096];
        const ssize_t got = ::read(list, text, sizeof text - 1);
        ::close(list);
        if (got <= 0) return;
        text[got] = '\0';
        for (char* at = text; *at != '\0';) {
            char* end = nullptr;
            const long pid = std::strtol(at, &end, 10);
            if (end == at) break;
            if (pid > 0) ::kill(static_cast<pid_t>(pid), SIGKILL);
            at = end;
        }
        while (::waitpid(-1, nullptr, WNOHANG) > 0) {
        }
    }
}

std::int64_t process_cpu_us(pid_t pid) {
    clockid_t clock;
    timespec now{};
    if (::clock_getcpuclockid(pid, &clock) != 0 || ::clock_gettime(clock, &now) != 0) return 0;
    return now.tv_sec * 1000000LL + now.tv_nsec / 1000;
}

// A /proc for one run, in a mount namespace of the run's own (gone with the run): it shows the run's pid
// namespace, only the processes of the program's user (hidepid: not the init, which runs as root) and nothing
// of the machine (subset=pid: no /proc/sys, /proc/kcore...). As root only: in a user namespace the kernel allows
// a proc mount only where one is already fully visible, and the box has none. A failure leaves the run without
// one, and the runtime says what it missed.
void mount_run_proc() {
    if (::unshare(CLONE_NEWNS) != 0) return;
    ::mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "hidepid=invisible,subset=pid");
}

// The run's init (pid 1 of a fresh pid namespace when isolated): starts the program, watches its CPU and wall
// time, then kills and reaps everything the run left behind, and writes the response into the plan.
int supervise_run(void* argument) {
    auto& plan = *static_cast<RunPlan*>(argument);
    const ServerSetup& setup = *plan.setup;
    const protocol::Request& request = *plan.request;
    protocol::Response& response = plan.response;
    ::prctl(PR_SET_CHILD_SUBREAPER, 1);  // orphans of the run come to us, to be killed and counted
    if (request.cpu >= 0) {
        // The CPU leased for this run when it is not the box's own: the run, and only the run, moves there.
        cpu_set_t cpus;
        CPU_ZERO(&cpus);
        CPU_SET(request.cpu, &cpus);
        ::sched_setaffinity(0, sizeof cpus, &cpus);
    }
    if (request.proc && setup.isolated && ::geteuid() == 0) mount_run_proc();
    const auto started = Clock::now();
    int pidfd = -1;
    const pid_t child = ::clone(start_program, plan.program_stack, CLONE_VM | CLONE_VFORK | CLONE_PIDFD | SIGCHLD, &plan, &pidfd);
    if (child < 0) {
        fail_setup(response, "cannot start the program", errno);
        return 0;
    }
    // The launcher forks the program and tells its pid, then how it ended (program_launcher.hpp).
    LaunchRecords launched;
    const int reports = plan.report_pipe[0];
    ::close(plan.report_pipe[1]);
    // The process whose end ends the run: the launcher; or the program itself once it killed the launcher
    // (then it is ours, the subreaper's, to wait for).
    pid_t watched = child;
    int watched_fd = pidfd;
    bool reports_open = true;  // until the launcher is gone: a pipe at its end would wake every poll at once
    int stop_fd = plan.stop_fd;  // watched until it first wakes us: then the run is being stopped
    const auto ended = [&] {
        pollfd watch[3] = {{reports_open ? reports : -1, POLLIN, 0}, {stop_fd, POLLIN, 0}, {watched_fd, POLLIN, 0}};
        const int ready = ::poll(watch, watched_fd >= 0 ? 3 : 2, 10);
        if (ready > 0 && (watch[0].revents & POLLIN)) launched.read_from(reports);
        if (ready > 0 && (watch[0].revents & POLLHUP) && !(watch[0].revents & POLLIN)) reports_open = false;
        if (ready > 0 && watch[1].revents != 0) {
            response.stopped = 1;
            stop_fd = -1;
        }
        siginfo_t info{};
        if (watched_fd >= 0) return ready > 0 && watch[2].revents != 0;
        return ::waitid(P_PID, static_cast<id_t>(watched), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == watched;
    };
    // A limit is enforced on the program alone first, so that its launcher can still reap it and report its
    // memory; the rest of the run goes once that is done, or after a grace a stopped launcher cannot stretch.
    std::optional<Clock::time_point> stopping_since;
    const auto stop_run = [&] {
        const auto now = Clock::now();
        if (!stopping_since) {
            stopping_since = now;
            if (launched.program_pid > 0) ::kill(launched.program_pid, SIGKILL);
            else kill_run(setup, child);
        } else if (now - *stopping_since > std::chrono::milliseconds(200)) {
            kill_run(setup, child);
        }
    };
    const auto wall_limit = std::chrono::microseconds(request.wall_us);
    int status = 0;
    for (;;) {
        if (ended()) {
            if (watched != child) break;
            launched.read_from(reports);
            if (launched.ended || launched.program_pid <= 0) break;
            // The launcher died before the program: the program killed it, or had it killed.
            while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
            }
            const int program_fd = static_cast<int>(::syscall(SYS_pidfd_open, launched.program_pid, 0));
            if (program_fd < 0 && ::kill(launched.program_pid, 0) != 0) break;
            if (watched_fd >= 0) ::close(watched_fd);
            watched = launched.program_pid;
            watched_fd = program_fd;
            continue;
        }
        // Every process of the run counts: the control group's total where there is one.
        const pid_t program = launched.program_pid > 0 ? launched.program_pid : child;
        const std::int64_t cpu = setup.cgroup ? setup.cgroup->cpu_us().value_or(process_cpu_us(program)) : process_cpu_us(program);
        if (cpu > request.cpu_us) {
            response.cpu_limit = 1;
            stop_run();
        }
        if (Clock::now() - started > wall_limit) {
            response.wall_limit = 1;
            stop_run();
        }
        if (response.stopped) stop_run();
    }
    rusage watched_usage{};
    while (::wait4(watched, &status, 0, &watched_usage) < 0 && errno == EINTR) {
    }
    response.wall_us = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - started).count();
    if (watched_fd >= 0) ::close(watched_fd);
    kill_run(setup, child);
    if (!setup.isolated) kill_adopted_children();
    while (::waitpid(-1, nullptr, 0) > 0 || errno == EINTR) {
    }
    launched.read_from(reports);
    ::close(reports);
    rusage all{};
    ::getrusage(RUSAGE_CHILDREN, &all);
    response.cpu_us = all.ru_utime.tv_sec * 1000000LL + all.ru_utime.tv_usec + all.ru_stime.tv_sec * 1000000LL + all.ru_stime.tv_usec;
    // With a control group, the CPU time shown is the one the limit was held against: the group's.
    if (setup.cgroup != nullptr) response.cpu_us = setup.cgroup->cpu_us().value_or(response.cpu_us);
    // The program's own ending and peak memory: as the launcher reaped it, or as we did. Killed with its
    // launcher, the launcher's ending stands for the program's and its memory is not known.
    if (launched.ended) {
        status = launched.wait_status;
        response.memory_kib = static_cast<std::uint64_t>(launched.peak_rss_kib);
        response.memory_measured = 1;
    } else if (watched != child) {
        response.memory_kib = static_cast<std::uint64_t>(watched_usage.ru_maxrss);
        response.memory_measured = 1;
    }
    if (WIFEXITED(status)) {
        response.exited = 1;
        response.exit_code = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        response.signal = WTERMSIG(status);
    }
    if (launched.exec_error != 0) {
        plan.failed_step = exec_step;
        plan.failed_errno = launched.exec_error;
    }
    if (plan.failed_step != nullptr) {
        response.setup_failed = 1;
        std::snprintf(response.setup_error, sizeof response.setup_error, "%s %s: %s", plan.failed_step,
                      plan.failed_step == exec_step ? plan.program->path.c_str() : "", std::strerror(plan.failed_errno));
    }
    if (setup.cgroup != nullptr && setup.cgroup->oom_kills() > 0) response.memory_limit = 1;
    return 0;
}

}  // namespace

protocol::Response run_program(const ServerSetup& setup, const SeccompProgram& seccomp, const protocol::Request& request,
                               const Program& program, const std::string& work_dir, const int fds[3], int stop_fd,
                               AfterAnswer& after) {
    protocol::Response response{};
    response.magic = protocol::magic;
    // The launcher is one process of the run beside the program's own.
    if (setup.cgroup != nullptr) setup.cgroup->prepare(request.memory, request.processes + 1);
    const double cpu_seconds = static_cast<double>(request.cpu_us) / 1e6;
    const auto cpu_backstop = static_cast<rlim_t>(std::ceil(cpu_seconds)) + 1;
    static const Stacks stacks = make_stacks();
    std::vector<char*> launcher_argv{const_cast<char*>("gavel-launcher"), const_cast<char*>(program.path.c_str())};
    launcher_argv.insert(launcher_argv.end(), program.argv.begin(), program.argv.end());  // its nullptr ends both
    RunPlan plan{&setup, &request, &program, fds, stop_fd, work_dir.c_str(), &seccomp, stacks.program, {cpu_backstop, cpu_backstop + 1},
                 setup.launcher_fd, launcher_argv.data(), {-1, -1}};
    if (::pipe2(plan.report_pipe, O_CLOEXEC) != 0) {
        fail_setup(response, "cannot make the launcher's pipe", errno);
        return response;
    }
    ::fcntl(plan.report_pipe[0], F_SETFL, O_NONBLOCK);
    plan.response.magic = protocol::magic;
    // Isolated: the run's init is pid 1 of a pid namespace of its own, so that when it exits the kernel kills
    // whatever the program left, daemons included, and kill(-1) inside reaches only the run. CLONE_VFORK: we
    // sleep until the init has finished the run and written the response into the plan.
    const int flags = CLONE_VM | CLONE_VFORK | SIGCHLD | (setup.isolated ? CLONE_NEWPID : 0);
    const pid_t init = ::clone(supervise_run, stacks.init, flags, &plan);
    for (const int end : plan.report_pipe) ::close(end);  // the init has its own copies, and is done with them
    if (init < 0) {
        fail_setup(response, "cannot start the run's supervisor", errno);
        return response;
    }
    // We wake when the init lets go of our memory, before it has finished exiting (tearing down its pid
    // namespace takes a while here). Everything of the run is dead and reaped by then, and the response is
    // written: the caller answers first and reaps the init afterwards.
    after.reap_init = init;
    if (request.kind == protocol::RunKind::solver_plugin) read_solver_ending(plan.response);  // a test in a fresh host
    return plan.response;
}

}  // namespace gavel::sandbox
