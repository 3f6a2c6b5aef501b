/* echoes, wrong answer: doubles in 32 bits, which wrap around once the double reaches 2^31 (pass 2 of the
   largest case). The wrap is written out with unsigned arithmetic, so the program is well defined: it just
   prints the wrong number. */
#include <stdint.h>
#include <stdio.h>

int main(void) {
    long long k;
    if (scanf("%lld", &k) != 1) return 0;
    const uint32_t doubled = 2u * (uint32_t)k;
    printf("%d\n", (int32_t)doubled);
    fflush(stdout);
    return 0;
}
