// Asks only the cells where (row + 2 * column) % 5 == 0: every five covers exactly one of them. From each stone
// found there, follows the four lines through it (each cell asked once) until one holds exactly five.
#include <cstdio>

namespace {

constexpr int n = 19;
int cell[n][n];  // -1: not asked yet
const int row_step[4] = {0, 1, 1, -1}, column_step[4] = {1, 0, 1, 1};

int ask(int r, int c) {
    if (r < 0 || r >= n || c < 0 || c >= n) return 0;
    if (cell[r][c] < 0) {
        std::printf("? %d %d\n", r + 1, c + 1);
        std::fflush(stdout);
        if (std::scanf("%d", &cell[r][c]) != 1) cell[r][c] = 0;
    }
    return cell[r][c];
}

// How many stones of `stone` follow (r, c) in direction d, not counting (r, c).
int run_from(int r, int c, int dr, int dc, int stone) {
    int length = 0;
    while (ask(r + (length + 1) * dr, c + (length + 1) * dc) == stone) ++length;
    return length;
}

}  // namespace

int main() {
    for (auto& row : cell)
        for (int& value : row) value = -1;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            if ((r + 2 * c) % 5 != 0) continue;
            const int stone = ask(r, c);
            if (stone == 0) continue;
            for (int d = 0; d < 4; ++d) {
                const int back = run_from(r, c, -row_step[d], -column_step[d], stone);
                const int ahead = run_from(r, c, row_step[d], column_step[d], stone);
                if (back + 1 + ahead != 5) continue;
                std::printf("! %d %d %d\n", stone, r - back * row_step[d] + 1, c - back * column_step[d] + 1);
                return 0;
            }
        }
    std::printf("! 1 1 1\n");  // the statement promises a five: never reached
    return 0;
}
