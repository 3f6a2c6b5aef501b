// guess, run-time error: expects the reply to be a number and parses it with std::stoi, which throws
// std::invalid_argument on "<", ">" or "=": uncaught, it aborts the program right after the first reply.
#include <iostream>
#include <string>

int main() {
    int low = 1, high = 1000;
    for (;;) {
        const int middle = low + (high - low) / 2;
        std::cout << "? " << middle << std::endl;
        std::string reply;
        if (!(std::cin >> reply)) return 1;
        const int difference = std::stoi(reply);
        if (difference == 0) {
            std::cout << "! " << middle << std::endl;
            return 0;
        }
        if (difference < 0) high = middle - 1;
        else low = middle + 1;
    }
}
