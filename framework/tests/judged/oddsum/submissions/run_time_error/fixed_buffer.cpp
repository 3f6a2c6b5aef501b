// oddsum, run-time error: keeps the numbers in a buffer of 100, checked with at(), which throws (and so aborts
// the program) on the cases with more than 100 numbers. Right wherever it does not crash.
#include <array>
#include <cstdint>
#include <iostream>

int main() {
    int n = 0;
    std::cin >> n;
    std::array<std::int64_t, 100> numbers{};
    for (int i = 0; i < n; ++i) std::cin >> numbers.at(static_cast<std::size_t>(i));
    std::int64_t sum = 0;
    for (int i = 0; i < n; ++i)
        if (numbers[static_cast<std::size_t>(i)] % 2 != 0) sum += numbers[static_cast<std::size_t>(i)];
    std::cout << sum << '\n';
}
