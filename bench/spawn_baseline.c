/* The baseline a sandboxed program run is measured against: posix_spawn + wait of the same program, with its
 * standard input and output redirected as a test's are, from a process as small as a judge's fork server could
 * be (plain C, no C++ runtime, a few pages of memory), so that the baseline pays no price for its parent's size.
 *
 *   spawn_baseline PROGRAM COUNT INPUT   runs PROGRAM COUNT times, each reading INPUT and writing to a pipe we
 *                                        drain; prints the seconds per run (CLOCK_MONOTONIC) on standard output.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int run_once(char* program, const char* input, size_t length) {
    int in[2], out[2];
    if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0) return -1;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    char* argv[] = {program, NULL};
    char* envp[] = {NULL};
    pid_t pid;
    const int failed = posix_spawn(&pid, program, &actions, NULL, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    close(in[0]);
    close(out[1]);
    if (failed) return -1;
    /* A test's input fits a pipe's buffer: write it all, then read the answer to its end. */
    if (write(in[1], input, length) != (ssize_t)length) return -1;
    close(in[1]);
    char buffer[4096];
    while (read(out[0], buffer, sizeof buffer) > 0) {
    }
    close(out[0]);
    int status;
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return -1;
    return 0;
}

int main(int argc, char** argv) {
    if (argc != 4 || atoi(argv[2]) <= 0) {
        fprintf(stderr, "usage: spawn_baseline PROGRAM COUNT INPUT\n");
        return 2;
    }
    const int count = atoi(argv[2]);
    const size_t length = strlen(argv[3]);
    const double start = now();
    for (int i = 0; i < count; ++i)
        if (run_once(argv[1], argv[3], length) != 0) {
            fprintf(stderr, "spawn_baseline: run %d of %s failed\n", i + 1, argv[1]);
            return 1;
        }
    printf("%.9f\n", (now() - start) / count);
    return 0;
}
