// A problem with partial credit, for the subtask fixture (fixtures/subtasks): given positive numbers, print one of
// them. The largest earns the whole test, a smaller one the share it is of the largest; a number not in the list
// is a wrong answer.
#include <gavel/sdk.hpp>

#include <algorithm>
#include <sstream>
#include <vector>

namespace {

std::vector<long long> numbers_of(std::string_view input) {
    std::istringstream in{std::string(input)};
    std::size_t n = 0;
    in >> n;
    std::vector<long long> numbers(n);
    for (auto& number : numbers) in >> number;
    return numbers;
}

}  // namespace

class Pick : public gavel::Problem {
public:
    void solve(std::istream& in, std::ostream& out) override {
        std::size_t n = 0;
        in >> n;
        long long best = 0;
        for (std::size_t i = 0; i < n; ++i) {
            long long number = 0;
            in >> number;
            best = std::max(best, number);
        }
        out << best << '\n';
    }
    void validate(gavel::InputReader& in) override {
        const auto n = in.read_int(1, 1000, "n");
        in.read_newline();
        for (long long i = 0; i < n; ++i) {
            in.read_int(1, 1000000000, "a number");
            if (i + 1 < n) in.read_space();
        }
        in.read_newline();
    }
    gavel::CheckResult check(std::string_view input, std::string_view output, std::string_view) override {
        const std::vector<long long> numbers = numbers_of(input);
        gavel::OutputReader reader(output);
        const long long picked = reader.read_integer("a number of the list", 1, 1000000000);
        reader.expect_end();
        if (std::find(numbers.begin(), numbers.end(), picked) == numbers.end())
            return gavel::wrong_answer(std::to_string(picked) + " is not in the list");
        const long long largest = *std::max_element(numbers.begin(), numbers.end());
        if (picked == largest) return gavel::accepted();
        return gavel::partial(static_cast<double>(picked) / static_cast<double>(largest),
                              std::to_string(picked) + " is in the list, but " + std::to_string(largest) + " is larger");
    }
};

GAVEL_PROBLEM(Pick, "pick", "Pick a large number", "1.0")
