/* Writes files in /tmp and the working folder, then answers: AC, and nothing may be left on the host. */
#include <stdio.h>
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    FILE *tmp = fopen("/tmp/gavel-hostile-marker", "w");
    FILE *here = fopen("gavel-hostile-marker", "w");
    if (tmp) fputs("left behind\n", tmp), fclose(tmp);
    if (here) fputs("left behind\n", here), fclose(here);
    FILE *box = fopen("/box/gavel-hostile-marker", "w");   /* the program's own folder is read-only */
    if (box) { fclose(box); puts("WROTE /box"); return 0; }
    printf("%lld\n", a + b);
    return 0;
}
