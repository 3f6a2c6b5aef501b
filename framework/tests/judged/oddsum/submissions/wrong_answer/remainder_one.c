/* oddsum, wrong answer: tests a % 2 == 1, but in C the remainder of a negative odd number is -1, so every
   negative odd number is left out. */
#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long sum = 0;
    for (int i = 0; i < n; ++i) {
        long long a;
        if (scanf("%lld", &a) != 1) return 1;
        if (a % 2 == 1) sum += a;
    }
    printf("%lld\n", sum);
    return 0;
}
