// A contestant-style Solver plugin: it copies its input.
#include <gavel/sdk.hpp>

class Echo : public gavel::Solver {
public:
    void solve(std::istream& in, std::ostream& out) override { out << in.rdbuf(); }
};

GAVEL_SOLVER(Echo, "echo")
