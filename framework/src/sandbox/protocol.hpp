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

enum class RunKind : std::uint32_t {
    program = 0,        // fork and exec argv in a fresh pid namespace
    solver_plugin = 1,  // argv = {gavel-solver-host, plugin}: one loaded worker per box, a fresh child per test
};

struct Request {
    std::uint32_t magic;
    RunKind kind;
    std::int64_t cpu_us;
    std::int64_t wall_us;
    std::uint64_t memory;
    std::uint64_t address_space;  // RLIMIT_AS (and the seccomp allocation cap) where no control group holds memory
    std::uint64_t output;
    std::uint32_t processes;
    std::int32_t cpu;  // the CPU leased for this run, to pin it to; -1: the box's own pinning
    std::uint32_t case_files;  // 1: a message of its own follows, `magic` with the case's files folder's descriptor
    std::uint32_t proc;        // 1: the run gets a /proc of its own pid namespace (RunSpec::proc)
    std::uint32_t stop_pipe;   // 1: a message of its own follows (after the case's), `magic` with a pipe's read end:
                               // the run is stopped once it is readable (PipedStreams::stop)
    std::uint32_t argc;
    std::uint32_t envc;
    std::uint32_t strings_size;
    char strings[strings_capacity];  // argv then env, each NUL-terminated
};
// Sent with SCM_RIGHTS: standard input, output and error of the run.

struct Response {
    std::uint32_t magic;
    std::uint32_t setup_failed;
    std::uint32_t case_files_refused;  // setup_error says what of the case's files could not be copied
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
    std::uint32_t memory_measured;  // memory_kib is the program's own peak (not known when it was killed with its launcher)
    std::uint32_t stopped;          // ended through the stop pipe, by the judge, before it ended by itself
};

// Between the box server and a loaded Solver-plugin worker (gavel-solver-host --serve). The worker loads the
// plugin holding no descriptor but /dev/null and the test's standard error, then makes a socket pair, puts its
// ends on descriptors 3 (its own) and 4 (the server's) and stops itself (SIGSTOP): the box server takes
// descriptor 4 out of it (pidfd_getfd) and lets it go on. So no constructor of the plugin ever holds the
// channel; a plugin that stops itself early only talks to itself.
constexpr int worker_socket = 3;
constexpr int server_socket = 4;

// How gavel-solver-host ends a test once solve() returned: codes of its own, so that an exit(0) inside the
// plugin before it returned does not read as a success. The box server turns them back into 0 and 1
// (read_solver_ending); any other exit is a crash.
constexpr int solver_returned_ok = 100;
constexpr int solver_returned_failed = 101;

struct WorkerRequest {
    std::uint32_t magic;
    std::int64_t cpu_us;   // the child's RLIMIT_CPU backstop; the box server enforces the real limit
    std::uint64_t memory;  // the child's stack limit
    std::uint64_t output;  // the child's file size limit
};
// Sent with SCM_RIGHTS: standard input, output and error of the test.

// How the test's child ended, as wait() gave it: read by the box server (read_solver_ending).
struct WorkerReply {
    std::uint32_t magic;
    std::int32_t exited;
    std::int32_t exit_code;
    std::int32_t signal;
};

}  // namespace gavel::sandbox::protocol
