// Result aggregation of a package: how its test results make a verdict, a score and group scores.
#pragma once

#include <memory>

#include "package/package.hpp"

namespace gavel::package {

/// legacy: the default grader per data folder (grader_flags: worst_error / first_error / always_accept, sum / avg
/// / min / max, ignore_sample, accept_if_any_accepted; accept_score, reject_score, range; on_reject).
/// 2025-09 (and 2023-07-draft): pass-fail, or scoring with max_score, score_aggregation and require_pass per group,
/// a test's score from score.txt / score_multiplier.txt as the spec allows. Throws InputError (naming the
/// config file) for settings the version forbids, e.g. max_score in a pass-fail problem.
std::shared_ptr<const ResultAggregation> make_aggregation(const Package& package);

}  // namespace gavel::package
