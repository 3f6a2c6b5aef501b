// A machine-wide lease on one CPU: while a box runs a program (a test, a compile) on CPU n, no other box of any
// gavel process on the machine runs one there. Each gavel pins its boxes without knowing of the others; six
// gradings at once on two cores made a 0.5 s program TLE on wall time. Box::run takes the lease before it
// sends the run to its box server, so the wait is never charged to the run, and the run is pinned to the CPU
// it got. A box has a home CPU and takes another free one when home is busy: every gavel -j1 has the same home
// (the first CPU), and they would otherwise queue there while the other CPUs stood idle.
//
// One lock file per CPU, taken with flock(): the kernel drops the lock when its holder dies, so a lease is never
// left stale. A second file per CPU, the door, makes waiting fair: a waiter holds the door while it waits for the
// CPU, so the holder, done with its test, cannot take the CPU straight back for its next one: it queues at the
// door behind the waiter. Waiting polls (a blocked flock() could not be interrupted) and ends when the caller's
// stop flag is set (Ctrl-C, SIGTERM).
//
// A CPU whose door a waiter holds is that waiter's next: taking another CPU never passes a door.
//
// The folder: $GAVEL_CPU_LEASE_DIR when set; else /run/gavel, which root creates with mode 1777 so that every
// user's gavel shares root's leases (a user's gavel uses it whenever it exists); else $XDG_RUNTIME_DIR/gavel;
// else /tmp/gavel-cpu-lease-<uid>. The last two are a user's own: its gavels then share CPUs only among themselves.
#pragma once

#include <atomic>
#include <filesystem>
#include <string>
#include <vector>

#include "base/unique_fd.hpp"

namespace gavel {

/// The folder of the lock files, as described above (not created).
std::filesystem::path cpu_lease_folder();

/// The CPUs the calling thread may use, in order: box k is pinned to the k-th (mod their count).
std::vector<int> usable_cpus();

class CpuLease {
public:
    /// A lease on `home` (none, and every take() free, when home < 0), or on one of `others` when home is busy.
    /// Opens home's lock files now; when they cannot be opened (a folder that cannot be made, a lock file that is
    /// not a regular file) the lease is off and why() says so.
    explicit CpuLease(int home, std::vector<int> others = {});

    /// Waits until home or, unless `home_only`, one of the others is free (no other holder anywhere) and holds it
    /// until release(). False when `stop` was set while waiting (nothing is held then).
    bool take(const std::atomic<bool>* stop, bool home_only = false);
    void release();

    /// The CPU held since the last take(): home or another; home while the lease is off.
    int held_cpu() const { return held_cpu_; }

    /// Why the lease is off ("" while it works).
    const std::string& why() const { return why_; }

    /// Holds the lease for a scope; held() is false when the wait was stopped.
    class Turn {
    public:
        Turn(CpuLease& lease, const std::atomic<bool>* stop, bool home_only = false)
            : lease_(lease), held_(lease.take(stop, home_only)) {}
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
    bool take_other();

    int home_;
    std::vector<int> others_;
    std::filesystem::path folder_;
    UniqueFd cpu_;
    UniqueFd door_;
    UniqueFd other_cpu_;  // the lock of another CPU, while it is the one held
    int held_cpu_;
    std::string why_;
};

}  // namespace gavel
