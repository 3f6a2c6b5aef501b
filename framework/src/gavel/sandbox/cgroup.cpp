#include "gavel/sandbox/cgroup.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <utility>

namespace gavel::sandbox {
namespace {

constexpr const char* root = "/sys/fs/cgroup";

// "/sys/fs/cgroup/<controller>/<the judge's own group>" from /proc/self/cgroup ("4:memory:/a/b", "0::/a").
std::string own_group(const std::string& controller) {
    std::ifstream in("/proc/self/cgroup");
    std::string line;
    while (std::getline(in, line)) {
        const auto first = line.find(':'), second = line.find(':', first + 1);
        if (first == std::string::npos || second == std::string::npos) continue;
        const std::string controllers = line.substr(first + 1, second - first - 1);
        std::stringstream names(controllers);
        std::string name;
        bool match = controller.empty() && controllers.empty();
        while (!match && std::getline(names, name, ',')) match = name == controller;
        if (match) return std::string(root) + (controller.empty() ? "" : "/" + controller) + line.substr(second + 1);
    }
    return {};
}

bool write_at(int dir, const char* file, const std::string& value) {
    const int fd = ::openat(dir, file, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return false;
    const bool ok = ::write(fd, value.data(), value.size()) == static_cast<ssize_t>(value.size());
    ::close(fd);
    return ok;
}

std::string read_at(int dir, const char* file) {
    const int fd = ::openat(dir, file, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return {};
    char buffer[4096];
    const ssize_t got = ::read(fd, buffer, sizeof buffer - 1);
    ::close(fd);
    return got > 0 ? std::string(buffer, static_cast<std::size_t>(got)) : std::string();
}

// The number after `key` in a "key value" per line file (memory.oom_control, memory.events, cpu.stat).
std::uint64_t field(const std::string& text, const std::string& key) {
    std::stringstream lines(text);
    std::string name;
    std::uint64_t value = 0;
    while (lines >> name >> value)
        if (name == key) return value;
    return 0;
}

// Makes `parent/name` and opens it; -1 when the controller is absent or not writable.
int make_group(const std::string& parent, const std::string& name, std::string& path) {
    if (parent.empty()) return -1;
    path = parent + "/" + name;
    if (::mkdir(path.c_str(), 0755) != 0 && errno != EEXIST) return -1;
    return ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
}

}  // namespace

std::optional<RunCgroup> RunCgroup::create(const std::string& name, std::string& why) {
    RunCgroup group;
    struct stat info {};
    group.unified_ = ::stat("/sys/fs/cgroup/cgroup.controllers", &info) == 0;
    if (group.unified_) {
        const std::string parent = own_group("");
        // v2 puts no process in an inner group: our children live beside the judge, in its parent's subtree
        // only if the judge's group delegates; we try ours and give up cleanly otherwise.
        group.memory_ = make_group(parent, name, group.memory_path_);
        if (group.memory_ >= 0) {
            write_at(group.memory_, "cgroup.subtree_control", "");
            group.pids_ = ::dup(group.memory_);
            group.cpu_ = ::dup(group.memory_);
            group.pids_path_ = group.cpu_path_ = group.memory_path_;
        }
    } else {
        group.memory_ = make_group(own_group("memory"), name, group.memory_path_);
        group.pids_ = make_group(own_group("pids"), name, group.pids_path_);
        group.cpu_ = make_group(own_group("cpuacct"), name, group.cpu_path_);
    }
    if (group.memory_ < 0) {
        why = "cannot create a memory control group under " + std::string(root) + ": " + std::strerror(errno);
        return std::nullopt;
    }
    return group;
}

RunCgroup::RunCgroup(RunCgroup&& other) noexcept
    : unified_(other.unified_),
      memory_(std::exchange(other.memory_, -1)),
      pids_(std::exchange(other.pids_, -1)),
      cpu_(std::exchange(other.cpu_, -1)),
      memory_path_(std::move(other.memory_path_)),
      pids_path_(std::move(other.pids_path_)),
      cpu_path_(std::move(other.cpu_path_)) {}

RunCgroup::~RunCgroup() {
    for (int fd : {memory_, pids_, cpu_})
        if (fd >= 0) ::close(fd);
    // The groups are empty once every process of the box is gone; a group still in use stays (rmdir fails).
    for (const auto* path : {&cpu_path_, &pids_path_, &memory_path_})
        if (!path->empty()) ::rmdir(path->c_str());
}

bool RunCgroup::prepare(std::uint64_t memory_bytes, std::uint32_t max_processes) {
    // Each write costs a few microseconds and most runs of a box have the same limits: write what changed.
    bool ok = true;
    const std::string bytes = std::to_string(memory_bytes);
    if (memory_bytes != memory_limit_) {
        if (unified_) {
            ok = write_at(memory_, "memory.max", bytes) && ok;
            write_at(memory_, "memory.swap.max", "0");
        } else {
            // memsw must never be below the plain limit: lift it, set the limit, then bring memsw down to it.
            write_at(memory_, "memory.memsw.limit_in_bytes", "-1");
            ok = write_at(memory_, "memory.limit_in_bytes", bytes) && ok;
            write_at(memory_, "memory.memsw.limit_in_bytes", bytes);
        }
        memory_limit_ = ok ? memory_bytes : 0;
    }
    if (max_processes != processes_limit_ && pids_ >= 0) {
        const bool written = write_at(pids_, "pids.max", std::to_string(max_processes));
        processes_limit_ = written ? max_processes : 0;
        ok = written && ok;
    }
    if (unified_) {
        write_at(memory_, "memory.peak", "0");  // resets the peak on kernels that allow it
        oom_kills_before_ = field(read_at(memory_, "memory.events"), "oom_kill");
    } else {
        write_at(memory_, "memory.max_usage_in_bytes", "0");
        oom_kills_before_ = field(read_at(memory_, "memory.oom_control"), "oom_kill");
    }
    cpu_before_ = 0;  // cpu_us() subtracts the baseline: read the raw total
    cpu_before_ = cpu_us().value_or(0);
    return ok;
}

bool RunCgroup::join() const {
    bool ok = write_at(memory_, "cgroup.procs", "0");
    if (!unified_) {
        if (pids_ >= 0) ok = write_at(pids_, "cgroup.procs", "0") && ok;
        if (cpu_ >= 0) ok = write_at(cpu_, "cgroup.procs", "0") && ok;
    }
    return ok;
}

std::optional<std::int64_t> RunCgroup::cpu_us() const {
    if (cpu_ < 0) return std::nullopt;
    if (unified_) {
        const std::string stat = read_at(cpu_, "cpu.stat");
        if (stat.empty()) return std::nullopt;
        return static_cast<std::int64_t>(field(stat, "usage_usec")) - cpu_before_;
    }
    const std::string usage = read_at(cpu_, "cpuacct.usage");
    if (usage.empty()) return std::nullopt;
    return static_cast<std::int64_t>(std::stoull(usage) / 1000) - cpu_before_;
}

std::uint64_t RunCgroup::peak_memory_bytes() const {
    const std::string text = read_at(memory_, unified_ ? "memory.peak" : "memory.max_usage_in_bytes");
    return text.empty() ? 0 : std::stoull(text);
}

std::uint64_t RunCgroup::memory_bytes_now() const {
    const std::string text = read_at(memory_, unified_ ? "memory.current" : "memory.usage_in_bytes");
    return text.empty() ? 0 : std::stoull(text);
}

void RunCgroup::kill_members(int keep) const {
    // cgroup.procs is longer than one read may return when a fork bomb filled it: read it whole.
    const int fd = ::openat(memory_, "cgroup.procs", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    std::string text;
    char buffer[4096];
    for (ssize_t got; (got = ::read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<std::size_t>(got));
    ::close(fd);
    std::stringstream pids(text);
    for (int pid; pids >> pid;)
        if (pid != keep && pid > 0) ::kill(pid, SIGKILL);
}

std::uint64_t RunCgroup::oom_kills() const {
    const std::uint64_t now = unified_ ? field(read_at(memory_, "memory.events"), "oom_kill")
                                       : field(read_at(memory_, "memory.oom_control"), "oom_kill");
    return now - oom_kills_before_;
}

}  // namespace gavel::sandbox
