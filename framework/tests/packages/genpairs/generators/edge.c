/* edge NAME N: writes NAME.in itself (NAME is "testcase" in the working folder) and nothing on stdout. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 3) return 1;
    char path[256];
    snprintf(path, sizeof path, "%s.in", argv[1]);
    FILE *out = fopen(path, "w");
    if (!out) return 2;
    fprintf(out, "%d %d\n", atoi(argv[2]), -atoi(argv[2]));
    return fclose(out) == 0 ? 0 : 3;
}
