/* pairfind, accepted: tries every pair i < j; at most 499500 pairs. */
#include <stdio.h>

static long long a[1000];

int main(void) {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 1;
    for (int i = 0; i < n; ++i)
        if (scanf("%lld", &a[i]) != 1) return 1;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (a[i] + a[j] == t) {
                printf("%d %d\n", i + 1, j + 1);
                return 0;
            }
    printf("-1\n");
    return 0;
}
