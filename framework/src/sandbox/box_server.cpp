#include "sandbox/box_server.hpp"

#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <memory>
#include <string>
#include <vector>

#include "posix/fd_passing.hpp"
#include "sandbox/box_root.hpp"
#include "sandbox/protocol.hpp"
#include "sandbox/run_program.hpp"
#include "sandbox/seccomp_filter.hpp"
#include "sandbox/server_common.hpp"
#include "sandbox/solver_worker.hpp"

namespace gavel::sandbox {
namespace {

// What the server does once the answer is sent, off the judge's path.
struct AfterAnswer {
    pid_t reap_init = -1;        // a run's init that has let go of our memory and is still exiting
    bool settle_worker = false;  // the Solver-plugin worker answered: clean up after its test and stop it
};

// argv[0] without a slash is looked up as a shell would, in the box's /usr/bin and /bin.
std::string resolve(const std::string& name, const std::string& box_dir) {
    if (name.find('/') != std::string::npos) return name;
    for (const std::string folder : {"/usr/bin/", "/bin/", "/usr/local/bin/"})
        if (::access((folder + name).c_str(), X_OK) == 0) return folder + name;
    return box_dir + "/" + name;
}

protocol::Response execute(const ServerSetup& setup, const SeccompProgram& seccomp, const protocol::Request& request,
                           const int fds[3], SolverWorker& worker, AfterAnswer& after) {
    protocol::Response response{};
    response.magic = protocol::magic;
    const std::string box = setup.isolated ? "/box" : setup.box_dir.string();
    empty_folder(box + "/work");
    if (setup.isolated) empty_folder("/tmp");

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
        return run_in_worker(setup, seccomp, request, program, fds, worker, after.settle_worker);
    return run_program(setup, seccomp, request, program, fds, box + "/work", after.reap_init);
}

bool receive(int socket, protocol::Request& request, int fds[3]) {
    return receive_with_fds(socket, &request, sizeof request, fds, 3) > 0 && request.magic == protocol::magic;
}

}  // namespace

void serve_box(const ServerSetup& setup) {
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
    if (setup.isolated) {
        ::sethostname("gavel-box", 9);
        if (const std::string error = enter_box_root(setup.root_dir, setup.box_dir); !error.empty()) {
            hello.isolated = 0;
            copy_text(hello.note, sizeof hello.note, "cannot build the box's root: " + error);
            (void)!::send(setup.socket, &hello, sizeof hello, 0);
            _exit(1);
        }
    }
    if (::send(setup.socket, &hello, sizeof hello, 0) != sizeof hello) _exit(1);

    auto request = std::make_unique<protocol::Request>();
    const SeccompProgram seccomp;
    SolverWorker worker;
    for (;;) {
        int fds[3] = {-1, -1, -1};
        if (!receive(setup.socket, *request, fds)) _exit(0);
        AfterAnswer after;
        const protocol::Response response = execute(setup, seccomp, *request, fds, worker, after);
        for (int fd : fds) ::close(fd);
        if (::send(setup.socket, &response, sizeof response, 0) != sizeof response) _exit(0);
        // Done before the next request, so that nothing of this run is charged to the next one.
        if (after.reap_init > 0)
            while (::waitpid(after.reap_init, nullptr, 0) < 0 && errno == EINTR) {
            }
        if (after.settle_worker) settle_worker(setup, worker);
    }
}

}  // namespace gavel::sandbox
