// WRONG: counts the run forward from every stone and accepts exactly five, but never looks at the stone before.
// On a six, the second stone sees a forward run of five and is taken for the start of a win.
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

    for (int row = 1; row <= size; ++row)
        for (int column = 1; column <= size; ++column) {
            const int stone = board[row][column];
            if (stone == 0) continue;
            for (int d = 0; d < 4; ++d) {
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
