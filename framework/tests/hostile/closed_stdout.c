/* Closes standard output before answering: the answer never arrives, WA. */
#include <stdio.h>
#include <unistd.h>
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    close(1);
    printf("%lld\n", a + b);
    return 0;
}
