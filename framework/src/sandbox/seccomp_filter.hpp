// The system calls a sandboxed program may not make.
#pragma once

#include <linux/filter.h>

#include <cstdint>
#include <string>
#include <vector>

namespace gavel::sandbox {

/// The deny list compiled once to a classic BPF program, so that each run only has to load it: loading is two
/// prctl calls, safe in a child that shares its parent's memory (no allocation, no library state).
class SeccompProgram {
public:
    /// Compiles the filter; `error()` says what failed, if anything did. With an `allocation_cap` (the address
    /// space limit, where RLIMIT_AS holds memory), a mapping bigger than the cap in one request kills the process
    /// with SIGSYS: such a request can only fail, and the box reads that death as MLE, not as whatever the
    /// program does with a NULL from malloc.
    explicit SeccompProgram(std::uint64_t allocation_cap = 0);
    const std::string& error() const { return error_; }
    /// Sets no_new_privs and loads the filter into the calling process (inherited across fork and exec).
    /// Returns 0, or the errno of the call that failed. Async-signal-safe.
    int install() const noexcept;

private:
    std::vector<sock_filter> instructions_;
    std::string error_;
};

/// Compiles and installs in one go, for a process that is about to exec (or serve) on its own.
/// Returns an empty string on success, otherwise what failed.
std::string install_seccomp_filter();

}  // namespace gavel::sandbox
