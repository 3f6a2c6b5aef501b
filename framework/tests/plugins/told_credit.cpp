// A problem whose check gives the output's number as the test's fraction, whatever it is (NaN, 1.5, -0.5
// included), and whose reference echoes its input: gavel, not the plugin, must refuse a fraction outside [0, 1].
#include <gavel/sdk.hpp>

#include <cstdlib>
#include <string>

class ToldCredit : public gavel::Problem {
public:
    void solve(std::istream& in, std::ostream& out) override {
        std::string word;
        in >> word;
        out << word << '\n';
    }
    gavel::CheckResult check(std::string_view, std::string_view output, std::string_view) override {
        const std::string text(output);
        return gavel::partial(std::strtod(text.c_str(), nullptr), "told " + text.substr(0, text.find('\n')));
    }
};

GAVEL_PROBLEM(ToldCredit, "told_credit", "Credit as told", "1.0")
