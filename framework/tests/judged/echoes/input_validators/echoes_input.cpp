// Input validator of echoes: reads the input on standard input and exits 42 when it is exactly
//   k<newline>
// with 0 <= k <= 10^9 written in decimal without a sign or leading zeros, and nothing else; otherwise it says
// what is wrong on standard output and exits 43. (Only the first pass's number is a test case's .in: the later
// passes' numbers, which the output validator writes, go beyond 10^9 on purpose.)
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
    if (digits.size() > 1 && digits[0] == '0') refuse("k = " + digits + " has a leading zero");
    if (digits.size() > 10 || std::stoll(digits) > 1'000'000'000) refuse("k = " + digits + " is above 10^9");
    return 42;
}
