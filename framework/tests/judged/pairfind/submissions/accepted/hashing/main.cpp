// pairfind, accepted, as a folder of two files: this one reads and prints, pair_index.h searches.
#include <iostream>
#include <vector>

#include "pair_index.h"

int main() {
    int n = 0;
    long long target = 0;
    std::cin >> n >> target;
    std::vector<long long> entries(n);
    for (auto& entry : entries) std::cin >> entry;
    if (const auto pair = find_pair(entries, target)) std::cout << pair->first << ' ' << pair->second << '\n';
    else std::cout << -1 << '\n';
}
