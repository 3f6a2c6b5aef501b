/* Makes a folder 20000 levels deep in the box's /tmp (a tmpfs) and one 3000 levels deep in its working
 * folder (on the host's disk, where removing a folder costs milliseconds on a loaded machine), then answers:
 * the test is AC, the next test of the same box runs, and nothing is left on the host. */
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>
static void dig(int from, int depth) {
    if (fchdir(from) != 0) return;
    for (int level = 0; level < depth; ++level)
        if (mkdir("gvl-deep", 0700) != 0 || chdir("gvl-deep") != 0) return;
}
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    const int work = open(".", O_RDONLY | O_DIRECTORY);
    dig(work, 3000);
    if (access("/box", F_OK) == 0) dig(open("/tmp", O_RDONLY | O_DIRECTORY), 20000); /* the box's own /tmp */
    printf("%lld\n", a + b);
    return 0;
}
