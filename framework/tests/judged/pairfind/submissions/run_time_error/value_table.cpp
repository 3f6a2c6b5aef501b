// pairfind, run-time error: a table indexed by value, sized for entries within +-10^6; at() throws out_of_range
// (and so aborts the program) on the inputs with larger entries. Right wherever it does not crash.
#include <iostream>
#include <vector>

int main() {
    constexpr long long offset = 1000000;
    int n = 0;
    long long t = 0;
    std::cin >> n >> t;
    std::vector<int> first_position(2 * offset + 1, 0);
    for (int position = 1; position <= n; ++position) {
        long long entry = 0;
        std::cin >> entry;
        const long long need = t - entry;
        if (need >= -offset && need <= offset && first_position[need + offset] != 0) {
            std::cout << first_position[need + offset] << ' ' << position << '\n';
            return 0;
        }
        int& slot = first_position.at(entry + offset);
        if (slot == 0) slot = position;
    }
    std::cout << -1 << '\n';
}
