/* Writes to standard error without end: the judge keeps a bounded part and does not hang (TLE). */
#include <string.h>
#include <unistd.h>
int main(void) {
    char line[4096];
    memset(line, 'e', sizeof line);
    for (;;) (void)!write(2, line, sizeof line);
}
