/* gavel plugin ABI: the only contract between the gavel core and a plugin.
 *
 * Plain C so that any compiler and any C++ standard library can build a plugin.
 * A problem plugin exports gavel_get_problem(); a contestant Solver plugin exports gavel_get_solver() (both are
 * declared at the end). Each returns a pointer to a static descriptor that lives as long as the library is loaded.
 *
 * Compatibility rules (see docs in README, "Plugin ABI"):
 *  - One version: GAVEL_ABI_VERSION, in every descriptor. The entry points' names never change.
 *  - Bump it when a field changes meaning or a function changes its signature; the host refuses any other.
 *  - Descriptors only grow at their end; `struct_size` says how much of one the plugin filled in. The host
 *    copies that much into a zeroed descriptor of its own size, so a field an older plugin lacks reads as
 *    zero (absent), and a newer plugin's extra fields are not read. Appending a field needs no bump, so
 *    every appended field is optional: NULL or 0 means absent.
 *  - Nothing allocated on one side is freed on the other; bytes leave a plugin only through gavel_writer.
 *  - No exception, C++ type or longjmp crosses this boundary: functions return a gavel_status.
 *  - The host calls a plugin's functions many times in one process, one after another (a worker process is
 *    reused until a call crashes or hits a limit): they must not count on fresh global state. A static that
 *    one call changes is still changed in the next.
 */
#ifndef GAVEL_PLUGIN_H
#define GAVEL_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define GAVEL_ABI_VERSION 1u

#if defined(__GNUC__)
#define GAVEL_EXPORT __attribute__((visibility("default")))
#else
#define GAVEL_EXPORT
#endif

typedef enum gavel_status {
    GAVEL_OK = 0,                 /* solved / accepted / valid / generated */
    GAVEL_WRONG_ANSWER = 1,       /* check: the output is wrong */
    GAVEL_PRESENTATION_ERROR = 2, /* check: right content, wrong layout */
    GAVEL_INVALID_INPUT = 3,      /* validate: the input breaks the statement; generate: bad parameters */
    GAVEL_OUT_OF_MEMORY = 4,      /* any function: an allocation failed */
    GAVEL_FAILED = 5,             /* any function: it could not finish (an error, an exception) */
    GAVEL_PARTIAL_CREDIT = 6      /* check_scored: accepted for *fraction (0 to 1) of the test's points */
} gavel_status;

/* A host-supplied sink. write() returns 0 when it took the bytes, non-zero when it will take no more. */
typedef struct gavel_writer {
    void *context;
    int (*write)(void *context, const char *data, size_t size);
} gavel_writer;

/* One generator parameter from the suite file, both sides as text. */
typedef struct gavel_param {
    const char *key;
    const char *value;
} gavel_param;

/* Reads the whole input, writes the whole output. Diagnostics go to `message`. */
typedef int (*gavel_solve_fn)(const char *input, size_t input_size, const gavel_writer *output,
                              const gavel_writer *message);

/* Judges `output` against the stored `answer` for `input`: GAVEL_OK, _WRONG_ANSWER or _PRESENTATION_ERROR. */
typedef int (*gavel_check_fn)(const char *input, size_t input_size, const char *output, size_t output_size,
                              const char *answer, size_t answer_size, const gavel_writer *message);

/* GAVEL_OK when the input obeys the statement; otherwise GAVEL_INVALID_INPUT and a message naming the line. */
typedef int (*gavel_validate_fn)(const char *input, size_t input_size, const gavel_writer *message);

/* Writes one test input, a pure function of (seed, params). */
typedef int (*gavel_generate_fn)(uint64_t seed, const gavel_param *params, size_t param_count,
                                 const gavel_writer *output, const gavel_writer *message);

/* check, and an accepted output may earn part of the test's points: it returns GAVEL_PARTIAL_CREDIT with the
 * share, from 0 to 1, in *fraction (anything else there, NaN included, is the checker's failure); GAVEL_OK is full
 * credit. */
typedef int (*gavel_check_scored_fn)(const char *input, size_t input_size, const char *output, size_t output_size,
                                     const char *answer, size_t answer_size, const gavel_writer *message,
                                     double *fraction);

/* An interactive test's line to the submission, supplied by the host for one interact() call. */
typedef struct gavel_channel {
    void *context;
    /* Waits for what the submission writes and copies up to `capacity` bytes of it to `data`: the count, 0 once
     * the submission has closed its output (ended), -1 on an error. */
    ptrdiff_t (*read)(void *context, char *data, size_t capacity);
    /* Queues bytes for the submission: 0 when taken, non-zero once it no longer reads (it ended). */
    int (*write)(void *context, const char *data, size_t size);
    /* Delivers what write() queued; answers as write() does. Call it before waiting for a reply. */
    int (*flush)(void *context);
} gavel_channel;

/* Judges a submission by talking to it (an interactive problem): reads its requests from `submission`, replies,
 * and returns GAVEL_OK (accepted) or GAVEL_WRONG_ANSWER, with why in `message`. `input` is the test's input and
 * `answer` what solve() wrote for it; the submission sees neither. It runs in a process of its own, in a box. */
typedef int (*gavel_interact_fn)(const char *input, size_t input_size, const char *answer, size_t answer_size,
                                 const gavel_channel *submission, const gavel_writer *message);

/* Both descriptors start with these two fields; required fields come first, and only optional ones follow. */
typedef struct gavel_problem {
    uint32_t abi_version;       /* GAVEL_ABI_VERSION the plugin was built with */
    uint32_t struct_size;       /* sizeof(gavel_problem) the plugin was built with; at least up to `solve` */
    const char *id;             /* required; equals the library's file name without extension */
    const char *title;          /* required */
    const char *version;        /* required; the plugin's own version, free text */
    gavel_solve_fn solve;       /* required: the reference solver */
    gavel_check_fn check;       /* optional: NULL means the problem's configured built-in checker */
    gavel_validate_fn validate; /* optional: NULL means inputs are not validated */
    gavel_generate_fn generate; /* optional: NULL means the suite may not generate cases */
    /* Appended fields (optional, as every one after `solve`): */
    gavel_interact_fn interact; /* non-NULL makes the problem interactive: it judges each test, solve() answers */
    gavel_check_scored_fn check_scored; /* used instead of check when set; a plugin that sets it sets check too,
                                           for hosts that predate it */
} gavel_problem;

typedef struct gavel_solver {
    uint32_t abi_version;
    uint32_t struct_size;
    const char *name;     /* required */
    gavel_solve_fn solve; /* required */
} gavel_solver;

/* The entry points: a problem plugin exports the first, a Solver plugin the second. The host looks them up by
 * the names below; the GAVEL_PROBLEM and GAVEL_SOLVER macros of gavel/sdk.hpp define them. */
GAVEL_EXPORT const gavel_problem *gavel_get_problem(void);
GAVEL_EXPORT const gavel_solver *gavel_get_solver(void);

#define GAVEL_PROBLEM_ENTRY "gavel_get_problem"
#define GAVEL_SOLVER_ENTRY "gavel_get_solver"

typedef const gavel_problem *(*gavel_problem_entry_fn)(void);
typedef const gavel_solver *(*gavel_solver_entry_fn)(void);

#ifdef __cplusplus
}
#endif

#endif /* GAVEL_PLUGIN_H */
