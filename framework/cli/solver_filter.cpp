#include "solver_filter.hpp"

#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>

#include <cerrno>
#include <cstddef>
#include <cstdint>

namespace gavel {
namespace {

#if defined(__x86_64__)
constexpr std::uint32_t native_arch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
constexpr std::uint32_t native_arch = AUDIT_ARCH_AARCH64;
#else
#error "gavel-solver-host: name this architecture's AUDIT_ARCH in solver_filter.cpp"
#endif
// x32 system calls carry this bit in their number on an x86_64 kernel: another table, refused whole.
constexpr std::uint32_t x32_bit = 0x40000000;
constexpr std::uint32_t refuse = SECCOMP_RET_ERRNO | EPERM;
// The low half of mmap's flags (args[3]): the filter reads 32-bit words, and the machine is little-endian.
constexpr std::uint32_t mmap_flags = offsetof(seccomp_data, args) + 3 * sizeof(std::uint64_t);

}  // namespace

int close_shared_memory() {
    // Jumps count the instructions skipped; BPF only jumps forward.
    sock_filter instructions[] = {
        /*  0 */ BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, arch)),
        /*  1 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, native_arch, 1, 0),
        /*  2 */ BPF_STMT(BPF_RET | BPF_K, refuse),
        /*  3 */ BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)),
        /*  4 */ BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, x32_bit, 8, 0),  // to 13
        /*  5 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_mmap, 5, 0),  // to 11
        /*  6 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_shmat, 6, 0),  // to 13
        /*  7 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_shmget, 5, 0),
        /*  8 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_msgget, 4, 0),
        /*  9 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_semget, 3, 0),
        /* 10 */ BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        /* 11 */ BPF_STMT(BPF_LD | BPF_W | BPF_ABS, mmap_flags),
        /* 12 */ BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, MAP_SHARED, 0, 1),  // MAP_SHARED_VALIDATE has the bit too
        /* 13 */ BPF_STMT(BPF_RET | BPF_K, refuse),
        /* 14 */ BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    const sock_fprog program{static_cast<unsigned short>(sizeof instructions / sizeof instructions[0]), instructions};
    // Set already in a box; outside one (a test of the host itself) a filter needs it.
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return errno;
    if (::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0) != 0) return errno;
    return 0;
}

}  // namespace gavel
