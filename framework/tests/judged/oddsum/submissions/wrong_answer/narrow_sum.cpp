// oddsum, wrong answer: adds up in 32 bits, which wrap around once the odd numbers are large (the wrap is
// written out with unsigned arithmetic, so the program is well defined: it just prints the wrong number).
#include <cstdint>
#include <iostream>

int main() {
    int n = 0;
    std::cin >> n;
    std::uint32_t sum = 0;
    for (int i = 0; i < n; ++i) {
        std::int64_t a = 0;
        std::cin >> a;
        if (a % 2 != 0) sum += static_cast<std::uint32_t>(a);
    }
    std::cout << static_cast<std::int32_t>(sum) << '\n';
}
