/* oddsum, run-time error: also reports the mean of the odd numbers on standard error, dividing by their count,
   which is zero when no number is odd: an integer division by zero (SIGFPE). Right wherever it does not crash. */
#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long sum = 0, count = 0;
    for (int i = 0; i < n; ++i) {
        long long a;
        if (scanf("%lld", &a) != 1) return 1;
        if (a % 2 != 0) {
            sum += a;
            ++count;
        }
    }
    fprintf(stderr, "mean of the odd numbers: %lld\n", sum / count);
    printf("%lld\n", sum);
    return 0;
}
