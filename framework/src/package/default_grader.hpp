// The legacy default grader: one data folder's sub-results (its cases and sub-folders, in name order) made into
// the folder's result, as its grader_flags say (legacy "Default grader specification").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/verdict.hpp"

namespace gavel::package {

struct GraderFlags {
    enum class VerdictMode { worst_error, first_error, always_accept };
    enum class ScoreMode { sum, avg, min, max };
    VerdictMode verdict = VerdictMode::worst_error;
    ScoreMode score = ScoreMode::sum;
    bool ignore_sample = false;
    bool accept_if_any_accepted = false;
};

/// The flags in order, a later mode replacing an earlier one; the name of the first unknown flag in `unknown`.
GraderFlags parse_grader_flags(const std::vector<std::string>& flags, std::optional<std::string>& unknown);

struct SubResult {
    Verdict verdict = Verdict::accepted;
    double score = 0;
};

/// The folder's verdict and score from its sub-results. With none (every one skipped, or an empty folder) there
/// is nothing to grade: no result.
std::optional<SubResult> grade(const GraderFlags& flags, const std::vector<SubResult>& items);

}  // namespace gavel::package
