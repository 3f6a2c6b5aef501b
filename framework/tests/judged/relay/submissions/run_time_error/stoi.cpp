// relay, run-time error: reads the numbers with std::stoi, which throws std::out_of_range (uncaught: abort) for
// a number beyond 2^31 - 1, as on pass 3 of the largest case. Adds in 64 bits, so it is right wherever it does
// not crash.
#include <cstdint>
#include <iostream>
#include <string>

int main() {
    std::string a, b;
    std::cin >> a >> b;
    const std::int64_t sum = static_cast<std::int64_t>(std::stoi(a)) + std::stoi(b);
    std::cout << sum << '\n';
}
