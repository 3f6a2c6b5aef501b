// WRONG: slides a window of seven cells (guard, five stones, guard) over every line and only tries windows whose
// two guard cells are on the board, to stay inside the array. A five that ends on an edge of the board has no
// guard cell there, so fives touching the border or a corner are never seen.
#include <iostream>

namespace {

constexpr int size = 19;
int board[size][size];

const int row_step[4] = {0, 1, 1, -1};
const int column_step[4] = {1, 0, 1, 1};

bool inside(int r, int c) { return r >= 0 && r < size && c >= 0 && c < size; }

}  // namespace

int main() {
    for (auto& row : board)
        for (int& cell : row)
            if (!(std::cin >> cell)) return 1;

    for (int row = 0; row < size; ++row)
        for (int column = 0; column < size; ++column)
            for (int d = 0; d < 4; ++d) {
                const int dr = row_step[d], dc = column_step[d];
                const int before_r = row - dr, before_c = column - dc;
                const int after_r = row + 5 * dr, after_c = column + 5 * dc;
                if (!inside(before_r, before_c) || !inside(after_r, after_c)) continue;
                const int stone = board[row][column];
                if (stone == 0) continue;
                bool five = board[before_r][before_c] != stone && board[after_r][after_c] != stone;
                for (int k = 1; k < 5 && five; ++k) five = board[row + k * dr][column + k * dc] == stone;
                if (five) {
                    std::cout << stone << '\n' << row + 1 << ' ' << column + 1 << '\n';
                    return 0;
                }
            }
    std::cout << "0\n";
}
