/* oddsum, accepted: a number is odd when its remainder by 2 is not zero (in C, -7 % 2 is -1). */
#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long sum = 0;
    for (int i = 0; i < n; ++i) {
        long long a;
        if (scanf("%lld", &a) != 1) return 1;
        if (a % 2 != 0) sum += a;
    }
    printf("%lld\n", sum);
    return 0;
}
