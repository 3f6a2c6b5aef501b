/* oddsum, too slow: finds whether a number is odd by counting |a| down two at a time. Instant for the small
   cases, about 5 * 10^11 steps for a number near 10^12. The counter is volatile so that the compiler cannot
   replace the loop by a remainder. Right wherever it finishes. */
#include <stdio.h>

static int odd(long long a) {
    volatile long long left = a < 0 ? -a : a;
    while (left >= 2) left = left - 2;
    return left == 1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long sum = 0;
    for (int i = 0; i < n; ++i) {
        long long a;
        if (scanf("%lld", &a) != 1) return 1;
        if (odd(a)) sum += a;
    }
    printf("%lld\n", sum);
    return 0;
}
