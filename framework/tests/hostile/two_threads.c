/* Two threads spin for about 0.4 s of CPU each: the CPU time reported must count both. */
#include <pthread.h>
#include <stdio.h>
#include <time.h>
static void *spin(void *unused) {
    (void)unused;
    struct timespec start, now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start);
    do clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    while ((now.tv_sec - start.tv_sec) * 1000000000L + (now.tv_nsec - start.tv_nsec) < 400000000L);
    return NULL;
}
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    pthread_t first, second;
    pthread_create(&first, NULL, spin, NULL);
    pthread_create(&second, NULL, spin, NULL);
    pthread_join(first, NULL);
    pthread_join(second, NULL);
    printf("%lld\n", a + b);
    return 0;
}
