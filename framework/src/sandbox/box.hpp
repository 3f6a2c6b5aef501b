// A sandbox box: a fork server in new pid, mount, network, ipc and uts namespaces that runs untrusted
// programs, one at a time, each under limits, and reports what the kernel measured.
//
// The box sees a read-only /usr (with the /bin, /lib, /lib64 links), the two folders of /etc that runtimes
// under /usr link into (/etc/alternatives, /etc/java-*; read-only), a few devices, a private /tmp and its
// scratch folder /box (the program and, in /box/work, its working directory, emptied before every run).
// Nothing else of the host is visible: not the test data, not the rest of /etc, not the judge. Test data reaches a
// program only as the standard input descriptor the supervisor opened.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/run_result.hpp"
#include "base/unique_fd.hpp"
#include "base/units.hpp"

namespace gavel::sandbox {

struct ServerSetup;
namespace protocol {
struct Hello;
}

struct RunSpec {
    std::vector<std::string> argv;  // argv[0] without a slash is looked up in /usr/bin and /bin
    std::vector<std::string> env;   // empty for contestant programs
    Duration cpu{std::chrono::seconds(1)};
    Duration wall{std::chrono::seconds(3)};
    std::uint64_t memory = 256ull << 20;
    /// Without a control group the address space (RLIMIT_AS) holds memory: it is `memory` plus this. For a
    /// runtime that reserves far more address space than it uses and holds its memory itself (the JVM, whose
    /// heap is sized from the limit); with a control group it changes nothing.
    std::uint64_t extra_address_space = 0;
    std::uint64_t output = 64ull << 20;      // bytes of standard output (and of any file it writes)
    std::uint64_t stderr_kept = 64ull << 10; // the rest of standard error is read and dropped
    /// Standard error beyond stderr_kept ends the run instead: the judge closes its end of the pipe, so the next
    /// write gets SIGPIPE. A compiler flooding its messages is stopped there rather than drained to its limits.
    bool stop_at_stderr_kept = false;
    std::uint32_t processes = 64;            // processes and threads at once
    /// argv is {gavel-solver-host, plugin}: with a control group, the box keeps one worker that loaded the
    /// plugin once and forks a fresh child per test; without one, every test execs argv.
    bool solver_plugin = false;
    /// A package case's .files folder: its files are copied into the working folder before the program starts,
    /// the program's own. Regular files and folders only: a symbolic link (the folder itself included) is never
    /// followed, and the run is not started, its message naming the link.
    std::filesystem::path case_files;
    /// A /proc showing the run's own processes only, for a runtime that will not start without one (Mono; GHC,
    /// whose libraries are found through $ORIGIN). Only in an isolated box as root; elsewhere the run has none.
    bool proc = false;
};

/// A run whose standard input and output are the caller's descriptors (an interaction's pipes) rather than a
/// string and a captured output. The box closes them once it has handed them to the run, so that the program's
/// end of each pipe is held by the program alone: its reader sees end of file as soon as the program is gone.
struct PipedStreams {
    UniqueFd input;   // what the program reads: a pipe's read end
    UniqueFd output;  // what the program writes: a pipe's write end. RLIMIT_FSIZE does not hold a pipe: whoever
                      // reads it holds the output limit
    int stop = -1;    // a pipe's read end (the caller's: it stays open), or -1. Once it is readable (a byte
                      // written, or its writer closed) the run is killed, and its result says `stopped`
};

struct BoxOptions {
    // Pin every run of the box to this CPU, leased machine-wide for the run (posix/cpu_lease.hpp); -1: neither.
    // When another gavel holds it, a run takes another free CPU of this process's instead, and is pinned there.
    int cpu = -1;
    /// A second writable folder, /box/feedback, that the box never empties: an output validator's feedback
    /// folder, whose files a multi-pass problem keeps from one pass to the next. Only for a problem author's
    /// programs: a contestant's box has nothing that outlives a run. Whoever uses it empties it.
    bool feedback_folder = false;
    /// How long the box's server may take to start and say hello. One that has not by then never will: forked
    /// from a judge of several threads, it can wait forever on a lock that another thread held at the fork (GCC
    /// 12's AddressSanitizer allocator is one, taken by libseccomp's calloc in the server, as a judging queue
    /// worker's claim-keeping thread allocates). It is killed and another started, three times at most.
    Duration hello_within{std::chrono::seconds(10)};
    /// The server waits this long before its hello: a server slow to start, for the tests of hello_within. A
    /// server's start cannot otherwise be made slow on purpose, and a fast one may answer before any deadline.
    Duration pause_before_hello{0};
};

class Box {
public:
    /// Starts the box: as root in new namespaces with a control group; not root in a user namespace of its own
    /// as well (no control group: rlimits hold memory and processes). Falls back to plain processes with rlimits
    /// (and says so once in the log) where namespaces cannot be made, e.g. user namespaces turned off. Throws
    /// InternalError when not even that works.
    explicit Box(const BoxOptions& options = {});
    ~Box();
    Box(const Box&) = delete;
    Box& operator=(const Box&) = delete;

    /// The scratch folder as the host sees it (put the program here) and as the program sees it.
    const std::filesystem::path& host_dir() const;
    std::filesystem::path inside(const std::filesystem::path& relative) const;

    /// The feedback folder (BoxOptions::feedback_folder) as the host sees it, emptied: whatever the last run left
    /// there (links, FIFOs, folders it made unreadable) is gone. The program owns it, so its rights come back first.
    std::filesystem::path fresh_feedback_folder();

    /// Runs one program with `input` on standard input. Never throws for what the program does.
    RunResult run(const RunSpec& spec, std::string_view input);
    /// Runs one program on the caller's streams (closed once handed over); its result has no output. Safe beside
    /// another box's run in another thread (each box runs one program at a time).
    RunResult run(const RunSpec& spec, PipedStreams streams);

    /// True when the namespaces, seccomp and the unprivileged user are in force.
    bool isolated() const;
    /// True when memory is limited by a control group (else by RLIMIT_AS).
    bool has_cgroup() const;
    /// The CPU every run of the box is pinned to, or -1.
    int cpu() const;

    /// Ends the box now (and with it every process it runs). Safe from another thread.
    void kill();
    /// Ends every box of this process at once; async-signal-safe, for a Ctrl-C handler.
    static void kill_all() noexcept;

private:
    /// Both run()s: `output_fd` is a memfd to read the output from when `captured`, else the caller's.
    RunResult run_with(const RunSpec& spec, UniqueFd& input, UniqueFd& output, int stop_fd, bool captured);
    void open(const BoxOptions& options);
    /// Forks the box server and waits `within_ms` for its hello; false (the server killed) when none came.
    bool start_server(ServerSetup& setup, int within_ms, protocol::Hello& hello);
    /// Ends the server and removes the box's folder and control group.
    void close_down();

    struct State;
    std::unique_ptr<State> state_;
};

}  // namespace gavel::sandbox
