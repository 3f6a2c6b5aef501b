#include "sandbox/box.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <spdlog/spdlog.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <optional>

#include "base/errors.hpp"
#include "base/unique_fd.hpp"
#include "sandbox/box_server.hpp"
#include "sandbox/empty_folder.hpp"
#include "sandbox/live_boxes.hpp"
#include "posix/cpu_lease.hpp"
#include "posix/fd_passing.hpp"
#include "posix/worker_spawner.hpp"
#include "sandbox/protocol.hpp"

namespace gavel::sandbox {
namespace {

constexpr uid_t unprivileged = 65534;

// How many box servers are started, each given BoxOptions::hello_within, before the box is given up.
constexpr int server_starts = 3;

void log_once(const std::string& key, const std::string& message) {
    static std::mutex mutex;
    static std::vector<std::string> said;
    const std::lock_guard lock(mutex);
    for (const auto& k : said)
        if (k == key) return;
    said.push_back(key);
    spdlog::warn("{}", message);
}

int make_memfd(const char* name) {
    const int fd = static_cast<int>(::syscall(SYS_memfd_create, name, MFD_CLOEXEC));
    if (fd < 0) throw_system_error("memfd_create");
    return fd;
}

void write_all(int fd, std::string_view data) {
    while (!data.empty()) {
        const ssize_t wrote = ::write(fd, data.data(), data.size());
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote < 0) throw_system_error("write");
        data.remove_prefix(static_cast<std::size_t>(wrote));
    }
}

// The servers' pids, for kill_all() from a signal handler. Made before main (a handler must not be the first
// to touch a function's static) and never destroyed (a handler may run during exit).
LiveBoxes& live_boxes_ = *new LiveBoxes;
LiveBoxes& live_boxes() { return live_boxes_; }
std::atomic<bool> all_boxes_killed{false};

}  // namespace

void Box::kill_all() noexcept {
    all_boxes_killed = true;
    live_boxes().kill_all();
}

struct Box::State {
    std::filesystem::path host_root;  // /tmp/gavel-box-<pid>-XXXXXX: root/ (the box's root mount point) and box/
    std::filesystem::path box_dir;
    int socket = -1;
    std::atomic<pid_t> pid{-1};
    bool isolated = false;
    bool has_cgroup = false;
    int cpu = -1;
    std::optional<RunCgroup> cgroup;
    std::optional<CpuLease> lease;  // a pinned box's CPU, held machine-wide for each run
};

Box::Box(const BoxOptions& options) : state_(std::make_unique<State>()) {
    try {
        open(options);
    } catch (...) {
        close_down();  // no folder, server or control group left of a box that did not start
        throw;
    }
}

void Box::open(const BoxOptions& options) {
    // The judge's pid in the name tells whose box a folder was, should one ever be left behind.
    std::string pattern = "/tmp/gavel-box-" + std::to_string(::getpid()) + "-XXXXXX";
    if (::mkdtemp(pattern.data()) == nullptr) throw_system_error("mkdtemp");
    state_->host_root = pattern;
    state_->box_dir = state_->host_root / "box";
    std::filesystem::create_directories(state_->box_dir / "work");
    if (options.feedback_folder) std::filesystem::create_directories(state_->box_dir / "feedback");
    std::filesystem::create_directories(state_->host_root / "root");
    const bool root = ::geteuid() == 0;
    if (root) {
        // The program runs as nobody: it may write its working folder, and only that.
        if (::chown((state_->box_dir / "work").c_str(), unprivileged, unprivileged) != 0) throw_system_error("chown");
        if (options.feedback_folder && ::chown((state_->box_dir / "feedback").c_str(), unprivileged, unprivileged) != 0)
            throw_system_error("chown");
        std::string why;
        static std::atomic<int> counter{0};
        auto cgroup = RunCgroup::create("gavel-" + std::to_string(::getpid()) + "-" + std::to_string(counter++), why);
        if (cgroup) state_->cgroup.emplace(std::move(*cgroup));
        else log_once("cgroup", "sandbox: " + why + "; memory is limited by RLIMIT_AS instead");
    }

    ServerSetup setup;
    setup.cpu = options.cpu;
    state_->cpu = options.cpu;
    if (options.cpu >= 0) state_->lease.emplace(options.cpu, usable_cpus());
    setup.root_dir = state_->host_root / "root";
    setup.box_dir = state_->box_dir;
    setup.feedback_folder = options.feedback_folder;
    setup.cgroup = state_->cgroup ? &*state_->cgroup : nullptr;
    setup.pause_before_hello = std::chrono::duration_cast<std::chrono::milliseconds>(options.pause_before_hello);
    protocol::Hello hello{};
    const auto within = std::chrono::duration_cast<std::chrono::milliseconds>(options.hello_within);
    for (int start = 1; !start_server(setup, static_cast<int>(within.count()), hello); ++start) {
        if (start == server_starts)
            throw InternalError("the sandbox did not start: its server did not answer within " +
                                std::to_string(within.count()) + " ms, " + std::to_string(server_starts) + " times");
        spdlog::warn("sandbox: the box server did not answer within {} ms; starting another", within.count());
    }
    state_->isolated = hello.isolated != 0;
    state_->has_cgroup = hello.has_cgroup != 0;
}

bool Box::start_server(ServerSetup& setup, int within_ms, protocol::Hello& hello) {
    const bool root = ::geteuid() == 0;
    int pair[2];
    if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0) throw_system_error("socketpair");
    setup.socket = pair[1];
    // The server is pid 1 of its own pid namespace.
    const auto serve = [&] {
        ::close(pair[0]);
        serve_box(setup);
    };
    constexpr unsigned long namespaces = CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS;
    setup.isolated = true;
    // Not root: a user namespace of its own lets the box make the same namespaces, unprivileged. What it cannot
    // have is a control group: memory is held by RLIMIT_AS, processes by RLIMIT_NPROC (counted per namespace).
    setup.own_user_namespace = !root;
    setup.outer_uid = ::geteuid();
    setup.outer_gid = ::getegid();
    pid_t pid = fork_worker_into(root ? namespaces : namespaces | CLONE_NEWUSER, serve);
    if (pid < 0) {
        log_once("namespaces", std::string("sandbox: ") + (root ? "" : "not running as root, and ") +
                                   "cannot create namespaces (" + std::strerror(errno) +
                                   "); programs run without namespaces, seccomp or cgroups, under rlimits only");
        setup.isolated = false;
        setup.own_user_namespace = false;
        pid = fork_worker(serve);
    } else if (!root) {
        log_once("root", "sandbox: not running as root; programs run in a user namespace of their own, without a "
                         "control group: memory is limited by RLIMIT_AS, processes by RLIMIT_NPROC");
    }
    ::close(pair[1]);
    state_->socket = pair[0];
    state_->pid = pid;
    live_boxes().add(pid);

    pollfd answer{state_->socket, POLLIN, 0};
    int ready = 0;
    while ((ready = ::poll(&answer, 1, within_ms)) < 0 && errno == EINTR) {
    }
    if (ready == 0) {
        kill();
        ::close(state_->socket);
        state_->socket = -1;
        return false;
    }
    if (::recv(state_->socket, &hello, sizeof hello, 0) != static_cast<ssize_t>(sizeof hello) || hello.magic != protocol::magic) {
        kill();
        throw InternalError("the sandbox did not start" + std::string(hello.note[0] ? ": " : "") + hello.note);
    }
    if (hello.note[0] != '\0') {
        kill();
        throw InternalError(std::string("the sandbox did not start: ") + hello.note);
    }
    return true;
}

Box::~Box() { close_down(); }

void Box::close_down() {
    if (state_->socket >= 0) ::close(state_->socket);  // the server exits, and its namespace with it
    state_->socket = -1;
    kill();
    state_->cgroup.reset();
    // Not std::filesystem::remove_all: it holds a descriptor and a path per level of a tree the program made.
    if (!state_->host_root.empty()) remove_folder(state_->host_root.string());
}

void Box::kill() {
    const pid_t pid = state_->pid.exchange(-1);
    if (pid <= 0) return;
    live_boxes().remove(pid);
    ::kill(pid, SIGKILL);
    while (::waitpid(pid, nullptr, 0) < 0 && errno == EINTR) {
    }
}

std::filesystem::path Box::fresh_feedback_folder() {
    const std::filesystem::path folder = state_->box_dir / "feedback";
    ::chmod(folder.c_str(), 0755);
    empty_folder(folder.string());
    return folder;
}

const std::filesystem::path& Box::host_dir() const { return state_->box_dir; }

std::filesystem::path Box::inside(const std::filesystem::path& relative) const {
    return (state_->isolated ? std::filesystem::path("/box") : state_->box_dir) / relative;
}

bool Box::isolated() const { return state_->isolated; }
bool Box::has_cgroup() const { return state_->has_cgroup; }
int Box::cpu() const { return state_->cpu; }

RunResult Box::run(const RunSpec& spec, std::string_view input) {
    UniqueFd input_fd, output_fd;
    if (state_->pid <= 0) return run_with(spec, input_fd, output_fd, -1, true);  // says the sandbox was stopped
    input_fd.reset(make_memfd("stdin"));
    write_all(input_fd.get(), input);
    ::lseek(input_fd.get(), 0, SEEK_SET);
    output_fd.reset(make_memfd("stdout"));
    return run_with(spec, input_fd, output_fd, -1, true);
}

RunResult Box::run(const RunSpec& spec, PipedStreams streams) {
    return run_with(spec, streams.input, streams.output, streams.stop, false);
}

RunResult Box::run_with(const RunSpec& spec, UniqueFd& input, UniqueFd& output, int stop_fd, bool captured) {
    RunResult outcome;
    if (state_->pid <= 0) {
        outcome.message = "the sandbox was stopped";
        return outcome;
    }
    auto request = std::make_unique<protocol::Request>();
    request->magic = protocol::magic;
    request->kind = spec.solver_plugin ? protocol::RunKind::solver_plugin : protocol::RunKind::program;
    request->cpu_us = spec.cpu.count();
    request->wall_us = spec.wall.count();
    request->memory = spec.memory;
    request->address_space = spec.memory + std::min(spec.extra_address_space, ~spec.memory);
    request->output = spec.output;
    request->processes = spec.processes;
    request->cpu = -1;
    request->proc = spec.proc ? 1 : 0;
    request->stop_pipe = stop_fd >= 0 ? 1 : 0;
    request->argc = static_cast<std::uint32_t>(spec.argv.size());
    request->envc = static_cast<std::uint32_t>(spec.env.size());
    std::size_t used = 0;
    for (const auto* list : {&spec.argv, &spec.env})
        for (const auto& text : *list) {
            if (used + text.size() + 1 > protocol::strings_capacity) throw InputError("command line too long for the sandbox");
            std::memcpy(request->strings + used, text.c_str(), text.size() + 1);
            used += text.size() + 1;
        }
    request->strings_size = static_cast<std::uint32_t>(used);

    // The case's files go to the server as a descriptor of their folder, which it copies from once it has emptied
    // the working folder (case_files.hpp says why there). The folder itself may not be a link either.
    UniqueFd case_folder;
    if (!spec.case_files.empty()) {
        case_folder.reset(::open(spec.case_files.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
        if (case_folder.get() < 0) {
            outcome.message = spec.case_files.string() + ": cannot open the case's files (expected a folder, not a link): " +
                              std::strerror(errno);
            return outcome;
        }
        request->case_files = 1;
    }

    // Every run of a pinned box (compile and tests) has its CPU to itself among all gavels on the machine. The
    // wait comes before the request, so before the box server starts any clock of the run.
    std::optional<CpuLease::Turn> turn;
    if (state_->lease) {
        // A Solver plugin's worker stays on the box's own CPU: its runs wait for that one.
        turn.emplace(*state_->lease, &all_boxes_killed, spec.solver_plugin);
        if (!turn->held()) {
            outcome.message = "the sandbox was stopped";
            return outcome;
        }
        request->cpu = state_->lease->held_cpu();
    }

    int error_pipe[2];
    if (::pipe2(error_pipe, O_CLOEXEC | O_NONBLOCK) != 0) throw_system_error("pipe2");
    // The program's end blocks as a pipe normally does; only our reading end is non-blocking.
    ::fcntl(error_pipe[1], F_SETFL, 0);

    const int fds[3] = {input.get(), output.get(), error_pipe[1]};
    bool sent = send_with_fds(state_->socket, request.get(), offsetof(protocol::Request, strings) + used, fds, 3);
    if (case_folder.get() >= 0) {
        const int folder = case_folder.get();
        sent = sent && send_with_fds(state_->socket, &protocol::magic, sizeof protocol::magic, &folder, 1);
        case_folder.reset();
    }
    if (stop_fd >= 0) sent = sent && send_with_fds(state_->socket, &protocol::magic, sizeof protocol::magic, &stop_fd, 1);
    ::close(error_pipe[1]);
    input.reset();
    if (!captured) output.reset();

    protocol::Response response{};
    bool answered = false;
    char buffer[65536];
    // Standard error ends (POLLHUP) a little before the answer comes: from then on wait for the answer only.
    pollfd watch[2] = {{state_->socket, POLLIN, 0}, {error_pipe[0], POLLIN, 0}};
    while (sent && !answered) {
        if (::poll(watch, 2, -1) < 0 && errno != EINTR) break;
        if (watch[1].revents) {
            const ssize_t got = ::read(error_pipe[0], buffer, sizeof buffer);
            if (got > 0 && outcome.message.size() < spec.stderr_kept)
                outcome.message.append(buffer, std::min<std::size_t>(static_cast<std::size_t>(got), spec.stderr_kept - outcome.message.size()));
            if (got == 0) watch[1].fd = -1;
            if (got > 0 && spec.stop_at_stderr_kept && outcome.message.size() >= spec.stderr_kept) {
                ::close(error_pipe[0]);
                error_pipe[0] = watch[1].fd = -1;
            }
        }
        if (watch[0].revents) {
            answered = ::recv(state_->socket, &response, sizeof response, 0) == static_cast<ssize_t>(sizeof response) &&
                       response.magic == protocol::magic;
            if (!answered) break;
        }
    }
    for (ssize_t got; error_pipe[0] >= 0 && (got = ::read(error_pipe[0], buffer, sizeof buffer)) > 0;)
        if (outcome.message.size() < spec.stderr_kept)
            outcome.message.append(buffer, std::min<std::size_t>(static_cast<std::size_t>(got), spec.stderr_kept - outcome.message.size()));
    if (error_pipe[0] >= 0) ::close(error_pipe[0]);
    if (!answered) {
        // Killed on purpose (Ctrl-C): say so; anything else is the judge's own failure.
        if (!all_boxes_killed && state_->pid > 0) throw InternalError("the sandbox stopped answering");
        outcome.message = "the sandbox was stopped";
        return outcome;
    }

    std::uint64_t written = 0;
    if (captured) {
        struct stat info {};
        ::fstat(output.get(), &info);
        written = static_cast<std::uint64_t>(info.st_size);
        const auto size = static_cast<std::size_t>(std::min<std::uint64_t>(written, spec.output));
        outcome.output.resize(size);
        if (size > 0 && ::pread(output.get(), outcome.output.data(), size, 0) != static_cast<ssize_t>(size)) outcome.output.clear();
    }

    outcome.cpu = Duration(response.cpu_us);
    outcome.wall = Duration(response.wall_us);
    outcome.memory_kib = response.memory_kib;
    outcome.memory_measured = !response.setup_failed && response.memory_measured;
    outcome.status = response.exit_code;
    outcome.signal = response.signal;
    outcome.ending = response.exited ? RunResult::Ending::finished : RunResult::Ending::crashed;
    outcome.stopped = response.stopped != 0;
    // The reasons a limit gives outrank the signal the limit was enforced with. Only the judge's own measure
    // makes a time limit: a SIGXCPU the program sent itself is a crash (RLIMIT_CPU's own SIGXCPU comes past
    // the limit, which the measure shows). The supervisor looks at the clocks every 10 ms: a run that ended
    // between two looks is held against its limits here.
    if (response.setup_failed) {
        outcome.ending = RunResult::Ending::not_started;
        outcome.message = response.case_files_refused ? spec.case_files.string() + ": " + response.setup_error
                                                      : std::string(response.setup_error);
    } else if (response.cpu_limit || response.cpu_us > spec.cpu.count()) {
        outcome.ending = RunResult::Ending::cpu_limit;
    } else if (response.wall_limit || response.wall_us > spec.wall.count()) {
        outcome.ending = RunResult::Ending::wall_limit;
    } else if (response.memory_limit) {
        outcome.ending = RunResult::Ending::memory_limit;
    } else if (outcome.signal == SIGXFSZ || written > spec.output) {
        outcome.ending = RunResult::Ending::output_limit;
    } else if (!state_->has_cgroup && state_->isolated && outcome.signal == SIGSYS) {
        outcome.ending = RunResult::Ending::memory_limit;  // RLIMIT_AS only: it asked for more than the limit at once
    } else if (!state_->has_cgroup && !response.exited && outcome.memory_kib * 1024 > spec.memory / 10 * 9) {
        outcome.ending = RunResult::Ending::memory_limit;  // RLIMIT_AS only: a death near the limit
    }
    return outcome;
}

}  // namespace gavel::sandbox
