// relay, accepted: adds in 64 bits, since later passes' numbers pass 2^31 (each pass is a fresh run).
#include <cstdint>
#include <iostream>

int main() {
    std::int64_t a = 0, b = 0;
    std::cin >> a >> b;
    std::cout << a + b << '\n';
}
