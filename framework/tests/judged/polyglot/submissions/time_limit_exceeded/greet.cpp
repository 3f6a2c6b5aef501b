// greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does.
#include <iostream>
#include <string>

int main() {
    std::string name;
    std::cin >> name;
    volatile long long seen;  // a side effect in the loop, so the compiler may not assume that it ends
    long long s = static_cast<long long>(name.size());
    while (s != 0) {
        s = s * 48271 % 2147483647;
        seen = s;
    }
    std::cout << "Hello, " << name << "! (" << s + seen << ")\n";
}
