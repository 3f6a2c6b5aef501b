// echoes, wrong answer: doubles in unsigned 32 bits, which wrap around once the double reaches 2^32 (pass 3 of
// the largest case): right on passes 1 and 2 of every case.
#include <cstdint>
#include <iostream>

int main() {
    std::uint64_t k = 0;
    std::cin >> k;
    const std::uint32_t doubled = static_cast<std::uint32_t>(k) * 2u;
    std::cout << doubled << std::endl;
}
