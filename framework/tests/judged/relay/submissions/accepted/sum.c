/* relay, accepted: adds in 64 bits, since later passes' numbers pass 2^31 (each pass is a fresh run). */
#include <stdio.h>

int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    printf("%lld\n", a + b);
    return 0;
}
