/* stockpiles, run-time error: also reports the average gap between piles on standard error, dividing by n - 1:
   an integer division by zero (SIGFPE) when there is a single pile. Right wherever it does not crash. */
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
    fprintf(stderr, "average gap: %lld km\n", (piles[n - 1].x - piles[0].x) / (n - 1));
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
