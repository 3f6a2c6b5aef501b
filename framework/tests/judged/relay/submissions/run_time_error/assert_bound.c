/* relay, run-time error: asserts the bound a < 10^9 of the first pass on every pass; a later pass exceeds it
   (pass 2 of the large cases) and the failed assertion aborts the program (SIGABRT). Right wherever it does
   not crash. */
#include <assert.h>
#include <stdio.h>

int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    assert(a < 1000000000);
    printf("%lld\n", a + b);
    return 0;
}
