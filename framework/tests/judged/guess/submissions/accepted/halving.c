/* guess, accepted: halves the range of possible numbers with every question (at most 10 for 1..1000),
   flushing each question. */
#include <stdio.h>

int main(void) {
    int low = 1, high = 1000, answer = 0;
    char reply[8];
    while (answer == 0) {
        const int middle = (low + high) / 2;
        printf("? %d\n", middle);
        fflush(stdout);
        if (scanf("%7s", reply) != 1) return 1;
        if (reply[0] == '=') answer = middle;
        else if (reply[0] == '<') high = middle - 1;
        else low = middle + 1;
    }
    printf("! %d\n", answer);
    fflush(stdout);
    return 0;
}
