// One line of lowercase letters and spaces.
#include <iostream>
#include <string>
int main() {
    std::string line, rest;
    if (!std::getline(std::cin, line) || std::getline(std::cin, rest)) return 43;
    for (char c : line) if (c != ' ' && (c < 'a' || c > 'z')) return 43;
    return 42;
}
