#include "sandbox/box_server.hpp"

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "sandbox/box_root.hpp"
#include "sandbox/case_files.hpp"
#include "sandbox/empty_folder.hpp"
#include "sandbox/ipc_sweep.hpp"
#include "sandbox/program_launcher.hpp"
#include "sandbox/program_run.hpp"
#include "posix/fd_passing.hpp"
#include "sandbox/protocol.hpp"
#include "sandbox/seccomp_filter.hpp"
#include "sandbox/solver_worker.hpp"

namespace gavel::sandbox {
namespace {

using namespace server;

// argv[0] without a slash is looked up as a shell would, in the box's /usr/bin and /bin.
std::string resolve(const std::string& name, const std::string& box_dir) {
    if (name.find('/') != std::string::npos) return name;
    for (const std::string folder : {"/usr/bin/", "/bin/", "/usr/local/bin/"})
        if (::access((folder + name).c_str(), X_OK) == 0) return folder + name;
    return box_dir + "/" + name;
}

// The one mapping an unprivileged user namespace may have: the judge's own ids, as themselves (not as root, so
// that a program's exec leaves it no capability). setgroups is denied first, as the kernel requires.
std::string map_own_ids(const ServerSetup& setup) {
    const auto write_file = [](const char* path, const std::string& text) {
        const int fd = ::open(path, O_WRONLY | O_CLOEXEC);
        const bool ok = fd >= 0 && ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
        const int error = errno;
        if (fd >= 0) ::close(fd);
        return ok ? std::string() : std::string(path) + ": " + std::strerror(error);
    };
    // A judge that changed its uid without an exec (forked from root, then setresuid) is not dumpable, and then
    // its /proc/self files belong to root, so it could not write its own maps. Its ids are its own either way.
    ::prctl(PR_SET_DUMPABLE, 1);
    std::string error = write_file("/proc/self/setgroups", "deny");
    if (error.empty()) error = write_file("/proc/self/uid_map", std::to_string(setup.outer_uid) + " " + std::to_string(setup.outer_uid) + " 1");
    if (error.empty()) error = write_file("/proc/self/gid_map", std::to_string(setup.outer_gid) + " " + std::to_string(setup.outer_gid) + " 1");
    return error;
}

// Copies the case's files (the folder `case_folder`) into the emptied working folder, as the program's user's.
bool copy_into_work(const std::string& box, int case_folder, protocol::Response& response) {
    const int work = ::open((box + "/work").c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (work < 0) {
        fail_setup(response, "cannot open the working folder for the case's files", errno);
        return false;
    }
    // Root hands them to the user programs run as; unprivileged, the server already is that user.
    const uid_t owner = ::geteuid() == 0 ? unprivileged : static_cast<uid_t>(-1);
    const std::string error = copy_case_files(case_folder, work, owner);
    ::close(work);
    if (error.empty()) return true;
    response.setup_failed = 1;
    response.case_files_refused = 1;
    copy_text(response.setup_error, sizeof response.setup_error, error);
    return false;
}

protocol::Response execute(const ServerSetup& setup, const SeccompProgram& seccomp, const protocol::Request& request,
                           const int fds[3], int case_folder, int stop_fd, SolverWorker& worker, AfterAnswer& after) {
    protocol::Response response{};
    response.magic = protocol::magic;
    const std::string box = setup.isolated ? "/box" : setup.box_dir.string();
    // A program may have taken its working folder's rights away (it owns the folder): restored first, or the
    // next program could not write there, and unprivileged not even the emptying could read it.
    ::chmod((box + "/work").c_str(), 0755);
    empty_folder(box + "/work");
    if (setup.isolated) empty_folder("/tmp");
    if (case_folder >= 0) {
        // Closed before anything of the run starts: no process of it ever holds the host folder's descriptor.
        const bool copied = copy_into_work(box, case_folder, response);
        ::close(case_folder);
        if (!copied) return response;
    }

    // argv and env arrive as one run of NUL-terminated strings.
    std::vector<std::string> strings;
    for (std::uint32_t at = 0; at < request.strings_size && strings.size() < request.argc + request.envc;) {
        strings.emplace_back(request.strings + at);
        at += static_cast<std::uint32_t>(strings.back().size()) + 1;
    }
    if (request.argc == 0 || strings.size() != request.argc + request.envc) {
        response.setup_failed = 1;
        copy_text(response.setup_error, sizeof response.setup_error, "malformed run request");
        return response;
    }
    Program program;
    program.path = resolve(strings[0], box);
    for (std::uint32_t i = 0; i < request.argc; ++i) program.argv.push_back(strings[i].data());
    program.argv.push_back(nullptr);
    for (std::uint32_t i = request.argc; i < strings.size(); ++i) program.envp.push_back(strings[i].data());
    program.envp.push_back(nullptr);

    if (request.kind == protocol::RunKind::solver_plugin && setup.cgroup != nullptr && setup.isolated && request.argc == 2)
        return run_in_worker(setup, seccomp, request, program, fds, worker, after);
    return run_program(setup, seccomp, request, program, box + "/work", fds, stop_fd, after);
}

std::vector<int> concatenated(std::vector<int> first, const std::vector<int>& second) {
    first.insert(first.end(), second.begin(), second.end());
    return first;
}

// Closes every descriptor but those in `kept` (-1s ignored).
void close_all_but(std::vector<int> kept) {
    kept.erase(std::remove(kept.begin(), kept.end(), -1), kept.end());
    std::sort(kept.begin(), kept.end());
    unsigned next = 0;
    for (const int fd : kept) {
        if (static_cast<unsigned>(fd) > next) ::syscall(SYS_close_range, next, static_cast<unsigned>(fd) - 1, 0u);
        next = static_cast<unsigned>(fd) + 1;
    }
    ::syscall(SYS_close_range, next, ~0u, 0u);
}

// A request, then the case's files folder (execute closes it) and the stop pipe when it says they follow.
bool receive(int socket, protocol::Request& request, int fds[3], int& case_folder, int& stop_fd) {
    if (receive_with_fds(socket, &request, sizeof request, fds, 3) <= 0 || request.magic != protocol::magic) return false;
    const auto one_more = [socket](int& fd) {
        std::uint32_t marker = 0;
        return receive_with_fds(socket, &marker, sizeof marker, &fd, 1) > 0 && marker == protocol::magic;
    };
    if (request.case_files && !one_more(case_folder)) return false;
    return !request.stop_pipe || one_more(stop_fd);
}

}  // namespace

void serve_box(const ServerSetup& given) {
    ServerSetup setup = given;
    // The server was forked from the judge as it was at that moment, other threads' descriptors and all: the
    // pipes of an interaction another box is running, the sockets of other boxes. Held here, a pipe's reader
    // would never see end of file, so all of them go but the standard three, our socket and the control group's.
    std::vector<int> kept{STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO, setup.socket};
    if (setup.cgroup != nullptr) kept = concatenated(kept, setup.cgroup->descriptors());
    close_all_but(kept);
    for (int signal_number = 1; signal_number < NSIG; ++signal_number) ::signal(signal_number, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);  // the judge gone, the box goes too

    protocol::Hello hello{};
    hello.magic = protocol::magic;
    hello.isolated = setup.isolated;
    hello.has_cgroup = setup.cgroup != nullptr;
    if (setup.cpu >= 0) {
        cpu_set_t cpus;
        CPU_ZERO(&cpus);
        CPU_SET(setup.cpu, &cpus);
        ::sched_setaffinity(0, sizeof cpus, &cpus);
    }
    if (setup.own_user_namespace) {
        if (const std::string error = map_own_ids(setup); !error.empty()) {
            copy_text(hello.note, sizeof hello.note, "cannot map the user namespace's ids: " + error);
            (void)!::send(setup.socket, &hello, sizeof hello, 0);
            _exit(1);
        }
    }
    if (std::string error; (setup.launcher_fd = make_launcher_fd(error)) < 0) {
        copy_text(hello.note, sizeof hello.note, "cannot prepare the program launcher: " + error);
        (void)!::send(setup.socket, &hello, sizeof hello, 0);
        _exit(1);
    }
    if (setup.isolated) {
        ::sethostname("gavel-box", 9);
        if (const std::string error = enter_box_root(setup.root_dir, setup.box_dir, setup.feedback_folder); !error.empty()) {
            hello.isolated = 0;
            copy_text(hello.note, sizeof hello.note, "cannot build the box's root: " + error);
            (void)!::send(setup.socket, &hello, sizeof hello, 0);
            _exit(1);
        }
    }
    auto request = std::make_unique<protocol::Request>();
    const SeccompProgram seccomp;
    // Without a cgroup the filter also holds the address space limit (seccomp_filter.hpp): one made for each limit
    // met.
    std::optional<SeccompProgram> capped;
    std::uint64_t capped_at = 0;
    SolverWorker worker;
    // Only a box has an IPC namespace of its own to sweep; unprivileged, the objects would be the user's.
    std::optional<IpcSweep> ipc;
    if (setup.isolated) ipc.emplace();
    // Hello comes last, after every allocation of the start: a server that hangs on a lock held at its fork
    // (BoxOptions::hello_within) hangs before it, where the judge's wait for it ends.
    if (setup.pause_before_hello.count() > 0) std::this_thread::sleep_for(setup.pause_before_hello);
    if (::send(setup.socket, &hello, sizeof hello, 0) != sizeof hello) _exit(1);
    for (;;) {
        int fds[3] = {-1, -1, -1};
        int case_folder = -1, stop_fd = -1;
        if (!receive(setup.socket, *request, fds, case_folder, stop_fd)) _exit(0);
        const SeccompProgram* filter = &seccomp;
        if (setup.cgroup == nullptr) {
            if (!capped || capped_at != request->address_space) capped.emplace(capped_at = request->address_space);
            filter = &*capped;
        }
        AfterAnswer after;
        const protocol::Response response = execute(setup, *filter, *request, fds, case_folder, stop_fd, worker, after);
        for (int fd : fds) ::close(fd);
        if (stop_fd >= 0) ::close(stop_fd);
        if (::send(setup.socket, &response, sizeof response, 0) != sizeof response) _exit(0);
        // Done before the next request, so that nothing of this run is charged to the next one.
        if (after.reap_init > 0)
            while (::waitpid(after.reap_init, nullptr, 0) < 0 && errno == EINTR) {
            }
        if (after.settle_worker) settle_worker(setup, worker);
        if (ipc) ipc->sweep();
    }
}

}  // namespace gavel::sandbox
