// Reads the whole board, 361 questions, and then answers as omok does: over the budget of 150.
#include <cstdio>

int main() {
    int board[19][19];
    for (int r = 0; r < 19; ++r)
        for (int c = 0; c < 19; ++c) {
            std::printf("? %d %d\n", r + 1, c + 1);
            std::fflush(stdout);
            if (std::scanf("%d", &board[r][c]) != 1) return 0;  // the judge has stopped answering
        }
    const int dr[4] = {0, 1, 1, -1}, dc[4] = {1, 0, 1, 1};
    const auto at = [&](int r, int c) { return r < 0 || r >= 19 || c < 0 || c >= 19 ? 0 : board[r][c]; };
    for (int r = 0; r < 19; ++r)
        for (int c = 0; c < 19; ++c)
            for (int d = 0; d < 4; ++d) {
                const int s = board[r][c];
                int k = 1;
                while (s != 0 && k < 6 && at(r + k * dr[d], c + k * dc[d]) == s) ++k;
                if (s != 0 && k == 5 && at(r - dr[d], c - dc[d]) != s) {
                    std::printf("! %d %d %d\n", s, r + 1, c + 1);
                    return 0;
                }
            }
    return 0;
}
