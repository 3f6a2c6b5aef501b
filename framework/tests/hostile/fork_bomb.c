/* Forks without end; every process spins. Must be contained, and nothing may be left afterwards. */
#include <sys/prctl.h>
#include <unistd.h>
int main(void) {
    prctl(PR_SET_NAME, "gvl-forkbomb");
    for (;;) fork();
}
