/* What the program launcher tells the run's supervisor, one record per write on a pipe (atomic: smaller than
   PIPE_BUF). Plain C: the launcher is a small static C program, the supervisor is C++. */
#ifndef GAVEL_LAUNCH_REPORT_H
#define GAVEL_LAUNCH_REPORT_H

#include <stdint.h>

#define GAVEL_LAUNCH_MAGIC 0x6c61756eu /* "laun" */
#define GAVEL_LAUNCH_REPORT_FD 3        /* the pipe's write end, where the launcher finds it */

enum gavel_launch_event {
    GAVEL_LAUNCH_STARTED = 1,     /* pid: the program's process, forked and about to exec */
    GAVEL_LAUNCH_EXEC_FAILED = 2, /* error: errno of the program's execve */
    GAVEL_LAUNCH_ENDED = 3        /* wait_status, peak_rss_kib: the program as waitid saw it end */
};

struct gavel_launch_report {
    uint32_t magic;
    uint32_t event;
    int32_t pid;
    int32_t error;
    int32_t wait_status;
    int32_t unused;
    int64_t peak_rss_kib; /* ru_maxrss of the program and the children it waited for */
};

#endif
