// stockpiles, partially accepted (30 points): the right depot, but the cost is added up in 32 bits, which wrap
// around once heavy piles lie far apart (the wrap is written with unsigned arithmetic: well defined, just wrong).
// Group 1's costs are tiny, so it gets group 1 right and group 2 wrong.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <utility>
#include <vector>

int main() {
    int n = 0;
    std::cin >> n;
    std::vector<std::pair<std::int64_t, std::int64_t>> piles(n);
    std::int64_t total = 0;
    for (auto& [x, w] : piles) {
        std::cin >> x >> w;
        total += w;
    }
    std::sort(piles.begin(), piles.end());
    std::int64_t run = 0, depot = 0;
    for (const auto& [x, w] : piles) {
        run += w;
        if (2 * run >= total) {
            depot = x;
            break;
        }
    }
    std::uint32_t cost = 0;
    for (const auto& [x, w] : piles) cost += static_cast<std::uint32_t>(w * (x > depot ? x - depot : depot - x));
    std::printf("%.9f\n", static_cast<double>(static_cast<std::int32_t>(cost)) / static_cast<double>(total));
}
