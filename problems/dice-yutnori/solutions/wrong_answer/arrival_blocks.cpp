// WRONG: treats Arrival like any other cell, so a second piece cannot finish while one is there.
#include <algorithm>
#include <cstdio>

namespace {

const int kStart = 0, kArrival = 32;
int score_of[33], red_next[33], blue_next[33];
int dice[10], where[4];

void build_board() {
    for (int i = 0; i <= 20; ++i) score_of[i] = 2 * i, red_next[i] = i + 1;
    red_next[20] = kArrival;
    const int blue_scores[] = {13, 16, 19, 22, 24, 28, 27, 26, 25, 30, 35};
    for (int i = 0; i < 11; ++i) score_of[21 + i] = blue_scores[i];
    const int links[][2] = {{21, 22}, {22, 23}, {23, 29}, {24, 25}, {25, 29}, {26, 27}, {27, 28}, {28, 29}, {29, 30}, {30, 31}, {31, 20}};
    for (const auto& link : links) red_next[link[0]] = link[1];
    for (int i = 0; i < 33; ++i) blue_next[i] = -1;
    blue_next[5] = 21, blue_next[10] = 24, blue_next[15] = 26;
    red_next[kArrival] = kArrival;
}

int move_from(int cell, int steps) {
    if (blue_next[cell] >= 0) cell = blue_next[cell], --steps;
    while (steps-- > 0 && cell != kArrival) cell = red_next[cell];
    return cell;
}

bool taken(int cell, int mover) {
    for (int i = 0; i < 4; ++i)
        if (i != mover && where[i] == cell) return true;
    return false;
}

int best(int turn) {
    if (turn == 10) return 0;
    int result = -1;
    for (int piece = 0; piece < 4; ++piece) {
        if (where[piece] == kArrival) continue;
        const int to = move_from(where[piece], dice[turn]);
        if (taken(to, piece)) continue;
        const int from = where[piece];
        where[piece] = to;
        const int rest = best(turn + 1);
        where[piece] = from;
        if (rest >= 0) result = std::max(result, rest + (to == kArrival ? 0 : score_of[to]));
    }
    return result;
}

}  // namespace

int main() {
    build_board();
    for (int& die : dice)
        if (std::scanf("%d", &die) != 1) return 1;
    std::printf("%d\n", best(0));
    return 0;
}
