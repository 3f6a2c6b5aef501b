// What a run leaves in the box's IPC namespace: System V shared memory segments, semaphore sets and message
// queues, and POSIX message queues. The namespace lives as long as the box, so anything left there would carry
// state from one test to the next; the server removes it all after every run.
//
// A fresh IPC namespace per run would do the same, but making and tearing one down costs 1.2-1.8 ms here
// (clone with CLONE_NEWIPC against without, 500 runs), more than the rest of a run; a sweep of an empty
// namespace is four system calls and one getdents64.
#pragma once

namespace gavel::sandbox {

class IpcSweep {
public:
    /// Opens the namespace's message-queue filesystem (a mount of its own, attached nowhere a program can see).
    /// Call as root inside the box's IPC namespace. Without it (an old kernel) only System V objects are swept.
    IpcSweep();
    ~IpcSweep();
    IpcSweep(const IpcSweep&) = delete;
    IpcSweep& operator=(const IpcSweep&) = delete;

    /// Removes every IPC object of the namespace. Call when no process of a run is left to make new ones.
    void sweep() const;

private:
    int queues_ = -1;  // the root folder of the message-queue filesystem
};

}  // namespace gavel::sandbox
