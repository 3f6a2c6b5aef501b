// stockpiles, too slow: tries every depot place from the leftmost to the rightmost pile in steps of a metre.
// Instant when the piles lie within 100 km; about 10^9 places times n piles when they spread over 10^6 km.
// Right wherever it finishes.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <limits>
#include <vector>

int main() {
    int n = 0;
    std::cin >> n;
    std::vector<long long> x(n), w(n);
    long long total = 0;
    for (int i = 0; i < n; ++i) {
        std::cin >> x[i] >> w[i];
        total += w[i];
    }
    const long long low = *std::min_element(x.begin(), x.end()), high = *std::max_element(x.begin(), x.end());
    double best = std::numeric_limits<double>::infinity();
    for (long long metre = low * 1000; metre <= high * 1000; ++metre) {
        const double depot = static_cast<double>(metre) / 1000.0;
        double cost = 0;
        for (int i = 0; i < n; ++i) cost += static_cast<double>(w[i]) * std::fabs(static_cast<double>(x[i]) - depot);
        best = std::min(best, cost);
    }
    std::printf("%.9f\n", best / static_cast<double>(total));
}
