// Input validator of guess: reads the input on standard input and exits 42 when it is exactly
//   N<newline>
// with 1 <= N <= 1000 written in decimal without a sign or leading zeros, and nothing else; otherwise it says
// what is wrong on standard output and exits 43.
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

[[noreturn]] void refuse(const std::string& why) {
    std::printf("invalid input: %s\n", why.c_str());
    std::exit(43);
}

}  // namespace

int main() {
    std::string text;
    for (int c; (c = std::getchar()) != EOF && text.size() <= 100;) text.push_back(static_cast<char>(c));
    if (text.empty() || text.find('\n') != text.size() - 1)
        refuse("the input must be one line ending in a newline");
    const std::string digits = text.substr(0, text.size() - 1);
    if (digits.empty()) refuse("the line is empty");
    if (digits.find_first_not_of("0123456789") != std::string::npos)
        refuse("expected digits only, found \"" + digits + "\"");
    if (digits.size() > 4 || digits[0] == '0')
        refuse("N = " + digits + " is not an integer in [1, 1000] written plainly");
    const int n = std::stoi(digits);
    if (n < 1 || n > 1000) refuse("N = " + digits + " is outside [1, 1000]");
    return 42;
}
