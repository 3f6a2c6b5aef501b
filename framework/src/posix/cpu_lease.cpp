#include "posix/cpu_lease.hpp"

#include <fcntl.h>
#include <sched.h>
#include <spdlog/spdlog.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <thread>

namespace gavel {
namespace {

const std::filesystem::path machine_folder = "/run/gavel";

// How long a waiter sleeps between tries: short at first (a test of a few milliseconds hands over quickly),
// then at most 10 ms, so that a waiting gavel wakes a hundred times a second at most on a CPU another runs on.
constexpr auto first_pause = std::chrono::microseconds(250);
constexpr auto longest_pause = std::chrono::milliseconds(10);
// A wait longer than this is said once in the log: the holder may be a stuck or hostile process.
constexpr auto long_wait = std::chrono::seconds(10);

std::string system_error(const std::filesystem::path& path, const char* what) {
    return path.string() + ": " + what + ": " + std::strerror(errno);
}

// Records why the lease is off; returns false (make_folder) or -1 (open_lock_file) for the caller to pass on.
bool refuse(std::string& why, std::string text) {
    why = std::move(text);
    return false;
}
int refuse_fd(std::string& why, std::string text) {
    why = std::move(text);
    return -1;
}

// Makes the folder. /run/gavel, made by root, is open to every user (1777, as /tmp) so that their gavels lease
// from the same files; a user's own folder is theirs alone, and one that someone else made is not used.
bool make_folder(const std::filesystem::path& folder, std::string& why) {
    const bool shared = folder == machine_folder;
    if (::mkdir(folder.c_str(), shared ? 0755 : 0700) == 0) {
        if (shared && ::chmod(folder.c_str(), 01777) != 0) return refuse(why, system_error(folder, "chmod"));
        return true;
    }
    if (errno != EEXIST) {
        std::error_code error;  // $GAVEL_CPU_LEASE_DIR may name a folder whose parents do not exist yet
        if (shared || !std::filesystem::create_directories(folder, error)) return refuse(why, system_error(folder, "mkdir"));
        return true;
    }
    struct stat info {};
    if (::stat(folder.c_str(), &info) != 0) return refuse(why, system_error(folder, "stat"));
    if (!S_ISDIR(info.st_mode)) return refuse(why, folder.string() + ": not a folder");
    if (!shared && info.st_uid != ::geteuid()) return refuse(why, folder.string() + ": belongs to another user");
    return true;
}

// Opens a lock file, making it when missing. Read-only (flock needs no more) and without following a link or
// blocking on a FIFO: in a folder every user may write, something planted under the lock file's name must not
// make root open, block on or change another file. Only a file made here is opened up to every user.
int open_lock_file(const std::filesystem::path& file, std::string& why) {
    for (int tries = 0; tries < 3; ++tries) {
        int fd = ::open(file.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0 && errno == ENOENT) {
            fd = ::open(file.c_str(), O_RDONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0666);
            if (fd < 0 && errno == EEXIST) continue;  // another gavel made it first: open theirs
            if (fd >= 0) ::fchmod(fd, 0666);          // past the umask, for every user's gavel
        }
        if (fd < 0) return refuse_fd(why, system_error(file, "open"));
        struct stat info {};
        if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
            ::close(fd);
            return refuse_fd(why, file.string() + ": not a regular file");
        }
        return fd;
    }
    return refuse_fd(why, file.string() + ": made and removed again while opening it");
}

// Says once per wait that it is long: the holder may be a stuck or hostile process.
class LongWait {
public:
    explicit LongWait(int cpu) : cpu_(cpu) {}
    void check() {
        if (said_ || std::chrono::steady_clock::now() - started_ < long_wait) return;
        said_ = true;
        spdlog::info("waiting for CPU {}: another gavel on this machine has been using it for over {} s ({})", cpu_,
                     long_wait.count(), cpu_lease_folder().string());
    }

private:
    int cpu_;
    std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
    bool said_ = false;
};

enum class Try { taken, busy, failed };

// Tries a lock without blocking.
Try try_lock(int fd) {
    while (::flock(fd, LOCK_EX | LOCK_NB) != 0)
        if (errno != EINTR) return errno == EWOULDBLOCK ? Try::busy : Try::failed;
    return Try::taken;
}

std::string lock_name(int cpu, const char* kind) { return "cpu-" + std::to_string(cpu) + "." + kind; }

}  // namespace

std::vector<int> usable_cpus() {
    std::vector<int> list;
    cpu_set_t cpus;
    if (::sched_getaffinity(0, sizeof cpus, &cpus) == 0)
        for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
            if (CPU_ISSET(cpu, &cpus)) list.push_back(cpu);
    return list;
}

std::filesystem::path cpu_lease_folder() {
    if (const char* chosen = std::getenv("GAVEL_CPU_LEASE_DIR"); chosen != nullptr && *chosen != '\0') return chosen;
    if (::geteuid() == 0) return machine_folder;
    struct stat info {};
    if (::stat(machine_folder.c_str(), &info) == 0 && S_ISDIR(info.st_mode) && ::access(machine_folder.c_str(), W_OK | X_OK) == 0)
        return machine_folder;
    if (const char* runtime = std::getenv("XDG_RUNTIME_DIR"); runtime != nullptr && *runtime == '/')
        return std::filesystem::path(runtime) / "gavel";
    return "/tmp/gavel-cpu-lease-" + std::to_string(::geteuid());
}

CpuLease::CpuLease(int home, std::vector<int> others) : home_(home), others_(std::move(others)), held_cpu_(home) {
    if (home < 0) return;
    std::erase(others_, home);
    folder_ = cpu_lease_folder();
    if (make_folder(folder_, why_)) {
        cpu_.reset(open_lock_file(folder_ / lock_name(home, "lock"), why_));
        if (cpu_.get() >= 0) door_.reset(open_lock_file(folder_ / lock_name(home, "door"), why_));
        if (door_.get() < 0) cpu_.reset();
    }
    if (!why_.empty()) {
        // Judging still works, only as before the lease: boxes of other gavels may share this CPU.
        static std::atomic<bool> said{false};
        if (!said.exchange(true)) spdlog::warn("no machine-wide CPU lease ({}); other gavels may run tests on the same CPUs", why_);
    }
}

// Another CPU, when one is free and no waiter stands at its door. Its lock files are opened for the try only:
// kept open, a box per CPU would hold two descriptors per CPU of the machine.
bool CpuLease::take_other() {
    std::string ignored;
    for (const int cpu : others_) {
        const UniqueFd door(open_lock_file(folder_ / lock_name(cpu, "door"), ignored));
        if (door.get() < 0 || try_lock(door.get()) != Try::taken) continue;
        UniqueFd lock(open_lock_file(folder_ / lock_name(cpu, "lock"), ignored));
        if (lock.get() >= 0 && try_lock(lock.get()) == Try::taken) {
            other_cpu_ = std::move(lock);
            held_cpu_ = cpu;
            return true;  // the door is let go as it closes
        }
    }
    return false;
}

// Polls rather than blocks: a thread blocked in flock() would not see the stop flag, and Ctrl-C must end the
// judge within seconds even while another gavel holds the CPU. Home's door is held while waiting, so a holder
// coming back for its next test queues behind us; another CPU is taken as soon as one is free.
bool CpuLease::take(const std::atomic<bool>* stop, bool home_only) {
    held_cpu_ = home_;
    if (cpu_.get() < 0) return true;  // off: there is nothing to wait for
    auto pause = std::chrono::duration_cast<std::chrono::microseconds>(first_pause);
    LongWait long_wait(home_);
    bool at_door = false;
    for (;;) {
        // A lock the kernel will not take at all (not a busy one) holds nothing back: judged as without a lease.
        const Try door = at_door ? Try::taken : try_lock(door_.get());
        at_door = door == Try::taken;
        const Try turn = at_door ? try_lock(cpu_.get()) : Try::busy;
        if (door == Try::failed || turn != Try::busy) {
            if (at_door) ::flock(door_.get(), LOCK_UN);
            return true;
        }
        if (!home_only && take_other()) {
            if (at_door) ::flock(door_.get(), LOCK_UN);
            return true;
        }
        if (stop != nullptr && stop->load()) {
            if (at_door) ::flock(door_.get(), LOCK_UN);
            return false;
        }
        long_wait.check();
        std::this_thread::sleep_for(pause);
        pause = std::min<std::chrono::microseconds>(pause * 2, longest_pause);
    }
}

void CpuLease::release() {
    if (other_cpu_.get() >= 0) other_cpu_.reset();  // closing the only descriptor lets the lock go
    else if (cpu_.get() >= 0) ::flock(cpu_.get(), LOCK_UN);
    held_cpu_ = home_;
}

}  // namespace gavel
