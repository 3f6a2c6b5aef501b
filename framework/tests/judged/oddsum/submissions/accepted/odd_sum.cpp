// oddsum, accepted: the lowest bit of a two's complement number says whether it is odd, for negatives too.
#include <cstdint>
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    int n = 0;
    std::cin >> n;
    std::int64_t sum = 0;
    for (int i = 0; i < n; ++i) {
        std::int64_t a = 0;
        std::cin >> a;
        if (a & 1) sum += a;
    }
    std::cout << sum << '\n';
}
