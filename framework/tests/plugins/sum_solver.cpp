// A contestant's Solver plugin for the `sum` test problem; with SOLVER_BUG it misbehaves as asked.
#include <gavel/sdk.hpp>

#include <csignal>
#include <cstdlib>

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
#elif SOLVER_BUG == 3
        volatile long spin = 0;  // volatile: the loop must not be optimised away
        for (;;) spin = spin + 1;
#else
        out << a + b << '\n';
#endif
    }
};

GAVEL_SOLVER(SumSolver, "sum solver")
