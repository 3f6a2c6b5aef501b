// echoes, run-time error: reads the number with std::stoi, which throws std::out_of_range (uncaught: abort) for
// a number beyond 2^31 - 1, as on pass 3 of the largest case. Doubles in 64 bits, so it is right wherever it
// does not crash.
#include <cstdint>
#include <iostream>
#include <string>

int main() {
    std::string word;
    std::cin >> word;
    const std::int64_t k = std::stoi(word);
    std::cout << 2 * k << std::endl;
}
