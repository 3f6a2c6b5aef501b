/* stockpiles, partially accepted (30 points): puts the depot at the median pile by count, ignoring the weights:
   right when every pile weighs one tonne (group 1), wrong once the weights differ. */
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
    const long long depot = piles[(n - 1) / 2].x;
    long long cost = 0;
    for (int i = 0; i < n; ++i) cost += piles[i].w * llabs(piles[i].x - depot);
    printf("%.9f\n", (double)cost / (double)total);
    return 0;
}
