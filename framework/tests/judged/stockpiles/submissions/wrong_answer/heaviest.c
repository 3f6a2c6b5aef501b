/* stockpiles, wrong answer: puts the depot on the heaviest pile, which is a good guess only when that pile
   outweighs all the others together. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    static long long x[1000], w[1000];
    if (scanf("%d", &n) != 1) return 1;
    long long total = 0;
    int heaviest = 0;
    for (int i = 0; i < n; ++i) {
        if (scanf("%lld %lld", &x[i], &w[i]) != 2) return 1;
        total += w[i];
        if (w[i] > w[heaviest]) heaviest = i;
    }
    long long cost = 0;
    for (int i = 0; i < n; ++i) cost += w[i] * llabs(x[i] - x[heaviest]);
    printf("%.9f\n", (double)cost / (double)total);
    return 0;
}
