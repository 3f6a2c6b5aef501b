// Accepts when the team's first token equals the answer's first token.
#include <fstream>
#include <iostream>
#include <string>
int main(int argc, char** argv) {
    if (argc < 4) return 1;
    std::ifstream answer(argv[2]);
    std::string expected, got;
    answer >> expected;
    std::cin >> got;
    return got == expected ? 42 : 43;
}
