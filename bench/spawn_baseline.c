/* The baseline the judge's per-test cost is compared with: a small process of its own (plain C, no C++
 * runtime, a few pages mapped) that posix_spawns a program N times and waits for each, its stdin from a file
 * and its stdout to a file as a judged test has. Measured from inside the large benchmark process instead,
 * each spawn would pay for that process's size, and the ratio would flatter the judge.
 *
 *   spawn_baseline <program> <input file> <output file> <count>
 *
 * Prints the seconds per spawn on stdout; exits non-zero (a message on stderr) if any spawn fails. */
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

/* One test: a fresh input descriptor (at offset 0) and a truncated output, as the judge gives each run. */
static int spawn_once(char* program, const char* input, const char* output) {
    int in = open(input, O_RDONLY | O_CLOEXEC);
    int out = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (in < 0 || out < 0) {
        perror("spawn_baseline: open");
        return -1;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in, 0);
    posix_spawn_file_actions_adddup2(&actions, out, 1);
    char* argv[] = {program, NULL};
    char* envp[] = {NULL};
    pid_t pid = -1;
    int failed = posix_spawn(&pid, program, &actions, NULL, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    close(in);
    close(out);
    if (failed) {
        fprintf(stderr, "spawn_baseline: posix_spawn %s failed (%d)\n", program, failed);
        return -1;
    }
    int status = 0;
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "spawn_baseline: %s did not exit with 0\n", program);
        return -1;
    }
    return 0;
}

int main(int argc, char** argv) {
    if (argc != 5 || atol(argv[4]) <= 0) {
        fprintf(stderr, "usage: spawn_baseline <program> <input file> <output file> <count>\n");
        return 2;
    }
    const long count = atol(argv[4]);
    const double start = now_seconds();
    for (long i = 0; i < count; ++i)
        if (spawn_once(argv[1], argv[2], argv[3]) != 0) return 1;
    printf("%.9f\n", (now_seconds() - start) / (double)count);
    return 0;
}
