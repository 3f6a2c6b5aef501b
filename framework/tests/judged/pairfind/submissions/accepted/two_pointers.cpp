// pairfind, accepted: sorts the positions by entry, then closes in from both ends.
#include <algorithm>
#include <iostream>
#include <numeric>
#include <vector>

int main() {
    int n = 0;
    long long t = 0;
    std::cin >> n >> t;
    std::vector<long long> a(n);
    for (auto& entry : a) std::cin >> entry;
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int x, int y) { return a[x] < a[y]; });
    int low = 0, high = n - 1;
    while (low < high) {
        const long long sum = a[order[low]] + a[order[high]];
        if (sum == t) {
            std::cout << order[low] + 1 << ' ' << order[high] + 1 << '\n';
            return 0;
        }
        if (sum < t) ++low;
        else --high;
    }
    std::cout << -1 << '\n';
}
