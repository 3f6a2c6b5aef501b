// A contestant's Solver plugin for the `sum` test problem; with SOLVER_BUG it misbehaves as asked (or, with 4,
// answers only when it runs in a child of the process that loaded it; with 6, prints a token of its load instead;
// with 7, answers and then exits with code 0 before solve() returns).
#include <gavel/sdk.hpp>

#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <ctime>

// The process that loaded this library: a test is run in a child of it when the plugin is loaded once.
static const pid_t loader = ::getpid();

// Different for every load of the library, the same in every child forked after it: the clock when it loaded.
static long long load_token() {
    timespec now{};
    ::clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec * 1000000000LL + now.tv_nsec;
}
static const long long loaded_at = load_token();

class SumSolver : public gavel::Solver {
public:
    void solve(std::istream& in, std::ostream& out) override {
        long long a = 0, b = 0;
        in >> a >> b;
        (void)out;  // the crashing and looping builds never answer
#if SOLVER_BUG == 1
        out << a - b << '\n';
#elif SOLVER_BUG == 2
        std::raise(SIGSEGV);
#elif SOLVER_BUG == 4
        if (::getppid() == loader) out << a + b << '\n';
        else out << "loaded again for this test\n";
#elif SOLVER_BUG == 6
        out << "load-" << loaded_at << '\n';
#elif SOLVER_BUG == 5
        if (a % 2 == 0) std::raise(SIGSEGV);
        out << a + b << '\n';
#elif SOLVER_BUG == 7
        // The right answer, then an exit before solve() returns: exit code 0, yet not a solve that returned.
        out << a + b << '\n' << std::flush;
        if (a % 2 != 0) std::_Exit(0);
        std::exit(0);
#elif SOLVER_BUG == 3
        volatile long spin = 0;  // volatile: the loop must not be optimised away
        for (;;) spin = spin + 1;
#else
        out << a + b << '\n';
#endif
    }
};

GAVEL_SOLVER(SumSolver, "sum solver")
