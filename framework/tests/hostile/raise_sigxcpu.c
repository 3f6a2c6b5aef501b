/* Spins for 2 ms of CPU, then sends itself SIGXCPU: a crash (RE), not a time limit the judge never reached. */
#include <signal.h>
#include <time.h>
int main(void) {
    while ((double)clock() / CLOCKS_PER_SEC < 0.002) {
    }
    raise(SIGXCPU);
    return 0;
}
