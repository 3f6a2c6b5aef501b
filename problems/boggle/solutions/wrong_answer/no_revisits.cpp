// WRONG: never lets the word come back to a cell it used before (REPEAT and GIAZAPX need that).
#include <cstdio>
#include <cstring>

namespace {

char board[5][6];
char word[16];
int length;
bool used[5][5];

bool from(int index, int y, int x) {
    if (y < 0 || y >= 5 || x < 0 || x >= 5 || board[y][x] != word[index] || used[y][x]) return false;
    if (index == length - 1) return true;
    used[y][x] = true;
    bool found = false;
    for (int dy = -1; dy <= 1 && !found; ++dy)
        for (int dx = -1; dx <= 1 && !found; ++dx)
            if ((dy != 0 || dx != 0) && from(index + 1, y + dy, x + dx)) found = true;
    used[y][x] = false;
    return found;
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
        while (words-- > 0) {
            if (std::scanf("%15s", word) != 1) return 1;
            length = static_cast<int>(std::strlen(word));
            bool found = false;
            for (int y = 0; y < 5 && !found; ++y)
                for (int x = 0; x < 5 && !found; ++x) found = from(0, y, x);
            std::printf("%s %s\n", word, found ? "YES" : "NO");
        }
    }
    return 0;
}
