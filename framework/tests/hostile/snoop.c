/* Looks for anything of the host: /etc/passwd, and test data up the folder tree or at known places.
 * Prints the right answer only when it found nothing, so AC means the box held. */
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
static int found(const char *path) {
    if (access(path, F_OK) == 0) {
        printf("LEAK %s\n", path);
        return 1;
    }
    return 0;
}
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    int leaks = found("/etc/passwd") + found("/etc/shadow") + found("/work") + found("/root") + found("/home") +
                found("/proc/1/environ") + found("/sys/fs/cgroup");
    char path[4096] = ".";
    for (int up = 0; up < 30; ++up) {   /* walk up from the working folder */
        DIR *dir = opendir(path);
        if (dir == NULL) break;
        struct dirent *entry;
        while ((entry = readdir(dir)) != NULL)
            if (strcmp(entry->d_name, "testcases") == 0 || strcmp(entry->d_name, "suite.yaml") == 0 ||
                strstr(entry->d_name, ".ans") != NULL) {
                printf("LEAK %s/%s\n", path, entry->d_name);
                ++leaks;
            }
        closedir(dir);
        strcat(path, "/..");
    }
    if (leaks == 0) printf("%lld\n", a + b);
    return 0;
}
