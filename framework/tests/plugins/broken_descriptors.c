/* Deliberately broken plugins for the loader's tests: one descriptor fault per library, chosen by
 * BROKEN_KIND at compile time; and one older, smaller descriptor. Plain C, as any plugin may be. */
#include <gavel/plugin.h>

__attribute__((unused)) static int solve(const char *input, size_t input_size, const gavel_writer *output, const gavel_writer *message) {
    (void)input, (void)input_size, (void)message;
    output->write(output->context, "0\n", 2);
    return GAVEL_OK;
}

#if BROKEN_KIND == 1 /* wrong ABI version */
static const gavel_problem descriptor = {99, sizeof(gavel_problem), "wrong_abi", "t", "1", solve, 0, 0, 0, 0, 0};
#elif BROKEN_KIND == 2 /* struct too small */
static const gavel_problem descriptor = {GAVEL_ABI_VERSION, 16, "too_small", "t", "1", solve, 0, 0, 0, 0, 0};
#elif BROKEN_KIND == 3 /* required solve missing */
static const gavel_problem descriptor = {GAVEL_ABI_VERSION, sizeof(gavel_problem), "null_solve", "t", "1", 0, 0, 0, 0, 0, 0};
#elif BROKEN_KIND == 4 /* id differs from the file name */
static const gavel_problem descriptor = {GAVEL_ABI_VERSION, sizeof(gavel_problem), "someone_else", "t", "1", solve, 0, 0, 0, 0, 0};
#elif BROKEN_KIND == 5 /* entry returns NULL */
#define NULL_DESCRIPTOR
#elif BROKEN_KIND == 7 /* a Solver plugin for another ABI */
static const gavel_solver solver_descriptor = {2, sizeof(gavel_solver), "old", solve};
#define SOLVER_ENTRY
#elif BROKEN_KIND == 6 /* required title missing */
static const gavel_problem descriptor = {GAVEL_ABI_VERSION, sizeof(gavel_problem), "null_title", 0, "1", solve, 0, 0, 0, 0, 0};
#elif BROKEN_KIND == 8 /* not broken: an older plugin, whose descriptor ended at solve */
/* The fields after solve are not the plugin's: told so by struct_size, the host must not read them. Pointers
 * that look set stand in for whatever bytes lie there. */
static const gavel_problem descriptor = {GAVEL_ABI_VERSION, offsetof(gavel_problem, check), "older_descriptor", "Older", "0.9",
                                         solve, (gavel_check_fn)solve, (gavel_validate_fn)solve, (gavel_generate_fn)solve, (gavel_interact_fn)solve, 0};
#elif BROKEN_KIND == 9 /* not broken: a plugin built before interact was appended */
static const gavel_problem descriptor = {GAVEL_ABI_VERSION, offsetof(gavel_problem, interact), "before_interact", "Before", "1.0",
                                         solve, 0, 0, 0, (gavel_interact_fn)solve, 0};
#elif BROKEN_KIND == 10 /* not broken: a plugin built before check_scored was appended; its check accepts "ok" */
static int check(const char *input, size_t input_size, const char *output, size_t output_size, const char *answer,
                 size_t answer_size, const gavel_writer *message) {
    (void)input, (void)input_size, (void)answer, (void)answer_size, (void)message;
    return output_size == 3 && output[0] == 'o' && output[1] == 'k' ? GAVEL_OK : GAVEL_WRONG_ANSWER;
}
/* What lies past struct_size (a check_scored that would give partial credit) must never be called. */
static int never_scored(const char *input, size_t input_size, const char *output, size_t output_size, const char *answer,
                        size_t answer_size, const gavel_writer *message, double *fraction) {
    (void)input, (void)input_size, (void)output, (void)output_size, (void)answer, (void)answer_size, (void)message;
    *fraction = 0.25;
    return GAVEL_PARTIAL_CREDIT;
}
static const gavel_problem descriptor = {GAVEL_ABI_VERSION, offsetof(gavel_problem, check_scored), "before_check_scored", "Before",
                                         "1.0", solve, check, 0, 0, 0, never_scored};
#endif

#if BROKEN_KIND == 0 /* no entry symbol at all */
GAVEL_EXPORT int not_a_gavel_plugin(void) { return 0; }
#elif defined(SOLVER_ENTRY)
GAVEL_EXPORT const gavel_solver *gavel_get_solver(void) { return &solver_descriptor; }
#elif defined(NULL_DESCRIPTOR)
GAVEL_EXPORT const gavel_problem *gavel_get_problem(void) { return 0; }
#else
GAVEL_EXPORT const gavel_problem *gavel_get_problem(void) { return &descriptor; }
#endif
