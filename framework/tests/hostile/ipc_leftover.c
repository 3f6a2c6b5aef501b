/* Looks for the System V shared memory segment, semaphore set and message queue and the POSIX message queue
 * that an earlier run of itself made, then makes them: AC only when it found none, so every test of a box
 * is AC only when nothing of a run survives into the next. */
#include <fcntl.h>
#include <mqueue.h>
#include <stdio.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
static const key_t key = 0x67766c31;   /* "gvl1" */
static const char *queue = "/gvl-ipc-leftover";
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    int found = 0;
    if (shmget(key, 0, 0) >= 0) found = printf("FOUND shared memory\n");
    if (semget(key, 0, 0) >= 0) found = printf("FOUND semaphores\n");
    if (msgget(key, 0) >= 0) found = printf("FOUND System V message queue\n");
    const mqd_t left = mq_open(queue, O_RDONLY);
    if (left != (mqd_t)-1) found = printf("FOUND POSIX message queue\n");
    if (found) return 0;
    int made = shmget(key, 4096, IPC_CREAT | 0600) >= 0;
    made += semget(key, 1, IPC_CREAT | 0600) >= 0;
    made += msgget(key, IPC_CREAT | 0600) >= 0;
    struct mq_attr small = {.mq_maxmsg = 1, .mq_msgsize = 16};
    made += mq_open(queue, O_CREAT | O_RDONLY, 0600, &small) != (mqd_t)-1;
    if (made != 4) printf("MADE only %d of the 4 objects\n", made);
    else printf("%lld\n", a + b);
    return 0;
}
