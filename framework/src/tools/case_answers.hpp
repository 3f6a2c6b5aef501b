// The answer of each prepared test, as gavel export writes it into data/ and gavel statement shows a sample: the
// stored answer, else the reference solver's output on the test's input under the test's limits.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "judge/judge.hpp"

namespace gavel {

/// One answer per test of `tests`, in order. The reference runs only for the tests without a stored answer, in
/// batches (a plugin's worker answers a batch in one round trip); `between_batches` is called before each, where
/// a stop may throw. `computed` is set to how many answers the reference gave. Throws InternalError naming the
/// case when a test has no stored answer and there is no reference, or the reference fails on it.
std::vector<std::string> case_answers(const ProblemJudge& judge, const std::vector<PreparedTest>& tests,
                                      const std::function<void()>& between_batches, std::size_t& computed);

}  // namespace gavel
