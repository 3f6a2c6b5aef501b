#include <iostream>
int main() { long long n, s = 0, v; std::cin >> n; while (n-- > 0 && std::cin >> v) s += v; std::cout << s << "\n"; }
