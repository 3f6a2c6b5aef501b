/* stockpiles, too slow: tries every depot place from the leftmost to the rightmost pile in steps of a metre.
   Instant when the piles lie within 100 km; about 10^9 places times n piles when they spread over 10^6 km.
   Right wherever it finishes (the best place is a pile's, and every whole kilometre is tried exactly). */
#include <math.h>
#include <stdio.h>

int main(void) {
    int n;
    static long long x[1000], w[1000];
    if (scanf("%d", &n) != 1) return 1;
    long long low = 1000000, high = 0, total = 0;
    for (int i = 0; i < n; ++i) {
        if (scanf("%lld %lld", &x[i], &w[i]) != 2) return 1;
        if (x[i] < low) low = x[i];
        if (x[i] > high) high = x[i];
        total += w[i];
    }
    double best = INFINITY;
    for (long long metre = low * 1000; metre <= high * 1000; ++metre) {
        const double depot = (double)metre / 1000.0;
        double cost = 0;
        for (int i = 0; i < n; ++i) cost += (double)w[i] * fabs((double)x[i] - depot);
        if (cost < best) best = cost;
    }
    printf("%.9f\n", best / (double)total);
    return 0;
}
