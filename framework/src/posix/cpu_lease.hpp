// A machine-wide lease on one CPU: while a box pinned to CPU n runs a program (a test, a compile), no other box
// of any gavel process on the machine runs one there. Each gavel pins its boxes without knowing of the others;
// six gradings at once on two cores made a 0.5 s program TLE on wall time. Box::run takes the lease before it
// sends the run to its box server, so the wait is never charged to the run.
//
// One lock file per CPU, taken with flock(): the kernel drops the lock when its holder dies, so a lease is never
// left stale. A second file per CPU, the door, makes waiting fair: a waiter holds the door while it waits for the
// CPU, so the holder, done with its test, cannot take the CPU straight back for its next one: it queues at the
// door behind the waiter. Waiting polls (a blocked flock() could not be interrupted) and ends when the caller's
// stop flag is set (Ctrl-C, SIGTERM).
//
// The folder: $GAVEL_CPU_LEASE_DIR when set; else /run/gavel, which root creates with mode 1777 so that every
// user's gavel shares root's leases (a user's gavel uses it whenever it exists); else $XDG_RUNTIME_DIR/gavel;
// else /tmp/gavel-cpu-lease-<uid>. The last two are a user's own: its gavels then share CPUs only among themselves.
#pragma once

#include <atomic>
#include <filesystem>
#include <string>

#include "base/unique_fd.hpp"

namespace gavel {

/// The folder of the lock files, as described above (not created).
std::filesystem::path cpu_lease_folder();

class CpuLease {
public:
    /// A lease on `cpu` (none, and every take() free, when cpu < 0). Opens the lock files now; when they cannot
    /// be opened (a folder that cannot be made, a lock file that is not a regular file) the lease is off and
    /// why() says so.
    explicit CpuLease(int cpu);

    /// Waits until the CPU is free (no other holder anywhere) and holds it until release(). False when `stop`
    /// was set while waiting (nothing is held then).
    bool take(const std::atomic<bool>* stop);
    void release();

    /// Why the lease is off ("" while it works).
    const std::string& why() const { return why_; }

    /// Holds the lease for a scope; held() is false when the wait was stopped.
    class Turn {
    public:
        Turn(CpuLease& lease, const std::atomic<bool>* stop) : lease_(lease), held_(lease.take(stop)) {}
        ~Turn() {
            if (held_) lease_.release();
        }
        Turn(const Turn&) = delete;
        Turn& operator=(const Turn&) = delete;
        bool held() const { return held_; }

    private:
        CpuLease& lease_;
        bool held_;
    };

private:
    int cpu_number_;
    UniqueFd cpu_;
    UniqueFd door_;
    std::string why_;
};

}  // namespace gavel
