// Right but slow: the same recursion without the table, so an all-A board makes it try 8^9 paths per start.
#include <cstdio>
#include <cstring>

namespace {

char board[5][6];
char word[16];
int length;

bool from(int index, int y, int x) {
    if (y < 0 || y >= 5 || x < 0 || x >= 5 || board[y][x] != word[index]) return false;
    if (index == length - 1) return true;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if ((dy != 0 || dx != 0) && from(index + 1, y + dy, x + dx)) return true;
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
