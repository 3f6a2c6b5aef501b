// The seed's approach: visit the stones in reading order and, from each one, count the run to the right, down,
// down-right and up-right. A run of exactly five counts only when the stone just before the visited one
// (against the direction) is not the same colour; otherwise the visited stone is in the middle of a longer line.
// The first stone that passes is the leftmost stone of the five, since every direction moves rightwards
// (or, for columns, downwards).
#include <cstdio>

namespace {

constexpr int size = 19;
int board[size + 2][size + 2];  // a ring of empty cells around the board stops every walk

const int row_step[4] = {0, 1, 1, -1};
const int column_step[4] = {1, 0, 1, 1};

}  // namespace

int main() {
    for (int row = 1; row <= size; ++row)
        for (int column = 1; column <= size; ++column)
            if (std::scanf("%d", &board[row][column]) != 1) return 1;

    for (int row = 1; row <= size; ++row) {
        for (int column = 1; column <= size; ++column) {
            const int stone = board[row][column];
            if (stone == 0) continue;
            for (int d = 0; d < 4; ++d) {
                int run = 0;
                int r = row, c = column;
                while (board[r][c] == stone) {
                    ++run;
                    r += row_step[d];
                    c += column_step[d];
                }
                const bool starts_here = board[row - row_step[d]][column - column_step[d]] != stone;
                if (run == 5 && starts_here) {
                    std::printf("%d\n%d %d\n", stone, row, column);
                    return 0;
                }
            }
        }
    }
    std::printf("0\n");
}
