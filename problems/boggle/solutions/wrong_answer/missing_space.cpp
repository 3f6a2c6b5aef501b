// WRONG (in form): the answers are right, but printed straight after the word with no space ("PRETTYYES").
#include <iostream>
#include <string>

int main() {
    std::ios::sync_with_stdio(false);
    int cases = 0;
    std::cin >> cases;
    while (cases-- > 0) {
        std::string board[5];
        for (auto& row : board) std::cin >> row;
        int words = 0;
        std::cin >> words;
        while (words-- > 0) {
            std::string word;
            std::cin >> word;
            // ends[y][x]: the word's first i letters can be traced ending on (y, x).
            bool ends[5][5];
            for (int y = 0; y < 5; ++y)
                for (int x = 0; x < 5; ++x) ends[y][x] = board[y][x] == word[0];
            for (std::size_t i = 1; i < word.size(); ++i) {
                bool next[5][5] = {};
                for (int y = 0; y < 5; ++y)
                    for (int x = 0; x < 5; ++x)
                        for (int dy = -1; dy <= 1; ++dy)
                            for (int dx = -1; dx <= 1; ++dx) {
                                const int py = y + dy, px = x + dx;
                                if ((dy || dx) && py >= 0 && py < 5 && px >= 0 && px < 5 && ends[py][px] &&
                                    board[y][x] == word[i])
                                    next[y][x] = true;
                            }
                for (int y = 0; y < 5; ++y)
                    for (int x = 0; x < 5; ++x) ends[y][x] = next[y][x];
            }
            bool found = false;
            for (auto& row : ends)
                for (bool cell : row) found = found || cell;
            std::cout << word << (found ? "YES\n" : "NO\n");
        }
    }
}
