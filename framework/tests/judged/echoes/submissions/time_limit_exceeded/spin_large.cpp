// echoes, too slow: spins forever (on a volatile counter) before answering a number above 10^9, which only a
// later pass gives (pass 2 of the largest case); right, and fast, everywhere else.
#include <cstdint>
#include <iostream>

int main() {
    std::int64_t k = 0;
    std::cin >> k;
    if (k > 1'000'000'000) {
        volatile std::uint64_t spin = 0;
        for (;;) spin = spin + 1;
    }
    std::cout << 2 * k << std::endl;
}
