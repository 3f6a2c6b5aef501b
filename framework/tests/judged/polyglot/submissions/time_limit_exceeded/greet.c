/* greeting, too slow: steps a Lehmer generator seeded with the name's length until it gives 0, which it never does. */
#include <stdio.h>
#include <string.h>

int main(void) {
    char name[64];
    if (scanf("%63s", name) != 1) return 1;
    volatile long long seen; /* a side effect in the loop, so the compiler may not assume that it ends */
    long long s = (long long)strlen(name);
    while (s != 0) {
        s = s * 48271 % 2147483647;
        seen = s;
    }
    printf("Hello, %s! (%lld)\n", name, s + seen);
    return 0;
}
