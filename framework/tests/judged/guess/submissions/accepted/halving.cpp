// guess, accepted: halves the range of possible numbers with every question (at most 10 for 1..1000);
// std::endl flushes each question.
#include <iostream>
#include <string>

int main() {
    int low = 1, high = 1000;
    for (;;) {
        const int middle = low + (high - low) / 2;
        std::cout << "? " << middle << std::endl;
        std::string reply;
        if (!(std::cin >> reply)) return 1;
        if (reply == "=") {
            std::cout << "! " << middle << std::endl;
            return 0;
        }
        if (reply == "<") high = middle - 1;
        else low = middle + 1;
    }
}
