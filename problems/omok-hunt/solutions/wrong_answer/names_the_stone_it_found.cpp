// Finds the five as probe_lines.cpp does, but names the stone it first found on it rather than the leftmost one.
#include <cstdio>

namespace {

int cell[19][19];

int ask(int r, int c) {
    if (r < 0 || r >= 19 || c < 0 || c >= 19) return 0;
    if (cell[r][c] < 0) {
        std::printf("? %d %d\n", r + 1, c + 1);
        std::fflush(stdout);
        if (std::scanf("%d", &cell[r][c]) != 1) cell[r][c] = 0;
    }
    return cell[r][c];
}

}  // namespace

int main() {
    for (auto& row : cell)
        for (int& value : row) value = -1;
    const int dr[4] = {0, 1, 1, -1}, dc[4] = {1, 0, 1, 1};
    for (int r = 0; r < 19; ++r)
        for (int c = 0; c < 19; ++c) {
            if ((r + 2 * c) % 5 != 0 || ask(r, c) == 0) continue;
            const int s = cell[r][c];
            for (int d = 0; d < 4; ++d) {
                int length = 1;
                for (int k = 1; ask(r + k * dr[d], c + k * dc[d]) == s; ++k) ++length;
                for (int k = 1; ask(r - k * dr[d], c - k * dc[d]) == s; ++k) ++length;
                if (length == 5) {
                    std::printf("! %d %d %d\n", s, r + 1, c + 1);
                    return 0;
                }
            }
        }
    return 0;
}
