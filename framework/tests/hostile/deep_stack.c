/* Recurses through about 200 MB of stack, then answers: AC under a 256 MiB limit (stack = memory limit). */
#include <stdio.h>
#include <string.h>
static long long depth_sum(long long depth) {
    volatile char frame[1000];
    memset((char *)frame, (int)depth, sizeof frame);
    if (depth == 0) return frame[0];
    return depth_sum(depth - 1) + frame[depth % 1000] - (char)depth;
}
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    printf("%lld\n", a + b + depth_sum(200000));
    return 0;
}
