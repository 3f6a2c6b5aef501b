/* relay, too slow: spins forever (on a volatile counter) when a >= 10^9, which only a later pass gives (pass 2 of
   the large cases); right, and fast, on every other pass. */
#include <stdio.h>

int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    if (a >= 1000000000) {
        for (volatile unsigned long spin = 0;; spin = spin + 1) {
        }
    }
    printf("%lld\n", a + b);
    return 0;
}
