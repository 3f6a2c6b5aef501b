/* echoes, run-time error: answers right, then returns k % 2 from main by mistake: exit status 1 after every odd
   number (every pass after the first, and pass 1 of the sample), though the validator accepted the answer. */
#include <stdio.h>

int main(void) {
    long long k;
    if (scanf("%lld", &k) != 1) return 0;
    printf("%lld\n", 2 * k);
    fflush(stdout);
    return (int)(k % 2);
}
