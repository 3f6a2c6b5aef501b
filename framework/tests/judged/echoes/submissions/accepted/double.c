/* echoes, accepted: doubles in 64 bits (later passes' numbers pass 2^31) and flushes its answer. */
#include <stdio.h>

int main(void) {
    long long k;
    if (scanf("%lld", &k) != 1) return 1;
    printf("%lld\n", 2 * k);
    fflush(stdout);
    return 0;
}
