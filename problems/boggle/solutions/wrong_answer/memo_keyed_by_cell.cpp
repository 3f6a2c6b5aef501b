// WRONG: remembers answers by cell alone, forgetting which letter of the word they were for.
#include <cstdio>
#include <cstring>

namespace {

char board[5][6];
char word[16];
int length;
signed char known[5][5];  // -1: not worked out yet; 0 / 1: the answer

bool from(int index, int y, int x) {
    if (y < 0 || y >= 5 || x < 0 || x >= 5 || board[y][x] != word[index]) return false;
    if (index == length - 1) return true;
    signed char& memo = known[y][x];
    if (memo != -1) return memo;
    memo = 0;
    for (int dy = -1; dy <= 1 && !memo; ++dy)
        for (int dx = -1; dx <= 1 && !memo; ++dx)
            if ((dy != 0 || dx != 0) && from(index + 1, y + dy, x + dx)) memo = 1;
    return memo;
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
            std::memset(known, -1, sizeof known);
            bool found = false;
            for (int y = 0; y < 5 && !found; ++y)
                for (int x = 0; x < 5 && !found; ++x) found = from(0, y, x);
            std::printf("%s %s\n", word, found ? "YES" : "NO");
        }
    }
    return 0;
}
