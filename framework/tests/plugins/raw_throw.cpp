// A plugin written without the SDK whose solve lets an exception reach the C boundary: the worker dies
// (std::terminate), the judge reports RE and goes on.
#include <gavel/plugin.h>

#include <stdexcept>

namespace {
int solve(const char*, size_t, const gavel_writer*, const gavel_writer*) { throw std::runtime_error("escaped"); }
const gavel_problem descriptor{GAVEL_ABI_VERSION, sizeof(gavel_problem), "raw_throw", "Raw throw", "1", solve,
                               nullptr, nullptr, nullptr, nullptr, nullptr};
}  // namespace

extern "C" GAVEL_EXPORT const gavel_problem* gavel_get_problem(void) { return &descriptor; }
