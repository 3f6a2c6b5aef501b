#include "posix/worker_spawner.hpp"

#include <signal.h>
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

    pid_t fork(const std::function<void()>& child) {
        std::unique_lock lock(mutex_);
        turn_.wait(lock, [&] { return pending_ == nullptr; });  // one request at a time
        Request request{&child};
        pending_ = &request;
        wake_.notify_one();
        turn_.wait(lock, [&] { return request.done; });
        if (request.pid < 0) {
            errno = request.error;
            throw_system_error("fork");
        }
        return request.pid;
    }

private:
    struct Request {
        const std::function<void()>* child;
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
            request.pid = ::fork();
            if (request.pid == 0) {
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

}  // namespace

pid_t fork_worker(const std::function<void()>& child) {
    // Never destroyed: the thread serves until the process ends, and exit() must not destroy what it waits on.
    static Spawner* const spawner = new Spawner;
    return spawner->fork(child);
}

}  // namespace gavel
