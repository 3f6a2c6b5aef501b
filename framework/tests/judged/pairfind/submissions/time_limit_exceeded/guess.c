/* pairfind, too slow: draws random pairs of positions until one makes the target. Quick when a pair exists;
   endless when none does (it never prints -1). Right wherever it finishes. */
#include <stdio.h>
#include <stdlib.h>

static long long a[1000];

int main(void) {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 1;
    for (int i = 0; i < n; ++i)
        if (scanf("%lld", &a[i]) != 1) return 1;
    srand(2026);
    for (;;) {
        int i = rand() % n, j = rand() % n;
        if (i != j && a[i] + a[j] == t) {
            printf("%d %d\n", i + 1, j + 1);
            return 0;
        }
    }
}
