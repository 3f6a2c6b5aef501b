// guess, wrong answer: searches 2..1000 only, and when its range runs out answers the last number it asked
// about: "! 2" when the number is 1. Right on every other number, with at most 10 questions.
#include <iostream>
#include <string>

int main() {
    int low = 2, high = 1000, last = 0;
    std::string reply;
    while (low <= high) {
        last = low + (high - low) / 2;
        std::cout << "? " << last << std::endl;
        if (!(std::cin >> reply) || reply == "=") break;
        if (reply == "<") high = last - 1;
        else low = last + 1;
    }
    std::cout << "! " << last << std::endl;
}
