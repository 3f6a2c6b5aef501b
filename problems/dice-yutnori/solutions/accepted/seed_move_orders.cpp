// Dice yut-nori the seed's way: fix which piece makes each of the ten moves (the first move is piece 0's,
// since the pieces are alike: 4^9 orders), play each order out, keep the best legal total.
// The board is four lanes of scores: the outer lane and the three shortcuts, which meet in the centre.
#include <cstdio>

namespace {

// lane 0: the outer ring; lanes 1-3: the shortcuts from 10, 20 and 30; lane 4: the centre 25, 30, 35, 40.
const int lane_scores[5][21] = {
    {0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40},
    {10, 13, 16, 19},
    {20, 22, 24},
    {30, 28, 27, 26},
    {25, 30, 35, 40},
};
const int lane_length[5] = {21, 4, 3, 4, 4};

int dice[10], order[10], best = -1;

struct Spot {
    int lane, index;
    bool home;
};

// The same square seen from two lanes: a shortcut's first square is on the outer lane, and the centre's 40
// is the outer lane's 40.
bool same_square(const Spot& a, const Spot& b) {
    auto canonical = [](Spot s) {
        if (s.lane >= 1 && s.lane <= 3 && s.index == 0) return Spot{0, 5 * s.lane, false};
        if (s.lane == 4 && s.index == 3) return Spot{0, 20, false};
        return s;
    };
    const Spot x = canonical(a), y = canonical(b);
    return x.lane == y.lane && x.index == y.index;
}

int play() {
    Spot piece[4] = {{0, 0, false}, {0, 0, false}, {0, 0, false}, {0, 0, false}};
    int total = 0;
    for (int turn = 0; turn < 10; ++turn) {
        Spot& p = piece[order[turn]];
        if (p.home) return -1;
        if (p.lane == 0 && p.index > 0 && p.index % 5 == 0 && p.index < 20) p = {p.index / 5, 0, false};
        p.index += dice[turn];
        // Off the end of a shortcut: on into the centre; off the end of the outer lane or the centre: home.
        if (p.lane >= 1 && p.lane <= 3 && p.index >= lane_length[p.lane]) p = {4, p.index - lane_length[p.lane], false};
        if ((p.lane == 0 || p.lane == 4) && p.index >= lane_length[p.lane]) {
            p.home = true;
            continue;
        }
        for (int other = 0; other < 4; ++other)
            if (&piece[other] != &p && !piece[other].home && !(piece[other].lane == 0 && piece[other].index == 0) &&
                same_square(piece[other], p))
                return -1;
        total += lane_scores[p.lane][p.index];
    }
    return total;
}

void choose(int turn) {
    if (turn == 10) {
        const int total = play();
        if (total > best) best = total;
        return;
    }
    for (int piece = 0; piece < 4; ++piece) {
        order[turn] = piece;
        choose(turn + 1);
    }
}

}  // namespace

int main() {
    for (int& die : dice)
        if (std::scanf("%d", &die) != 1) return 1;
    order[0] = 0;
    choose(1);
    std::printf("%d\n", best);
    return 0;
}
