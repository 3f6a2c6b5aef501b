// Input validator of oddsum: reads the input on standard input, byte by byte, and exits 42 when it is exactly
//   n<newline>a_1<space>...<space>a_n<newline>
// with 1 <= n <= 1000 and -10^12 <= a_i <= 10^12, integers written without a plus sign, leading zeros or "-0";
// otherwise it says what is wrong on standard output and exits 43.
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

std::string describe(std::size_t position) {
    if (position >= text.size()) return "end of input";
    const char c = text[position];
    if (c == '\n') return "a newline";
    if (c == ' ') return "a space";
    if (c >= 33 && c <= 126) return std::string("'") + c + "'";
    return "byte " + std::to_string(static_cast<unsigned char>(c));
}

void expect(char wanted, const char* what) {
    if (at >= text.size() || text[at] != wanted)
        refuse(std::string("expected ") + what + " at byte " + std::to_string(at) + ", found " + describe(at));
    ++at;
}

// An integer in [low, high], written canonically.
long long integer(long long low, long long high, const std::string& what) {
    const std::size_t start = at;
    bool negative = false;
    if (at < text.size() && text[at] == '-') {
        negative = true;
        ++at;
    }
    const std::size_t digits = at;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9') ++at;
    const std::size_t count = at - digits;
    if (count == 0) refuse("expected " + what + " at byte " + std::to_string(start) + ", found " + describe(at));
    if (count > 1 && text[digits] == '0') refuse(what + " has a leading zero");
    if (count > 13) refuse(what + " is out of range");
    const long long magnitude = std::stoll(text.substr(digits, count));
    if (negative && magnitude == 0) refuse(what + " is written as -0");
    const long long value = negative ? -magnitude : magnitude;
    if (value < low || value > high)
        refuse(what + " = " + std::to_string(value) + " is outside [" + std::to_string(low) + ", " + std::to_string(high) + "]");
    return value;
}

}  // namespace

int main() {
    for (int c; (c = std::getchar()) != EOF;) text.push_back(static_cast<char>(c));
    const long long n = integer(1, 1000, "n");
    expect('\n', "a newline after n");
    for (long long i = 1; i <= n; ++i) {
        integer(-1000000000000LL, 1000000000000LL, "a_" + std::to_string(i));
        expect(i < n ? ' ' : '\n', i < n ? "a single space" : "a newline after the last number");
    }
    if (at != text.size()) refuse("extra data after the numbers, at byte " + std::to_string(at));
    return 42;
}
