// stockpiles, wrong answer: the right depot and cost, but divided by the number of piles instead of the tonnes
// (the same thing only when every pile weighs one tonne).
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
    std::int64_t cost = 0;
    for (const auto& [x, w] : piles) cost += w * (x > depot ? x - depot : depot - x);
    std::printf("%.9f\n", static_cast<double>(cost) / n);
}
