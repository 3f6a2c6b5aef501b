// WRONG: finds the first line of five or more stones in reading order and stops there, deciding only then
// whether it is exactly five. A six (or longer) met before the real five makes it answer 0.
#include <cstdio>

namespace {

constexpr int size = 19;
int board[size + 2][size + 2];

const int row_step[4] = {0, 1, 1, -1};
const int column_step[4] = {1, 0, 1, 1};

}  // namespace

int main() {
    for (int row = 1; row <= size; ++row)
        for (int column = 1; column <= size; ++column)
            if (std::scanf("%d", &board[row][column]) != 1) return 1;

    int winner = 0, win_row = 0, win_column = 0;
    bool found_line = false;
    for (int row = 1; row <= size && !found_line; ++row)
        for (int column = 1; column <= size && !found_line; ++column) {
            const int stone = board[row][column];
            if (stone == 0) continue;
            for (int d = 0; d < 4 && !found_line; ++d) {
                if (board[row - row_step[d]][column - column_step[d]] == stone) continue;
                int run = 0;
                for (int r = row, c = column; board[r][c] == stone; r += row_step[d], c += column_step[d]) ++run;
                if (run >= 5) {
                    found_line = true;
                    if (run == 5) winner = stone, win_row = row, win_column = column;
                }
            }
        }
    std::printf("%d\n", winner);
    if (winner != 0) std::printf("%d %d\n", win_row, win_column);
}
