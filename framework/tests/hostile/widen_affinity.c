/* Asks to run on every CPU of the machine: answers the sum only while it still may run on one CPU, so AC
 * means the box held it to its own. */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    cpu_set_t every; /* not sysconf's count: a box has no /sys to count CPUs in */
    CPU_ZERO(&every);
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) CPU_SET(cpu, &every);
    sched_setaffinity(0, sizeof every, &every);
    cpu_set_t now;
    if (sched_getaffinity(0, sizeof now, &now) != 0) return 1;
    if (CPU_COUNT(&now) != 1) printf("WIDENED to %d CPUs\n", CPU_COUNT(&now));
    else printf("%lld\n", a + b);
    return 0;
}
