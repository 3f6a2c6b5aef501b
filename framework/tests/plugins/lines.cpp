// A test problem whose input is many lines, for stress's line-by-line shrinking: one integer per line, and the
// answer is how many lines there are. A solution that counts distinct values instead is wrong exactly when two
// lines are equal, so the smallest failing input is two equal lines.
#include <gavel/sdk.hpp>

#include <string>

class Lines : public gavel::Problem {
public:
    void solve(std::istream& in, std::ostream& out) override {
        long long value = 0, count = 0;
        while (in >> value) ++count;
        out << count << '\n';
    }
    void validate(gavel::InputReader& in) override {
        do {
            in.read_int(-1000, 1000, "value");
            in.read_newline();
        } while (!in.at_eof());
    }
    void generate(gavel::Random& random, const gavel::Params& params, std::ostream& out) override {
        const auto count = params.get_int("count", 100, 1, 10000);
        for (std::int64_t i = 0; i < count; ++i) out << random.uniform(-1000, 1000) << '\n';
    }
};

GAVEL_PROBLEM(Lines, "lines", "How many lines", "1.0")
