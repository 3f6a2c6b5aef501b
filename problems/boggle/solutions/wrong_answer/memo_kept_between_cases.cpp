// WRONG: remembers "this part of a word can start at this cell" under the suffix and the cell, which is right
// for every word of one board, but never forgets it when the next test case brings a new board.
#include <iostream>
#include <map>
#include <string>
#include <tuple>

namespace {

std::string board[5];
std::map<std::tuple<std::string, int, int>, bool> known;

bool from(const std::string& suffix, int y, int x) {
    if (y < 0 || y >= 5 || x < 0 || x >= 5 || board[y][x] != suffix[0]) return false;
    if (suffix.size() == 1) return true;
    const auto key = std::make_tuple(suffix, y, x);
    if (const auto it = known.find(key); it != known.end()) return it->second;
    bool found = false;
    const std::string rest = suffix.substr(1);
    for (int dy = -1; dy <= 1 && !found; ++dy)
        for (int dx = -1; dx <= 1 && !found; ++dx)
            if ((dy != 0 || dx != 0) && from(rest, y + dy, x + dx)) found = true;
    return known[key] = found;
}

}  // namespace

int main() {
    std::ios::sync_with_stdio(false);
    int cases = 0;
    std::cin >> cases;
    while (cases-- > 0) {
        for (auto& row : board) std::cin >> row;
        int words = 0;
        std::cin >> words;
        while (words-- > 0) {
            std::string word;
            std::cin >> word;
            bool found = false;
            for (int y = 0; y < 5 && !found; ++y)
                for (int x = 0; x < 5 && !found; ++x) found = from(word, y, x);
            std::cout << word << (found ? " YES\n" : " NO\n");
        }
    }
}
