// Per-box control groups: memory limit and peak, OOM kills, process count, total CPU time.
//
// cgroup v1 (one hierarchy per controller, as on this machine) and v2 (one unified hierarchy) differ in file
// names only; both are reached through directory descriptors opened before the box hides the host's
// filesystem, so the box keeps using them after pivot_root.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gavel::sandbox {

class RunCgroup {
public:
    /// Creates this box's groups under the judge's own; nullopt (and `why`) where cgroups are not writable.
    static std::optional<RunCgroup> create(const std::string& name, std::string& why);
    RunCgroup(RunCgroup&& other) noexcept;
    RunCgroup& operator=(RunCgroup&&) = delete;
    ~RunCgroup();

    /// Before a run: set the limits and clear the counters. Returns false if a write failed.
    bool prepare(std::uint64_t memory_bytes, std::uint32_t max_processes);
    /// Moves the calling process (and so all it will start) into the groups.
    bool join() const;
    /// Total CPU time of every process that ran in the group since prepare(), in microseconds (v1 cpuacct or
    /// v2 cpu.stat); nullopt when no CPU controller is available.
    std::optional<std::int64_t> cpu_us() const;
    std::uint64_t peak_memory_bytes() const;
    std::uint64_t memory_bytes_now() const;
    /// SIGKILL to every process in the group but `keep` (0: none); the pids are those of the caller's namespace.
    void kill_members(int keep) const;
    /// Threads of every process in the group now (v1 `tasks`, v2 `cgroup.threads`).
    std::size_t thread_count() const;
    /// OOM kills since prepare().
    std::uint64_t oom_kills() const;
    bool unified() const { return unified_; }
    /// Every descriptor it holds: what the box server keeps when it closes the rest of what it inherited.
    std::vector<int> descriptors() const;

private:
    RunCgroup() = default;
    struct CachedFile {
        int dir = -1;
        const char* name = nullptr;
        int flags = 0;
        int fd = -1;
    };
    void open_per_run_files();
    void keep_open(int dir, const char* name, int flags);
    int file(int dir, const char* name, int flags) const;  // the cached descriptor, or -1
    bool write_at(int dir, const char* name, const std::string& value) const;
    std::string read_at(int dir, const char* name) const;
    bool unified_ = false;
    int memory_ = -1, pids_ = -1, cpu_ = -1;  // directory descriptors (all the same one on v2)
    std::string memory_path_, pids_path_, cpu_path_;
    std::uint64_t oom_kills_before_ = 0;
    std::int64_t cpu_before_ = 0;
    std::uint64_t memory_limit_ = 0;     // the limits last written (0: unknown)
    std::uint32_t processes_limit_ = 0;
    std::array<CachedFile, 12> files_{};
};

}  // namespace gavel::sandbox
