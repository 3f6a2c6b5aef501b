// gavel-solver-host: runs a contestant's Solver plugin inside a sandbox box.
//   gavel-solver-host --check SOLVER.so   loads it only (a plugin that does not load is CE); exit 0 or 2
//   gavel-solver-host SOLVER.so           standard input in, standard output out; exit 100 (solved), 101
//                                         (solve failed) or 2 (did not load): see sandbox/protocol.hpp
//   gavel-solver-host --serve SOLVER.so   loads it once, hands the box server its channel, then forks a fresh
//                                         child per request (the box server's protocol: sandbox/protocol.hpp)
// In every mode shared memory is closed to the plugin before it loads (solver_filter.hpp), so a plugin behaves
// the same whichever way it runs. It never measures anything: the box server does, from the kernel, because this process runs the
// contestant's code (the plugin's constructors) from the moment it loads the plugin.
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <sstream>
#include <string>

#include "base/errors.hpp"
#include "plugin/loader.hpp"
#include "posix/fd_passing.hpp"
#include "sandbox/protocol.hpp"
#include "solver_filter.hpp"

namespace {

namespace protocol = gavel::sandbox::protocol;

int write_fd(void* context, const char* data, size_t size) {
    const int fd = *static_cast<int*>(context);
    while (size > 0) {
        const ssize_t wrote = ::write(fd, data, size);
        if (wrote <= 0) return 1;
        data += wrote;
        size -= static_cast<size_t>(wrote);
    }
    return 0;
}

// The whole of standard input, with plain reads: in a fresh child every page touched is a copy-on-write fault,
// and the iostream machinery touches many.
std::string read_stdin() {
    std::string input;
    struct stat info {};
    if (::fstat(0, &info) == 0 && info.st_size > 0) input.reserve(static_cast<std::size_t>(info.st_size));
    char buffer[65536];
    for (ssize_t got; (got = ::read(0, buffer, sizeof buffer)) != 0;) {
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) break;
        input.append(buffer, static_cast<std::size_t>(got));
    }
    return input;
}

// The exit code of a test whose solve() returned: never 0, which a plugin's own exit(0) would give too.
int solve_stdin(const gavel::SolverPlugin& plugin) {
    const std::string input = read_stdin();
    int out = 1, err = 2;
    const gavel_writer output{&out, write_fd}, message{&err, write_fd};
    return plugin.descriptor().solve(input.data(), input.size(), &output, &message) == GAVEL_OK ? protocol::solver_returned_ok
                                                                                              : protocol::solver_returned_failed;
}

void set_limit(int resource, rlim_t value) {
    const rlimit limit{value, value};
    ::setrlimit(resource, &limit);
}

// One test in a fresh child: the loaded plugin, the signal mask it had after loading, the test's descriptors,
// backstop limits.
[[noreturn]] void run_child(const gavel::SolverPlugin& plugin, const sigset_t& loaded_mask, const protocol::WorkerRequest& work,
                            const int fds[3]) {
    ::sigprocmask(SIG_SETMASK, &loaded_mask, nullptr);
    for (int i = 0; i < 3; ++i) ::dup2(fds[i], i);
    ::syscall(SYS_close_range, 3u, ~0u, 0u);
    set_limit(RLIMIT_FSIZE, work.output);
    const auto cpu = static_cast<rlim_t>(std::ceil(static_cast<double>(work.cpu_us) / 1e6)) + 1;
    set_limit(RLIMIT_CPU, cpu);
    const int status = solve_stdin(plugin);
    _exit(status);
}

// The C++ library builds its classic locale, its facets and their number caches the first time a stream is
// used. Done here once, every child inherits them; otherwise each test's child would build them again, in
// pages it has to copy first (about 30 page faults, most of a trivial test's time on a virtual machine).
void warm_up_streams() {
    std::istringstream in("1 2.5 word");
    long integer = 0;
    double real = 0;
    std::string word;
    in >> integer >> real >> word;
    std::ostringstream out;
    out << integer << ' ' << real << ' ' << word << '\n';
}

// The channel to the box server, made only now that the plugin is loaded: a socket pair on descriptors 3 (ours)
// and 4 (the server's, which it takes out of this process while we are stopped). Whatever the plugin opened
// on 3 or 4 is closed over.
bool open_channel() {
    int pair[2];
    if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0) return false;
    const int ours = ::fcntl(pair[0], F_DUPFD_CLOEXEC, 16), theirs = ::fcntl(pair[1], F_DUPFD_CLOEXEC, 16);
    ::close(pair[0]);
    ::close(pair[1]);
    if (ours < 0 || theirs < 0 || ::dup3(ours, protocol::worker_socket, O_CLOEXEC) < 0 ||
        ::dup3(theirs, protocol::server_socket, O_CLOEXEC) < 0)
        return false;
    ::close(ours);
    ::close(theirs);
    ::raise(SIGSTOP);  // the box server takes descriptor 4 and lets us go on
    ::close(protocol::server_socket);
    return true;
}

int serve(const gavel::SolverPlugin& plugin) {
    warm_up_streams();
    // Every signal waits from now on: a handler the plugin installed must never run in this process, whose
    // memory every later test starts from (a test's child can signal its parent). Each child gets the mask
    // back as loading left it; signals still pending here are not passed on to it.
    sigset_t all, loaded_mask;
    sigfillset(&all);
    ::sigprocmask(SIG_SETMASK, &all, &loaded_mask);
    ::dup2(0, 2);  // the test's standard error was lent for the loader's message only; 0 is /dev/null
    if (!open_channel()) return 2;
    for (;;) {
        protocol::WorkerRequest work{};
        int fds[3];
        if (gavel::sandbox::receive_with_fds(protocol::worker_socket, &work, sizeof work, fds, 3) <= 0 ||
            work.magic != protocol::magic)
            return 0;
        const pid_t child = ::fork();
        if (child == 0) run_child(plugin, loaded_mask, work, fds);
        for (int fd : fds) ::close(fd);
        int status = 0;
        while (child > 0 && ::waitpid(child, &status, 0) < 0 && errno == EINTR) {
        }
        protocol::WorkerReply reply{protocol::magic, WIFEXITED(status) ? 1 : 0, WIFEXITED(status) ? WEXITSTATUS(status) : 0,
                                    WIFSIGNALED(status) ? WTERMSIG(status) : 0};
        if (child < 0) reply = {protocol::magic, 0, 0, SIGKILL};  // no child: the test could not run
        if (::send(protocol::worker_socket, &reply, sizeof reply, 0) != sizeof reply) return 0;
    }
}

// Once a plugin is loaded, the host ends here: never by returning from main, which would unload the plugin and
// run its static destructors while a thread its load started may still be running its code (that thread then
// crashed the load check now and then). Nothing of the plugin's teardown is part of a test.
[[noreturn]] void end_host(int code) {
    std::fflush(nullptr);
    ::_exit(code);
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc == 3 ? argv[1] : "";
    if (argc != 2 && mode != "--check" && mode != "--serve") {
        std::fprintf(stderr, "usage: gavel-solver-host [--check|--serve] SOLVER.so\n");
        return 2;
    }
    if (const int error = gavel::close_shared_memory(); error != 0) {
        std::fprintf(stderr, "gavel-solver-host: cannot close shared memory to the plugin: %s\n", std::strerror(error));
        return 3;
    }
    try {
        const auto plugin = gavel::SolverPlugin::load(argv[argc - 1]);
        if (mode == "--check") end_host(0);
        if (mode == "--serve") end_host(serve(plugin));
        end_host(solve_stdin(plugin));
    } catch (const gavel::InputError& error) {
        std::fprintf(stderr, "%s\n", error.what());
        return 2;
    }
}
