/* Sleeps forever, using no CPU: TLE by wall-clock time. */
#include <unistd.h>
int main(void) {
    for (;;) pause();
}
