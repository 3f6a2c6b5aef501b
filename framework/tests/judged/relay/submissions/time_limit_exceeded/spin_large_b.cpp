// relay, too slow: spins forever (on a volatile counter) when b >= 10^9, which only a later pass can give (pass 2
// of the largest case; the other cases never get there); right, and fast, on every other pass.
#include <cstdint>
#include <iostream>

int main() {
    std::int64_t a = 0, b = 0;
    std::cin >> a >> b;
    if (b >= 1'000'000'000) {
        volatile std::uint64_t spin = 0;
        for (;;) spin = spin + 1;
    }
    std::cout << a + b << '\n';
}
