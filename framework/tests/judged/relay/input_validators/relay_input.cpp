// Input validator of relay: reads the input on standard input and exits 42 when it is exactly
//   a<space>b<newline>
// with 0 <= a, b < 10^9 written in decimal without a sign or leading zeros, and nothing else; otherwise it says
// what is wrong on standard output and exits 43. (Only the first pass's input is a test case's .in: the later
// passes' inputs, which the output validator writes, go beyond 10^9 on purpose.)
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

[[noreturn]] void refuse(const std::string& why) {
    std::printf("invalid input: %s\n", why.c_str());
    std::exit(43);
}

std::string text;
std::size_t at = 0;

// A number in [0, 10^9), written plainly, starting at `at`.
void number(const char* name) {
    const std::size_t start = at;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9') ++at;
    const std::string digits = text.substr(start, at - start);
    if (digits.empty()) refuse(std::string("expected the number ") + name + " at byte " + std::to_string(start));
    if (digits.size() > 1 && digits[0] == '0') refuse(std::string(name) + " = " + digits + " has a leading zero");
    if (digits.size() > 9) refuse(std::string(name) + " = " + digits + " is not below 10^9");
}

void expect(char wanted, const char* what) {
    if (at >= text.size() || text[at] != wanted)
        refuse(std::string("expected ") + what + " at byte " + std::to_string(at));
    ++at;
}

}  // namespace

int main() {
    for (int c; (c = std::getchar()) != EOF && text.size() <= 100;) text.push_back(static_cast<char>(c));
    number("a");
    expect(' ', "a single space after a");
    number("b");
    expect('\n', "a newline after b");
    if (at != text.size()) refuse("extra data after the line, at byte " + std::to_string(at));
    return 42;
}
