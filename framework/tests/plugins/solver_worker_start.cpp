// Contestant Solver plugins for `sum` whose loading goes differently in the worker that serves the tests than in
// the load check. The worker's standard input is /dev/null (a character device); the check's and a test's are
// not. START_KIND 1: the load sleeps 2 s in the worker. START_KIND 2: the load ends the worker (exit code 3).
// START_KIND 3: the load notes every descriptor past standard error that is open, and each test reports them.
// START_KIND 4: a static object whose destructor aborts, as one does that finds the state of a thread the load
// started already torn down: the host never unloads a plugin nor runs its teardown, so it never runs.
#include <gavel/sdk.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>

namespace {

[[maybe_unused]] bool in_worker() {
    struct stat info {};
    return ::fstat(0, &info) == 0 && S_ISCHR(info.st_mode);
}

std::string open_at_load;

const bool loaded = [] {
#if START_KIND == 1
    if (in_worker()) std::this_thread::sleep_for(std::chrono::seconds(2));
#elif START_KIND == 2
    if (in_worker()) ::_exit(3);
#elif START_KIND == 3
    for (int fd = 3; fd < 1024; ++fd)
        if (::fcntl(fd, F_GETFD) != -1) open_at_load += " " + std::to_string(fd);
#endif
    return true;
}();

#if START_KIND == 4
struct AbortsWhenTornDown {
    ~AbortsWhenTornDown() { std::abort(); }
} torn_down_never;
#endif

}  // namespace

class WorkerStart : public gavel::Solver {
public:
    void solve(std::istream& in, std::ostream& out) override {
        long long a = 0, b = 0;
        in >> a >> b;
        if (open_at_load.empty()) out << a + b << '\n';
        else out << "open while loading:" << open_at_load << '\n';
    }
};

GAVEL_SOLVER(WorkerStart, "worker start")
