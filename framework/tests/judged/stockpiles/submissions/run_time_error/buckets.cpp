// stockpiles, run-time error: adds up the tonnes per kilometre in 101 buckets, enough for group 1's road of
// 100 km; at() throws out_of_range (and so aborts the program) for a pile further out. Right wherever it does
// not crash.
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <vector>

int main() {
    int n = 0;
    std::cin >> n;
    std::vector<std::int64_t> tonnes(101, 0);
    std::int64_t total = 0;
    for (int i = 0; i < n; ++i) {
        std::int64_t x = 0, w = 0;
        std::cin >> x >> w;
        tonnes.at(static_cast<std::size_t>(x)) += w;
        total += w;
    }
    std::int64_t run = 0, depot = 0;
    for (std::int64_t km = 0; km <= 100; ++km) {
        run += tonnes[km];
        if (2 * run >= total) {
            depot = km;
            break;
        }
    }
    std::int64_t cost = 0;
    for (std::int64_t km = 0; km <= 100; ++km) cost += tonnes[km] * (km > depot ? km - depot : depot - km);
    std::printf("%.9f\n", static_cast<double>(cost) / static_cast<double>(total));
}
