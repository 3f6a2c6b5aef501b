#include "plugin/call_meter.hpp"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>

namespace gavel {
namespace {

// Bounds how stale the resident size and address space at a call's start can be (see take_baseline).
constexpr int statm_every = 64;

// Only the soft limit moves: the hard one stays as the judge had it, so a later call can be given more.
void set_soft_limit(int resource, rlimit& current, std::uint64_t wanted) {
    const rlim_t soft = current.rlim_max == RLIM_INFINITY ? wanted : std::min<std::uint64_t>(current.rlim_max, wanted);
    if (soft == current.rlim_cur) return;
    current.rlim_cur = soft;
    ::setrlimit(resource, &current);
}

}  // namespace

std::int64_t cpu_us(const rusage& usage) {
    return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000LL + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
}

std::int64_t monotonic_ns() {
    timespec now{};
    ::clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec * 1000000000LL + now.tv_nsec;
}

CallMeter::CallMeter()
    : clear_refs_(::open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)),
      statm_(::open("/proc/self/statm", O_RDONLY | O_CLOEXEC)),
      page_size_(static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE))) {
    ::getrlimit(RLIMIT_AS, &address_space_);
    ::getrlimit(RLIMIT_CPU, &cpu_seconds_);
    sigevent event{};
    event.sigev_notify = SIGEV_SIGNAL;
    event.sigev_signo = SIGXCPU;
    has_cpu_timer_ = ::timer_create(CLOCK_PROCESS_CPUTIME_ID, &event, &cpu_timer_) == 0;
}

// The CPU time is taken from `usage` every time (so what the worker does between calls, a few microseconds, is
// charged to the next one). Resident memory and address space come from statm, read only after a call that
// faulted pages in (or every statm_every calls): a call that faulted none did not grow, and most calls of a
// trivial problem fault none. The peak resident size is reset to the current one only when the last call left
// less resident than its peak: after most calls nothing was freed, and the write is spared.
void CallMeter::take_baseline(const rusage& usage) {
    cpu_before_us_ = cpu_us(usage);
    const auto peak_kib = static_cast<std::uint64_t>(usage.ru_maxrss);
    const auto faults = static_cast<std::uint64_t>(usage.ru_minflt + usage.ru_majflt);
    if (faults != faults_before_ || ++calls_since_statm_ >= statm_every) {
        calls_since_statm_ = 0;
        std::uint64_t resident_kib = peak_kib;
        if (const auto statm = read_statm()) {
            address_space_before_ = statm->size_pages * page_size_;
            resident_kib = statm->resident_pages * page_size_ / 1024;
        }
        if (resident_kib < peak_kib && clear_refs_ >= 0) {
            // "5" resets the peak resident size to the current one: ru_maxrss becomes the peak from now on.
            while (::write(clear_refs_, "5", 1) < 0 && errno == EINTR) {
            }
        }
        resident_before_kib_ = resident_kib;
    }
    faults_before_ = faults;
}

std::optional<CallMeter::Statm> CallMeter::read_statm() const {
    char text[128];
    const ssize_t got = statm_ >= 0 ? ::pread(statm_, text, sizeof text - 1, 0) : -1;
    if (got <= 0) return std::nullopt;
    text[got] = '\0';
    char* end = nullptr;
    Statm statm{};
    statm.size_pages = std::strtoull(text, &end, 10);
    statm.resident_pages = std::strtoull(end, nullptr, 10);
    return statm;
}

void CallMeter::apply_limits(std::int64_t cpu_limit_us, std::uint64_t memory_limit) {
    // Address space: what the worker has now plus the memory limit, so every call gets the same room.
    // (A std::bad_alloc at the limit comes back as GAVEL_OUT_OF_MEMORY: MLE.) Unknown without /proc: then
    // no limit rather than a wrong one.
    if (address_space_before_ > 0) set_soft_limit(RLIMIT_AS, address_space_, address_space_before_ + memory_limit);
    // RLIMIT_CPU (whole seconds of the process's total) is only the backstop should the timer be lost: it is
    // moved when it would come too early, and otherwise only when it would come far too late.
    const auto backstop = static_cast<rlim_t>((cpu_before_us_ + cpu_limit_us) / 1000000 + 2);
    if (cpu_seconds_.rlim_cur < backstop || cpu_seconds_.rlim_cur > backstop + 30)
        set_soft_limit(RLIMIT_CPU, cpu_seconds_, backstop);
    arm_cpu_timer(cpu_limit_us);
}

void CallMeter::lift_address_space_limit() { set_soft_limit(RLIMIT_AS, address_space_, address_space_.rlim_max); }

// SIGXCPU (default action: end the process) once the call has used more than its limit and 1 ms of grace
// (the judge decides on the measured time; the timer stops a call that would run on). The timer is set to
// an absolute CPU time and left alone while that stays within another millisecond of the wanted one, so
// calls under the same limit seldom pay a system call for it.
void CallMeter::arm_cpu_timer(std::int64_t limit_us) {
    if (!has_cpu_timer_) return;
    const std::int64_t earliest_us = cpu_before_us_ + limit_us + 1000;
    if (timer_expiry_us_ >= earliest_us && timer_expiry_us_ <= earliest_us + 1000) return;
    timer_expiry_us_ = earliest_us + 1000;
    itimerspec when{};
    when.it_value.tv_sec = timer_expiry_us_ / 1000000;
    when.it_value.tv_nsec = (timer_expiry_us_ % 1000000) * 1000;
    ::timer_settime(cpu_timer_, TIMER_ABSTIME, &when, nullptr);
}

CallMeter::Used CallMeter::used(const rusage& usage) const {
    const auto peak_kib = static_cast<std::uint64_t>(usage.ru_maxrss);
    return {cpu_us(usage) - cpu_before_us_, peak_kib > resident_before_kib_ ? peak_kib - resident_before_kib_ : 0};
}

}  // namespace gavel
