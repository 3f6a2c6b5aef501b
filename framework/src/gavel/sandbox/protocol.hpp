// The messages between the supervisor and a box's fork server, over a SOCK_SEQPACKET socket pair.
// Plain structs: both ends are the same build of gavel.
#pragma once

#include <cstdint>

namespace gavel::sandbox::protocol {

constexpr std::uint32_t magic = 0x6761766c;  // "gavl"
constexpr std::size_t strings_capacity = 32768;

struct Hello {
    std::uint32_t magic;
    std::uint32_t isolated;    // namespaces, pivot_root, unprivileged user and seccomp in force
    std::uint32_t has_cgroup;  // memory is limited by a control group
    char note[512];            // why isolation or the cgroup is not there, if it is not
};

struct Request {
    std::uint32_t magic;
    std::int64_t cpu_us;
    std::int64_t wall_us;
    std::uint64_t memory;
    std::uint64_t output;
    std::uint32_t processes;
    std::uint32_t argc;
    std::uint32_t envc;
    std::uint32_t strings_size;
    char strings[strings_capacity];  // argv then env, each NUL-terminated
};
// Sent with SCM_RIGHTS: standard input, output and error of the run.

struct Response {
    std::uint32_t magic;
    std::uint32_t setup_failed;
    char setup_error[512];
    std::int32_t exited;
    std::int32_t exit_code;
    std::int32_t signal;
    std::uint32_t cpu_limit;
    std::uint32_t wall_limit;
    std::uint32_t memory_limit;
    std::int64_t cpu_us;
    std::int64_t wall_us;
    std::uint64_t memory_kib;
};

}  // namespace gavel::sandbox::protocol
