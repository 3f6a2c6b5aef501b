/* pairfind, run-time error: asserts that a pair exists, which aborts the program (SIGABRT) on the inputs without
   one. Right wherever a pair exists. */
#include <assert.h>
#include <stdio.h>

static long long a[1000];

int main(void) {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 1;
    for (int i = 0; i < n; ++i)
        if (scanf("%lld", &a[i]) != 1) return 1;
    int found_i = -1, found_j = -1;
    for (int i = 0; i < n && found_i < 0; ++i)
        for (int j = i + 1; j < n; ++j)
            if (a[i] + a[j] == t) {
                found_i = i;
                found_j = j;
                break;
            }
    assert(found_i >= 0 && "there is always a pair, surely");
    printf("%d %d\n", found_i + 1, found_j + 1);
    return 0;
}
