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
    if (worker.socket >= 0) ::close(worker.socket);
    worker = {};
}

std::string start_worker(const ServerSetup& setup, const SeccompProgram& seccomp, const protocol::Request& request,
                         const Program& program, SolverWorker& worker) {
    int pair[2];
    if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0) return "socketpair failed";
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(pair[0]);
        if (!setup.cgroup->join()) _exit(exec_failed_code);
        ::setpgid(0, 0);
        if (::dup2(pair[1], 3) < 0) _exit(exec_failed_code);
        ::syscall(SYS_close_range, 4u, ~0u, 0u);
        const int null = ::open("/dev/null", O_RDWR);
        for (int fd = 0; fd < 3; ++fd) ::dup2(null, fd);
        if (::chdir("/box/work") != 0) _exit(exec_failed_code);
        set_limit(RLIMIT_STACK, request.memory);
        set_limit(RLIMIT_NOFILE, 256);
        set_limit(RLIMIT_CORE, 0);
        const gid_t group = unprivileged;
        if (::geteuid() == 0 && (::setgroups(1, &group) != 0 || ::setgid(unprivileged) != 0 || ::setuid(unprivileged) != 0))
            _exit(exec_failed_code);
        if (seccomp.install() != 0) _exit(exec_failed_code);
        std::string serve = "--serve";
        char* argv[] = {program.argv[0], serve.data(), program.argv[1], nullptr};
        // Every symbol bound while the worker loads, once: a lazily bound call made first in a test's child
        // walks the loader's tables and writes the GOT there, page faults every fresh child would pay again.
        std::string bind_now = "LD_BIND_NOW=1";
        char* envp[] = {bind_now.data(), nullptr};
        ::execve(program.path.c_str(), argv, envp);
        _exit(exec_failed_code);
    }
    ::close(pair[1]);
    if (pid < 0) {
        ::close(pair[0]);
        return "fork failed";
    }
    worker = {pid, pair[0]};
    protocol::WorkerReady ready{};
    pollfd watch{worker.socket, POLLIN, 0};
    const int wait_ms = static_cast<int>(std::max<std::int64_t>(1000, request.wall_us / 1000));
    if (::poll(&watch, 1, wait_ms) <= 0 || ::recv(worker.socket, &ready, sizeof ready, 0) != sizeof ready ||
        ready.magic != protocol::magic || !ready.loaded) {
        const std::string why = ready.loaded == 0 && ready.magic == protocol::magic ? ready.error : "the worker did not start";
        stop_worker(setup, worker);
        return why;
    }
    return {};
}

}  // namespace

protocol::Response run_in_worker(const ServerSetup& setup, const SeccompProgram& seccomp, const protocol::Request& request,
                                 const Program& program, const int fds[3], SolverWorker& worker, AfterAnswer& after) {
    protocol::Response response{};
    response.magic = protocol::magic;
    setup.cgroup->prepare(request.memory, request.processes);
    const auto started = Clock::now();
    // Loading counts against the test that needed it: a plugin's constructors are its code too.
    if (worker.pid < 0) {
        if (const std::string error = start_worker(setup, seccomp, request, program, worker); !error.empty()) {
            response.setup_failed = 1;
            copy_text(response.setup_error, sizeof response.setup_error, "the Solver plugin worker: " + error);
            return response;
        }
    } else {
        ::kill(worker.pid, SIGCONT);
    }
    const std::uint64_t baseline = setup.cgroup->memory_bytes_now();
    const protocol::WorkerRequest work{protocol::magic, request.cpu_us, request.memory, request.output};
    protocol::WorkerReply reply{};
    bool answered = false;
    if (send_with_fds(worker.socket, &work, sizeof work, fds, 3)) {
        const auto wall_limit = std::chrono::microseconds(request.wall_us);
        for (;;) {
            pollfd watch{worker.socket, POLLIN, 0};
            if (::poll(&watch, 1, 10) > 0) {
                answered = ::recv(worker.socket, &reply, sizeof reply, 0) == sizeof reply && reply.magic == protocol::magic;
                break;
            }
            if (setup.cgroup->cpu_us().value_or(0) > request.cpu_us) {
                response.cpu_limit = 1;
                break;
            }
            if (Clock::now() - started > wall_limit) {
                response.wall_limit = 1;
                break;
            }
        }
    }
    response.wall_us = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - started).count();
    if (!answered) setup.cgroup->kill_members(0);  // a test cut short: nothing of it runs on
    response.cpu_us = setup.cgroup->cpu_us().value_or(0);
    const std::uint64_t peak = setup.cgroup->peak_memory_bytes();
    response.memory_kib = (peak > baseline ? peak - baseline : 0) / 1024;
    if (setup.cgroup->oom_kills() > 0) response.memory_limit = 1;
    if (answered) {
        response.exited = reply.exited;
        response.exit_code = reply.exit_code;
        response.signal = reply.signal;
        read_solver_ending(response);
    } else {
        response.signal = SIGKILL;  // the worker died or was killed at a limit
    }
    const bool failed = !answered || !response.exited || response.exit_code != 0 || response.cpu_limit ||
                        response.wall_limit || response.memory_limit;
    if (failed) stop_worker(setup, worker);
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
