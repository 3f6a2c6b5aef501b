// What scores in a 2025-09 package, worked out once from its data folders: the scoring units (sample, secret and
// each test data group), the cases each one holds, and what each case may score. Building it checks the spec's
// rules for test_group.yaml that only make sense across folders (an unbounded group under a bounded secret, a
// require_pass that names a later group, ...).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "package/package.hpp"

namespace gavel::package {

struct ScoringUnit {
    enum class Kind { sample, secret, group };
    Kind kind = Kind::group;
    std::string name;                      // "sample", "secret", "secret/group1"
    std::string aggregation = "pass-fail"; // "pass-fail", "sum" or "min"; sample is always pass-fail
    std::optional<double> max_score;       // none: unbounded (and sample, which never scores)
    std::vector<std::size_t> required;     // the units its require_pass names
    std::vector<std::size_t> cases;        // indices in Package::cases: every case under it, in order
    std::vector<std::size_t> groups;       // secret: its test data groups; empty when its cases are its own
};

struct CaseScoring {
    std::size_t unit = 0;          // the unit that aggregates it: its test data group, else secret or sample
    bool scored = false;           // in a sum or min unit: it receives a score (pass-fail units give none)
    std::optional<double> max;     // its maximum when scored; none: unbounded
};

struct ScoringPlan {
    std::vector<ScoringUnit> units;        // in Package::nodes order: sample, secret, then its groups
    std::vector<CaseScoring> cases;        // one per Package::cases
    std::optional<std::size_t> secret;     // the secret unit; none only in a package without data/secret
};

/// Builds the plan; throws InputError (at the folder's test_group.yaml) for settings the version forbids. In a
/// pass-fail problem that is any require_pass, and a test data group with a score_aggregation or max_score.
ScoringPlan plan_scoring(const Package& package);

}  // namespace gavel::package
