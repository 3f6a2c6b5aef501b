// WRONG: finds the five correctly (the seed's scan with the look-back), but prints the coordinates line even
// when nobody wins, so a draw comes out as "0" followed by "0 0".
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
    for (int row = 1; row <= size && winner == 0; ++row)
        for (int column = 1; column <= size && winner == 0; ++column) {
            const int stone = board[row][column];
            if (stone == 0) continue;
            for (int d = 0; d < 4 && winner == 0; ++d) {
                if (board[row - row_step[d]][column - column_step[d]] == stone) continue;
                int run = 0;
                for (int r = row, c = column; board[r][c] == stone; r += row_step[d], c += column_step[d]) ++run;
                if (run == 5) winner = stone, win_row = row, win_column = column;
            }
        }
    std::printf("%d\n%d %d\n", winner, win_row, win_column);
}
