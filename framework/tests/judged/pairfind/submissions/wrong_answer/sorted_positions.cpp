// pairfind, wrong answer: sorts the entries themselves and prints the positions in the sorted order, which are
// not the positions of the input.
#include <algorithm>
#include <iostream>
#include <vector>

int main() {
    int n = 0;
    long long t = 0;
    std::cin >> n >> t;
    std::vector<long long> a(n);
    for (auto& entry : a) std::cin >> entry;
    std::sort(a.begin(), a.end());
    int low = 0, high = n - 1;
    while (low < high) {
        const long long sum = a[low] + a[high];
        if (sum == t) {
            std::cout << low + 1 << ' ' << high + 1 << '\n';
            return 0;
        }
        if (sum < t) ++low;
        else --high;
    }
    std::cout << -1 << '\n';
}
