// Another way: walk every line of the board once (each row, each column, each diagonal of both kinds) from its
// left end (its top end for columns) and cut it into maximal runs of one colour. A run of length exactly five is
// the answer and its first stone is the leftmost one. Each cell is read once per direction, with no look-back.
#include <iostream>
#include <vector>

namespace {

constexpr int size = 19;

struct Result {
    int stone = 0, row = 0, column = 0;
};

// Walks the line that starts at (row, column) and moves by (dr, dc); records a run of exactly five.
void scan_line(const std::vector<std::vector<int>>& board, int row, int column, int dr, int dc, Result& result) {
    int run_stone = 0, run_length = 0, run_row = 0, run_column = 0;
    const auto close_run = [&] {
        if (run_stone != 0 && run_length == 5) result = {run_stone, run_row, run_column};
    };
    for (int r = row, c = column; r >= 0 && r < size && c >= 0 && c < size; r += dr, c += dc) {
        if (board[r][c] == run_stone) {
            ++run_length;
            continue;
        }
        close_run();
        run_stone = board[r][c];
        run_length = 1;
        run_row = r;
        run_column = c;
    }
    close_run();
}

}  // namespace

int main() {
    std::vector<std::vector<int>> board(size, std::vector<int>(size));
    for (auto& row : board)
        for (int& cell : row)
            if (!(std::cin >> cell)) return 1;

    Result result;
    for (int i = 0; i < size; ++i) {
        scan_line(board, i, 0, 0, 1, result);  // row i, left to right
        scan_line(board, 0, i, 1, 0, result);  // column i, top to bottom
    }
    // Down-right diagonals start on the left column or the top row; up-right ones on the left column or the
    // bottom row, so their first stone is the bottom-left one.
    for (int i = 0; i < size; ++i) {
        scan_line(board, i, 0, 1, 1, result);
        if (i > 0) scan_line(board, 0, i, 1, 1, result);
        scan_line(board, i, 0, -1, 1, result);
        if (i > 0) scan_line(board, size - 1, i, -1, 1, result);
    }
    std::cout << result.stone << '\n';
    if (result.stone != 0) std::cout << result.row + 1 << ' ' << result.column + 1 << '\n';
}
