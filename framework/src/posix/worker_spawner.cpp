#include "posix/worker_spawner.hpp"

#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <thread>

#include "base/errors.hpp"

namespace gavel {
namespace {

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
            request.pid = request.namespaces == 0
                              ? ::fork()
                              : static_cast<pid_t>(::syscall(SYS_clone, request.namespaces | SIGCHLD, nullptr, nullptr,
                                                             nullptr, nullptr));
            if (request.pid == 0) {
                // This thread blocks every signal; the child starts with none blocked, as a fresh process would.
                sigset_t none;
                sigemptyset(&none);
                ::sigprocmask(SIG_SETMASK, &none, nullptr);
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
