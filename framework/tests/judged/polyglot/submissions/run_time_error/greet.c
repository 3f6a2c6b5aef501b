/* greeting, run-time error: divides by the name's length minus itself (a SIGFPE) before greeting. */
#include <stdio.h>
#include <string.h>

int main(void) {
    char name[64];
    if (scanf("%63s", name) != 1) return 1;
    volatile int zero = (int)strlen(name) - (int)strlen(name);
    int share = 100 / zero;
    printf("Hello, %s! (%d)\n", name, share);
    return 0;
}
