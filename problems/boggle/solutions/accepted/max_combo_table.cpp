// Boggle the seed's way, the "max combo" table: for each letter of the word in turn, every cell holding that
// letter scores one more than the best score among its eight neighbours (at most the letters read so far);
// the word is on the board when some cell's score reaches the word's length.
#include <algorithm>
#include <cstdio>
#include <cstring>

namespace {

char board[5][6];

int best_neighbour(const int (&table)[5][5], int y, int x) {
    int best = 0;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const int ny = y + dy, nx = x + dx;
            if ((dy != 0 || dx != 0) && ny >= 0 && ny < 5 && nx >= 0 && nx < 5) best = std::max(best, table[ny][nx]);
        }
    return best;
}

bool on_board(const char* word) {
    const int length = static_cast<int>(std::strlen(word));
    int table[5][5] = {};
    for (int n = 0; n < length; ++n) {
        int next[5][5];
        std::memcpy(next, table, sizeof next);
        for (int y = 0; y < 5; ++y)
            for (int x = 0; x < 5; ++x)
                if (board[y][x] == word[n]) next[y][x] = std::min(best_neighbour(table, y, x) + 1, n + 1);
        std::memcpy(table, next, sizeof table);
    }
    for (const auto& row : table)
        for (const int score : row)
            if (score >= length) return true;
    return false;
}

}  // namespace

int main() {
    int cases = 0;
    if (std::scanf("%d", &cases) != 1) return 1;
    while (cases-- > 0) {
        for (auto& row : board)
            if (std::scanf("%5s", row) != 1) return 1;
        int words = 0;
        if (std::scanf("%d", &words) != 1) return 1;
        char word[16];
        while (words-- > 0) {
            if (std::scanf("%15s", word) != 1) return 1;
            std::printf("%s %s\n", word, on_board(word) ? "YES" : "NO");
        }
    }
    return 0;
}
