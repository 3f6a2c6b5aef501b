/* echoes, too slow: spins forever (on a volatile counter) before answering an odd number, which every pass after
   the first gets (and pass 1 of the sample); right, and fast, on even numbers. */
#include <stdio.h>

int main(void) {
    long long k;
    if (scanf("%lld", &k) != 1) return 1;
    if (k % 2 != 0) {
        for (volatile unsigned long spin = 0;; spin = spin + 1) {
        }
    }
    printf("%lld\n", 2 * k);
    fflush(stdout);
    return 0;
}
