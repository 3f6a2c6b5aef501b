// The tiny example problem of the tests: two integers in, their sum out. It has a validator and a generator.
#include <gavel/sdk.hpp>

class Sum : public gavel::Problem {
public:
    void solve(std::istream& in, std::ostream& out) override {
        long long a = 0, b = 0;
        in >> a >> b;
        out << a + b << '\n';
    }
    void validate(gavel::InputReader& in) override {
        in.read_int(-1000000, 1000000, "a");
        in.read_space();
        in.read_int(-1000000, 1000000, "b");
        in.read_newline();
    }
    void generate(gavel::Random& random, const gavel::Params& params, std::ostream& out) override {
        const auto bound = params.get_int("bound", 1000, 1, 1000000);
        out << random.uniform(-bound, bound) << ' ' << random.uniform(-bound, bound) << '\n';
    }
};

#ifndef SUM_ID
#define SUM_ID "sum"  // the same problem is built under other ids for the external-checker fixtures
#endif
GAVEL_PROBLEM(Sum, SUM_ID, "A plus B", "1.0")
