/* Allocates 4 GiB and touches every page: MLE. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    size_t size = (size_t)4 << 30;
    volatile char *block = malloc(size);  /* volatile: every store must really happen */
    if (block == NULL) return 1;
    for (size_t at = 0; at < size; at += 4096) block[at] = 1;
    printf("%d\n", block[size - 4096]);
    return 0;
}
