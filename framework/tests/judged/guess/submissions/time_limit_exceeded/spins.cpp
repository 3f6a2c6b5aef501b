// guess, too slow: asks its first question, reads the reply, then "thinks" forever: an endless loop on a
// volatile counter (so that the compiler keeps it), burning CPU time, and never answers.
#include <iostream>
#include <string>

int main() {
    std::cout << "? 500" << std::endl;
    std::string reply;
    std::cin >> reply;
    volatile unsigned long long thoughts = 0;
    for (;;) thoughts = thoughts + 1;
}
