#include "sandbox/solver_worker.hpp"

#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

#include "posix/fd_passing.hpp"

namespace gavel::sandbox::server {
namespace {

void stop_worker(const ServerSetup& setup, SolverWorker& worker) {
    if (worker.pid > 0) {
        ::kill(worker.pid, SIGKILL);
        setup.cgroup->kill_members(0);
        while (::waitpid(worker.pid, nullptr, 0) < 0 && errno == EINTR) {
        }
    }
    for (const int fd : {worker.socket, worker.pidfd})
        if (fd >= 0) ::close(fd);
    worker = {};
}

bool past_limits(const ServerSetup& setup, const protocol::Request& request, Clock::time_point started,
                 protocol::Response& response) {
    if (setup.cgroup->cpu_us().value_or(0) > request.cpu_us) response.cpu_limit = 1;
    else if (Clock::now() - started > std::chrono::microseconds(request.wall_us)) response.wall_limit = 1;
    return response.cpu_limit || response.wall_limit;
}

// The worker's side until it execs the host: everything but the test's standard error (which carries the
// loader's message, should the plugin not load) is /dev/null, and nothing else is open. `failure` is a pipe
// closed by the exec: a byte on it says that our own set-up failed, not the plugin.
[[noreturn]] void exec_worker(const ServerSetup& setup, const SeccompProgram& seccomp, const protocol::Request& request,
                              const Program& program, const int fds[3], int failure) {
    auto fail = [&failure] {
        (void)!::write(failure, "x", 1);
        _exit(exec_failed_code);
    };
    if (!setup.cgroup->join()) fail();
    ::setpgid(0, 0);
    const int null = ::open("/dev/null", O_RDWR);
    if (null < 0 || ::dup2(null, 0) < 0 || ::dup2(null, 1) < 0 || ::dup2(fds[2], 2) < 0 || ::dup2(failure, 3) < 0) fail();
    failure = 3;
    ::fcntl(failure, F_SETFD, FD_CLOEXEC);
    ::syscall(SYS_close_range, 4u, ~0u, 0u);
    if (::chdir("/box/work") != 0) fail();
    set_limit(RLIMIT_STACK, request.memory);
    set_limit(RLIMIT_NOFILE, 256);
    set_limit(RLIMIT_CORE, 0);
    const gid_t group = unprivileged;
    if (::geteuid() == 0 && (::setgroups(1, &group) != 0 || ::setgid(unprivileged) != 0 || ::setuid(unprivileged) != 0))
        fail();
    if (seccomp.install() != 0) fail();
    std::string serve = "--serve";
    char* argv[] = {program.argv[0], serve.data(), program.argv[1], nullptr};
    // Every symbol bound while the worker loads, once: a lazily bound call made first in a test's child
    // walks the loader's tables and writes the GOT there, page faults every fresh child would pay again.
    std::string bind_now = "LD_BIND_NOW=1";
    char* envp[] = {bind_now.data(), nullptr};
    ::execve(program.path.c_str(), argv, envp);
    fail();
    _exit(exec_failed_code);  // not reached: fail() exits
}

// Starts the worker for this test and waits, within the test's limits, until it has loaded the plugin and
// stopped to hand over its channel. False when it did not get there: `response` then says how the test ended.
bool start_worker(const ServerSetup& setup, const SeccompProgram& seccomp, const protocol::Request& request,
                  const Program& program, const int fds[3], Clock::time_point started, SolverWorker& worker,
                  protocol::Response& response) {
    int failure[2];
    if (::pipe2(failure, O_CLOEXEC) != 0) {
        response.setup_failed = 1;
        copy_text(response.setup_error, sizeof response.setup_error, "the Solver plugin worker: pipe failed");
        return false;
    }
    const pid_t pid = ::fork();
    if (pid == 0) exec_worker(setup, seccomp, request, program, fds, failure[1]);
    ::close(failure[1]);
    const int pidfd = pid > 0 ? static_cast<int>(::syscall(SYS_pidfd_open, pid, 0)) : -1;
    worker = {pid, pidfd, -1, false};
    bool loaded = false;
    while (pid > 0 && pidfd >= 0) {
        siginfo_t info{};
        if (::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WSTOPPED | WNOHANG) == 0 && info.si_pid == pid) {
            if (info.si_code == CLD_STOPPED) {
                // Stopped by itself, where the channel should be on descriptor 4. A plugin that stopped its own
                // loading leaves something else there, or nothing: then it only talks to itself.
                worker.socket = static_cast<int>(::syscall(SYS_pidfd_getfd, pidfd, protocol::server_socket, 0));
                loaded = worker.socket >= 0;
                if (!loaded) response.signal = SIGKILL;
                break;
            }
            worker.pid = -1;  // reaped: it ended while loading
            response.exited = 0;  // with the exit code and no signal: "exited with code N before returning"
            response.exit_code = info.si_code == CLD_EXITED ? info.si_status : 0;
            response.signal = info.si_code == CLD_EXITED ? 0 : info.si_status;
            break;
        }
        if (past_limits(setup, request, started, response)) break;
        pollfd watch{pidfd, POLLIN, 0};
        ::poll(&watch, 1, 1);  // readable once it ends; a stop is seen on the next turn
    }
    if (!loaded) stop_worker(setup, worker);  // first: until it is gone or has exec'd, the pipe may stay open
    char byte = 0;
    const bool set_up = ::read(failure[0], &byte, 1) != 1;  // no byte: it reached the exec
    ::close(failure[0]);
    if (pid < 0 || pidfd < 0 || !set_up) {
        response = {};
        response.magic = protocol::magic;
        response.setup_failed = 1;
        copy_text(response.setup_error, sizeof response.setup_error,
                  pid < 0 ? "the Solver plugin worker: fork failed"
                          : pidfd < 0 ? "the Solver plugin worker: pidfd_open failed" : "the Solver plugin worker could not be set up");
        return false;
    }
    return loaded;
}

}  // namespace

protocol::Response run_in_worker(const ServerSetup& setup, const SeccompProgram& seccomp, const protocol::Request& request,
                                 const Program& program, const int fds[3], SolverWorker& worker, AfterAnswer& after) {
    protocol::Response response{};
    response.magic = protocol::magic;
    setup.cgroup->prepare(request.memory, request.processes);
    const auto started = Clock::now();
    // Between tests the group holds the stopped worker alone; anything more is a thread or process the plugin
    // started unseen (it stopped its own loading early, say): that worker is done.
    if (worker.pid > 0 && setup.cgroup->thread_count() != 1) stop_worker(setup, worker);
    // Loading counts against the test that needed it: a plugin's constructors are its code too.
    bool ready = worker.pid > 0;
    if (!ready) {
        ready = start_worker(setup, seccomp, request, program, fds, started, worker, response);
        if (response.setup_failed) return response;
        worker.reusable = ready && setup.cgroup->thread_count() == 1;
    }
    const std::uint64_t baseline = setup.cgroup->memory_bytes_now();
    protocol::WorkerReply reply{};
    bool answered = false;
    if (ready) {
        ::kill(worker.pid, SIGCONT);
        const protocol::WorkerRequest work{protocol::magic, request.cpu_us, request.memory, request.output};
        if (send_with_fds(worker.socket, &work, sizeof work, fds, 3)) {
            for (;;) {
                pollfd watch{worker.socket, POLLIN, 0};
                if (::poll(&watch, 1, 10) > 0) {
                    answered = ::recv(worker.socket, &reply, sizeof reply, 0) == sizeof reply && reply.magic == protocol::magic;
                    break;
                }
                if (past_limits(setup, request, started, response)) break;
            }
        }
        if (!answered) response.signal = SIGKILL;  // the worker died or was killed at a limit
    }
    response.wall_us = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - started).count();
    if (!answered) setup.cgroup->kill_members(0);  // a test cut short: nothing of it runs on
    response.cpu_us = setup.cgroup->cpu_us().value_or(0);
    const std::uint64_t peak = setup.cgroup->peak_memory_bytes();
    response.memory_kib = (peak > baseline ? peak - baseline : 0) / 1024;
    response.memory_measured = 1;
    if (setup.cgroup->oom_kills() > 0) response.memory_limit = 1;
    if (answered) {
        response.exited = reply.exited;
        response.exit_code = reply.exit_code;
        response.signal = reply.signal;
        read_solver_ending(response);
    }
    const bool failed = !answered || !response.exited || response.exit_code != 0 || response.cpu_limit ||
                        response.wall_limit || response.memory_limit;
    if (failed || !worker.reusable) stop_worker(setup, worker);
    else after.settle_worker = true;
    return response;
}

void read_solver_ending(protocol::Response& response) {
    if (!response.exited) return;
    if (response.exit_code == protocol::solver_returned_ok) response.exit_code = 0;
    else if (response.exit_code == protocol::solver_returned_failed) response.exit_code = 1;
    else response.exited = 0;  // with no signal: "exited with code N before returning"
}

// Kills whatever the test left behind and stops the worker until the next test, once the answer is sent: the
// measurements are taken, and the judge need not wait for this.
void settle_worker(const ServerSetup& setup, const SolverWorker& worker) {
    setup.cgroup->kill_members(worker.pid);
    ::kill(worker.pid, SIGSTOP);
}

}  // namespace gavel::sandbox::server
