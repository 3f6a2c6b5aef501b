#include "posix/worker_spawner.hpp"

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <thread>

#include "base/errors.hpp"

namespace gavel {
namespace {

// A clone into new namespaces has to be a raw system call, and a raw clone runs none of the C library's fork
// handlers: a lock that another thread of the judge held at that instant (malloc's, stdio's) would stay taken in
// the child for ever, and the box server allocates. So this thread forks first (the handlers run and the copy
// has one thread, which holds no lock), and the one-threaded copy makes the clone. CLONE_PARENT makes the new
// process a child of this thread, as if it had cloned it itself: the caller waits for it, and PR_SET_PDEATHSIG
// follows this thread. The copy reports the pid, or why the kernel refused, through a pipe, and exits.
// Returns 0 in the new process, its pid here, or -1 with errno set.
pid_t clone_into(unsigned long namespaces) {
    struct Report {
        pid_t pid;
        int error;
    };
    int report_pipe[2];
    if (::pipe2(report_pipe, O_CLOEXEC) != 0) return -1;
    const pid_t copy = ::fork();
    if (copy == 0) {
        const auto pid = static_cast<pid_t>(
            ::syscall(SYS_clone, namespaces | CLONE_PARENT | SIGCHLD, nullptr, nullptr, nullptr, nullptr));
        if (pid == 0) {
            ::close(report_pipe[0]);
            ::close(report_pipe[1]);
            return 0;
        }
        const Report report{pid, errno};
        (void)!::write(report_pipe[1], &report, sizeof report);
        ::_exit(0);
    }
    ::close(report_pipe[1]);
    Report report{-1, errno};
    if (copy > 0) {
        ssize_t got;
        while ((got = ::read(report_pipe[0], &report, sizeof report)) < 0 && errno == EINTR) {
        }
        if (got != static_cast<ssize_t>(sizeof report)) report = {-1, ECHILD};
        while (::waitpid(copy, nullptr, 0) < 0 && errno == EINTR) {
        }
    }
    ::close(report_pipe[0]);
    errno = report.error;
    return report.pid;
}

class Spawner {
public:
    Spawner() {
        // Every signal blocked: signals meant for the judge (Ctrl-C) go to its other threads, never to this one.
        sigset_t all, previous;
        sigfillset(&all);
        ::pthread_sigmask(SIG_SETMASK, &all, &previous);
        std::thread([this] { serve(); }).detach();
        ::pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    }

    /// Returns the child's pid, or -1 with errno set.
    pid_t fork(const std::function<void()>& child, unsigned long namespaces) {
        std::unique_lock lock(mutex_);
        turn_.wait(lock, [&] { return pending_ == nullptr; });  // one request at a time
        Request request{&child, namespaces};
        pending_ = &request;
        wake_.notify_one();
        turn_.wait(lock, [&] { return request.done; });
        errno = request.error;
        return request.pid;
    }

private:
    struct Request {
        const std::function<void()>* child;
        unsigned long namespaces = 0;
        pid_t pid = -1;
        int error = 0;
        bool done = false;
    };

    [[noreturn]] void serve() {
        for (;;) {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [&] { return pending_ != nullptr; });
            Request& request = *pending_;
            std::fflush(nullptr);  // so buffered judge output is not written again by the worker
            request.pid = request.namespaces == 0 ? ::fork() : clone_into(request.namespaces);
            if (request.pid == 0) {
                // This thread blocks every signal; the child starts with none blocked, as a fresh process would.
                sigset_t none;
                sigemptyset(&none);
                ::sigprocmask(SIG_SETMASK, &none, nullptr);
                // A plugin may call exit() in the worker: the judge's own exit handlers and static destructors
                // must not run in this copy of it (their objects belong to threads the copy does not have;
                // under ASan, the leak check would report the judge's whole heap). Registered last, this
                // handler runs first: whatever the child registered runs before it, stdio is flushed, and
                // the exit status stands.
                ::on_exit([](int status, void*) {
                    std::fflush(nullptr);
                    ::_exit(status);
                }, nullptr);
                (*request.child)();
                ::_exit(127);
            }
            request.error = errno;
            request.done = true;
            pending_ = nullptr;
            turn_.notify_all();
        }
    }

    std::mutex mutex_;
    std::condition_variable wake_, turn_;
    Request* pending_ = nullptr;
};

Spawner& spawner() {
    // Never destroyed: the thread serves until the process ends, and exit() must not destroy what it waits on.
    static Spawner* const instance = new Spawner;
    return *instance;
}

}  // namespace

pid_t fork_worker(const std::function<void()>& child) {
    const pid_t pid = spawner().fork(child, 0);
    if (pid < 0) throw_system_error("fork");
    return pid;
}

pid_t fork_worker_into(unsigned long namespaces, const std::function<void()>& child) {
    return spawner().fork(child, namespaces);
}

}  // namespace gavel
