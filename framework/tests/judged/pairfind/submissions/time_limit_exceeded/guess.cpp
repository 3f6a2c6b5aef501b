// pairfind, too slow: draws random pairs of positions until one makes the target. Quick when a pair exists;
// endless when none does (it never prints -1). Right wherever it finishes.
#include <iostream>
#include <random>
#include <vector>

int main() {
    int n = 0;
    long long t = 0;
    std::cin >> n >> t;
    std::vector<long long> a(n);
    for (auto& entry : a) std::cin >> entry;
    std::mt19937 random(12345);
    std::uniform_int_distribution<int> position(0, n - 1);
    for (;;) {
        const int i = position(random), j = position(random);
        if (i != j && a[i] + a[j] == t) {
            std::cout << i + 1 << ' ' << j + 1 << '\n';
            return 0;
        }
    }
}
