/* guess, too slow: asks its first question, reads the reply, then spins in an endless loop (on a volatile
   counter, so that the compiler keeps it) and never answers. */
#include <stdio.h>

int main(void) {
    char reply[8];
    printf("? 500\n");
    fflush(stdout);
    if (scanf("%7s", reply) != 1) return 1;
    for (volatile unsigned long spin = 0;; spin = spin + 1) {
    }
}
