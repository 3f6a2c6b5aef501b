/* Writes to standard output without end: OLE, without the judge buffering it all. */
#include <string.h>
#include <unistd.h>
int main(void) {
    char line[4096];
    memset(line, 'x', sizeof line);
    for (;;) (void)!write(1, line, sizeof line);
}
