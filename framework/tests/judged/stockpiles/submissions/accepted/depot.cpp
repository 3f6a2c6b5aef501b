// stockpiles, accepted: the total cost is convex in the depot's place and bends only at stockpiles, so the best
// stockpile to put the depot on is the best place; each candidate's cost comes from prefix sums in O(1).
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
    for (auto& [x, w] : piles) std::cin >> x >> w;
    std::sort(piles.begin(), piles.end());
    std::int64_t weight_all = 0, moment_all = 0;
    for (const auto& [x, w] : piles) {
        weight_all += w;
        moment_all += x * w;
    }
    std::int64_t weight_left = 0, moment_left = 0, best = INT64_MAX;
    for (const auto& [x, w] : piles) {
        weight_left += w;
        moment_left += x * w;
        // Everything up to and including this pile travels right to x, the rest travels left to x.
        const std::int64_t cost = (x * weight_left - moment_left) + ((moment_all - moment_left) - x * (weight_all - weight_left));
        best = std::min(best, cost);
    }
    std::printf("%.9f\n", static_cast<double>(best) / static_cast<double>(weight_all));
}
