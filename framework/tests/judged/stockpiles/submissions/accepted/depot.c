/* stockpiles, accepted: the depot goes to a weighted median of the stockpiles (the first place, from the left,
   where at least half of the grain lies at or before it); the cost there is exact in 64 bits. */
#include <stdio.h>
#include <stdlib.h>

typedef struct { long long x, w; } Pile;

static int by_place(const void *a, const void *b) {
    const Pile *p = a, *q = b;
    return (p->x > q->x) - (p->x < q->x);
}

int main(void) {
    int n;
    static Pile piles[1000];
    if (scanf("%d", &n) != 1) return 1;
    long long total = 0;
    for (int i = 0; i < n; ++i) {
        if (scanf("%lld %lld", &piles[i].x, &piles[i].w) != 2) return 1;
        total += piles[i].w;
    }
    qsort(piles, (size_t)n, sizeof piles[0], by_place);
    long long run = 0, depot = 0;
    for (int i = 0; i < n; ++i) {
        run += piles[i].w;
        if (2 * run >= total) {
            depot = piles[i].x;
            break;
        }
    }
    long long cost = 0;
    for (int i = 0; i < n; ++i) cost += piles[i].w * llabs(piles[i].x - depot);
    printf("%.9f\n", (double)cost / (double)total);
    return 0;
}
