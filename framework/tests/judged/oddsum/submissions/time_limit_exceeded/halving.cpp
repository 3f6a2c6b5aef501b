// oddsum, too slow: decides parity by walking from 0 towards |a| one step at a time, flipping a flag (volatile,
// so the loop stays). Instant on the small cases, endless on numbers near 10^12. Right wherever it finishes.
#include <cstdint>
#include <iostream>

namespace {

bool odd(std::int64_t a) {
    const std::int64_t target = a < 0 ? -a : a;
    volatile bool flag = false;
    for (std::int64_t step = 0; step < target; ++step) flag = !flag;
    return flag;
}

}  // namespace

int main() {
    int n = 0;
    std::cin >> n;
    std::int64_t sum = 0;
    for (int i = 0; i < n; ++i) {
        std::int64_t a = 0;
        std::cin >> a;
        if (odd(a)) sum += a;
    }
    std::cout << sum << '\n';
}
