#include "gavel/isolated_call.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <utility>

#include "gavel/errors.hpp"

namespace gavel {
namespace {

// Exit codes a worker uses for endings that are not a gavel_status (those are 0..5).
constexpr int exit_output_limit = 120;
constexpr int exit_threw = 121;

using Clock = std::chrono::steady_clock;

class Fd {
public:
    explicit Fd(int fd = -1) : fd_(fd) {}
    Fd(Fd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
    Fd& operator=(Fd&& other) noexcept {
        reset(std::exchange(other.fd_, -1));
        return *this;
    }
    ~Fd() { reset(); }
    int get() const { return fd_; }
    void reset(int fd = -1) {
        if (fd_ >= 0) ::close(fd_);
        fd_ = fd;
    }

private:
    int fd_;
};

struct Pipe {
    Fd read, write;
};

Pipe make_pipe() {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) throw_system_error("pipe2");
    return {Fd(fds[0]), Fd(fds[1])};
}

std::uint64_t resident_kib_now() {
    long pages_total = 0, pages_resident = 0;
    if (FILE* statm = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(statm, "%ld %ld", &pages_total, &pages_resident) != 2) pages_resident = 0;
        std::fclose(statm);
    }
    return static_cast<std::uint64_t>(pages_resident) * static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE)) / 1024;
}

std::uint64_t address_space_bytes_now() {
    long pages_total = 0;
    if (FILE* statm = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(statm, "%ld", &pages_total) != 1) pages_total = 0;
        std::fclose(statm);
    }
    return static_cast<std::uint64_t>(pages_total) * static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
}

// What the worker's writers need: where to write and how much is still allowed.
struct WorkerSink {
    int fd;
    std::uint64_t remaining;
    bool is_output;
};

int worker_write(void* context, const char* data, std::size_t size) {
    auto* sink = static_cast<WorkerSink*>(context);
    if (size > sink->remaining) {
        if (sink->is_output) _exit(exit_output_limit);
        size = static_cast<std::size_t>(sink->remaining);  // messages are cut, never fatal
    }
    sink->remaining -= size;
    while (size > 0) {
        const ssize_t written = ::write(sink->fd, data, size);
        if (written < 0) {
            if (errno == EINTR) continue;
            return 1;
        }
        data += written;
        size -= static_cast<std::size_t>(written);
    }
    return 0;
}

void set_limit(int resource, rlim_t soft, rlim_t hard) {
    const rlimit limit{soft, hard};
    ::setrlimit(resource, &limit);
}

// Runs in the worker: limits first, then the function; never returns.
[[noreturn]] void run_worker(const IsolatedFunction& function, const CallLimits& limits, int output_fd,
                             int message_fd) {
    // The judge's signal handlers (a test framework's, a Ctrl-C handler) must not run in the worker:
    // a crash there has to end the worker with its own signal.
    for (int signal_number = 1; signal_number < NSIG; ++signal_number) ::signal(signal_number, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    // The function may grow by the memory limit beyond what the worker maps now (the judge's own pages).
    const rlim_t address_space = address_space_bytes_now() + limits.memory;
    set_limit(RLIMIT_AS, address_space, address_space);
    set_limit(RLIMIT_STACK, limits.memory, limits.memory);
    set_limit(RLIMIT_CORE, 0, 0);
    // Exact CPU limit by a CPU-clock timer; RLIMIT_CPU is the backstop should the timer be lost.
    timer_t timer;
    sigevent event{};
    event.sigev_notify = SIGEV_SIGNAL;
    event.sigev_signo = SIGXCPU;
    if (::timer_create(CLOCK_PROCESS_CPUTIME_ID, &event, &timer) == 0) {
        itimerspec when{};
        const auto micros = limits.cpu.count() + 1000;  // 1 ms grace: the judge decides on the measured time
        when.it_value.tv_sec = micros / 1000000;
        when.it_value.tv_nsec = (micros % 1000000) * 1000;
        ::timer_settime(timer, 0, &when, nullptr);
    }
    const auto cpu_seconds = static_cast<rlim_t>(std::ceil(static_cast<double>(limits.cpu.count()) / 1e6)) + 1;
    set_limit(RLIMIT_CPU, cpu_seconds, cpu_seconds + 1);

    WorkerSink output{output_fd, limits.output, true};
    WorkerSink message{message_fd, limits.message, false};
    const gavel_writer output_writer{&output, &worker_write};
    const gavel_writer message_writer{&message, &worker_write};
    int status = GAVEL_FAILED;
    try {
        status = function(&output_writer, &message_writer);
    } catch (...) {
        _exit(exit_threw);
    }
    _exit(status >= 0 && status < exit_output_limit ? status : GAVEL_FAILED);
}

// Appends what is readable on `fd` to `into`, keeping at most `cap` bytes. Returns false at end of file.
bool drain(int fd, std::string& into, std::uint64_t cap) {
    char buffer[65536];
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got == 0) return false;
    if (got < 0) return errno == EINTR || errno == EAGAIN;
    const auto room = cap > into.size() ? cap - into.size() : 0;
    into.append(buffer, static_cast<std::size_t>(std::min<std::uint64_t>(room, static_cast<std::uint64_t>(got))));
    return true;
}

int open_pidfd(pid_t pid) { return static_cast<int>(::syscall(SYS_pidfd_open, pid, 0)); }

}  // namespace

std::string CallResult::describe() const {
    switch (ending) {
        case Ending::returned: return "returned status " + std::to_string(status);
        case Ending::crashed:
            if (signal != 0) return "killed by signal " + std::to_string(signal) + " (" + strsignal(signal) + ")";
            if (exit_code == exit_threw) return "threw an exception across the plugin boundary";
            return "exited with code " + std::to_string(exit_code);
        case Ending::cpu_limit: return "CPU time limit exceeded";
        case Ending::wall_limit: return "wall-clock time limit exceeded";
        case Ending::memory_limit: return "memory limit exceeded";
        case Ending::output_limit: return "output limit exceeded";
        case Ending::not_started: return "could not be started";
    }
    return "unknown ending";
}

CallResult call_isolated(const IsolatedFunction& function, const CallLimits& limits) {
    Pipe output_pipe = make_pipe();
    Pipe message_pipe = make_pipe();
    const std::uint64_t baseline_kib = resident_kib_now();
    std::fflush(nullptr);  // so buffered judge output is not written twice by the worker

    const auto started = Clock::now();
    const pid_t pid = ::fork();
    if (pid < 0) throw_system_error("fork");
    if (pid == 0) {
        output_pipe.read.reset();
        message_pipe.read.reset();
        run_worker(function, limits, output_pipe.write.get(), message_pipe.write.get());
    }
    output_pipe.write.reset();
    message_pipe.write.reset();
    Fd pidfd(open_pidfd(pid));

    CallResult result;
    bool output_open = true, message_open = true, exited = false, killed_for_wall = false;
    const auto deadline = started + limits.wall;
    while (output_open || message_open || !exited) {
        pollfd fds[3];
        nfds_t count = 0;
        if (output_open) fds[count++] = {output_pipe.read.get(), POLLIN, 0};
        if (message_open) fds[count++] = {message_pipe.read.get(), POLLIN, 0};
        if (!exited && pidfd.get() >= 0) fds[count++] = {pidfd.get(), POLLIN, 0};
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        const int timeout = killed_for_wall ? -1 : static_cast<int>(std::max<long long>(0, left) + 1);
        const int ready = ::poll(fds, count, pidfd.get() >= 0 ? timeout : std::min(timeout, 10));
        if (ready < 0 && errno != EINTR) throw_system_error("poll");
        for (nfds_t i = 0; i < count && ready > 0; ++i) {
            if (fds[i].revents == 0) continue;
            if (fds[i].fd == output_pipe.read.get()) output_open = drain(fds[i].fd, result.output, limits.output + 1);
            else if (fds[i].fd == message_pipe.read.get()) message_open = drain(fds[i].fd, result.message, limits.message);
            else exited = true;
        }
        if (pidfd.get() < 0 && !exited) {  // no pidfd (old kernel): look without reaping
            siginfo_t info{};
            exited = ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid;
        }
        if (!killed_for_wall && Clock::now() >= deadline) {
            // Kill the worker; its pipes close with it, unless it passed them on, so stop reading too.
            ::kill(pid, SIGKILL);
            killed_for_wall = true;
            output_open = message_open = false;
        }
    }

    int wait_status = 0;
    rusage usage{};
    while (::wait4(pid, &wait_status, 0, &usage) < 0)
        if (errno != EINTR) throw_system_error("wait4");
    result.wall = std::chrono::duration_cast<Duration>(Clock::now() - started);
    result.cpu = Duration(usage.ru_utime.tv_sec * 1000000LL + usage.ru_utime.tv_usec + usage.ru_stime.tv_sec * 1000000LL +
                          usage.ru_stime.tv_usec);
    const auto peak_kib = static_cast<std::uint64_t>(usage.ru_maxrss);
    result.memory_kib = peak_kib > baseline_kib ? peak_kib - baseline_kib : 0;

    if (WIFEXITED(wait_status)) {
        result.exit_code = WEXITSTATUS(wait_status);
        if (result.exit_code <= GAVEL_FAILED) {
            result.ending = CallResult::Ending::returned;
            result.status = result.exit_code;
        } else if (result.exit_code == exit_output_limit) {
            result.ending = CallResult::Ending::output_limit;
        }
    } else if (WIFSIGNALED(wait_status)) {
        result.signal = WTERMSIG(wait_status);
    }
    // The order matters: a worker killed at a limit also shows a signal, and the limit is the reason.
    if (killed_for_wall) result.ending = CallResult::Ending::wall_limit;
    if (result.cpu > limits.cpu || result.signal == SIGXCPU) result.ending = CallResult::Ending::cpu_limit;
    else if (result.ending == CallResult::Ending::returned && result.status == GAVEL_OUT_OF_MEMORY)
        result.ending = CallResult::Ending::memory_limit;
    else if (result.memory_kib * 1024 > limits.memory) result.ending = CallResult::Ending::memory_limit;
    if (result.output.size() > limits.output) result.ending = CallResult::Ending::output_limit;
    return result;
}

}  // namespace gavel
