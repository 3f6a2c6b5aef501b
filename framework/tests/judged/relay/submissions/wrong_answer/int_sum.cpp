// relay, wrong answer: adds in 32 bits, which wrap around once a sum reaches 2^31 (pass 2 or 3 of the large
// cases). The wrap is written out with unsigned arithmetic, so the program is well defined: it just prints the
// wrong number.
#include <cstdint>
#include <iostream>

int main() {
    std::int64_t a = 0, b = 0;
    std::cin >> a >> b;
    const std::uint32_t sum = static_cast<std::uint32_t>(a) + static_cast<std::uint32_t>(b);
    std::cout << static_cast<std::int32_t>(sum) << '\n';
}
