/* guess, run-time error: asserts that its first question (500) hits the number; on every other number the
   failed assertion aborts the program (SIGABRT) right after the first reply. Right when the number is 500. */
#include <assert.h>
#include <stdio.h>

int main(void) {
    int low = 1, high = 1000, answer = 0;
    char reply[8];
    for (int question = 1; answer == 0; ++question) {
        const int middle = (low + high) / 2;
        printf("? %d\n", middle);
        fflush(stdout);
        if (scanf("%7s", reply) != 1) return 1;
        if (question == 1) assert(reply[0] == '=');
        if (reply[0] == '=') answer = middle;
        else if (reply[0] == '<') high = middle - 1;
        else low = middle + 1;
    }
    printf("! %d\n", answer);
    fflush(stdout);
    return 0;
}
