// WRONG: scans right, down, down-right and down-left from each stone in reading order (the look-back against
// the direction is right). For a diagonal going down-left the visited stone is the top-right end of the five,
// and that is what it prints, while the statement asks for the leftmost, bottom-left stone.
#include <cstdio>

namespace {

constexpr int size = 19;
int board[size + 2][size + 2];

const int row_step[4] = {0, 1, 1, 1};
const int column_step[4] = {1, 0, 1, -1};

}  // namespace

int main() {
    for (int row = 1; row <= size; ++row)
        for (int column = 1; column <= size; ++column)
            if (std::scanf("%d", &board[row][column]) != 1) return 1;

    for (int row = 1; row <= size; ++row)
        for (int column = 1; column <= size; ++column) {
            const int stone = board[row][column];
            if (stone == 0) continue;
            for (int d = 0; d < 4; ++d) {
                if (board[row - row_step[d]][column - column_step[d]] == stone) continue;
                int run = 0;
                for (int r = row, c = column; board[r][c] == stone; r += row_step[d], c += column_step[d]) ++run;
                if (run == 5) {
                    std::printf("%d\n%d %d\n", stone, row, column);
                    return 0;
                }
            }
        }
    std::printf("0\n");
}
