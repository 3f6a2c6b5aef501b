/* Leaves a daemonized grandchild behind that sleeps forever; it must be killed when the run ends. */
#include <stdio.h>
#include <sys/prctl.h>
#include <unistd.h>
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    if (fork() == 0) {
        setsid();
        if (fork() == 0) {
            prctl(PR_SET_NAME, "gvl-daemon");
            fclose(stdout);
            for (;;) pause();
        }
        _exit(0);
    }
    printf("%lld\n", a + b);
    return 0;
}
