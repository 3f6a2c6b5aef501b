/* pairfind, wrong answer: its inner loop starts at i rather than i + 1, so an entry that is half the target
   pairs with itself ("3 3"). */
#include <stdio.h>

static long long a[1000];

int main(void) {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 1;
    for (int i = 0; i < n; ++i)
        if (scanf("%lld", &a[i]) != 1) return 1;
    for (int i = 0; i < n; ++i)
        for (int j = i; j < n; ++j)
            if (a[i] + a[j] == t) {
                printf("%d %d\n", i + 1, j + 1);
                return 0;
            }
    printf("-1\n");
    return 0;
}
