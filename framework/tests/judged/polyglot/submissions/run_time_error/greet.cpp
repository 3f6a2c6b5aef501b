// greeting, run-time error: reads the letter past the name's end with at(), an uncaught std::out_of_range.
#include <iostream>
#include <string>

int main() {
    std::string name;
    std::cin >> name;
    const char after = name.at(name.size());
    std::cout << "Hello, " << name << "!" << after << "\n";
}
