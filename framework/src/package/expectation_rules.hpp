// The rules of 2025-09 submissions.yaml (and of its default folders), and the expectation they make for one
// submission: every rule whose submission pattern matches it, each over the tests its test pattern picks.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "config/suite.hpp"
#include "package/package.hpp"
#include "package/path_glob.hpp"
#include "package/spec_verdict.hpp"

namespace gavel::package {

/// use_for_time_limit: unset (or true) leaves it to permitted and required; false opts the rule out.
enum class TimeUse { inferred, none, lower, upper };

struct ExpectationRule {
    explicit ExpectationRule(PathGlob submissions) : submissions(std::move(submissions)) {}

    PathGlob submissions;                  // whose submissions ("accepted", "time_limit_exceeded/*")
    std::optional<PathGlob> tests;         // over which tests ("secret/group1"); none: every test
    VerdictSet permitted = VerdictSet::all();
    VerdictSet required = VerdictSet::all();
    std::optional<std::pair<double, double>> score;  // inclusive; equal bounds for a single number
    std::string message;                   // empty: none asked for
    TimeUse time_use = TimeUse::inferred;
    SourceLocation location;               // the key that made it

    /// How the rule bears on the time limit (2025-09 "Timelimit inference"): use_for_time_limit when given, else
    /// lower when TLE is not permitted and upper when TLE alone is required.
    TimeUse time_limit_use() const;
};

/// What submissions.yaml says about submissions other than requirements: their language.
struct LanguageRule {
    PathGlob submissions;
    std::string language;
};

struct ExpectationRules {
    std::vector<ExpectationRule> rules;     // the default folders' (as overridden), then the file's, in its order
    std::vector<LanguageRule> languages;
    std::vector<std::string> warnings;      // patterns that match nothing
};

/// Reads submissions/submissions.yaml (or expectations.yaml, its 2023-07-draft name; both at once is an error)
/// over the default folder rules. Throws InputError naming the file, line and column.
ExpectationRules read_expectation_rules(const Package& package);

/// One rule as it applies to one submission: the tests it covers (indices in Package::cases, which are the
/// report's) and, for a score under a test key, the groups whose aggregated score it bounds.
struct AppliedRule {
    ExpectationRule rule;
    std::vector<std::size_t> tests;
    std::vector<std::string> score_groups;
};

class RuleExpectation final : public SubmissionExpectation {
public:
    RuleExpectation(std::vector<AppliedRule> rules, std::shared_ptr<const std::vector<std::string>> case_names)
        : rules_(std::move(rules)), case_names_(std::move(case_names)) {}

    std::string describe() const override;
    std::string unmet(const Report& report) const override;
    const std::vector<AppliedRule>& rules() const { return rules_; }

private:
    std::string unmet_rule(const AppliedRule& applied, const Report& report) const;

    std::vector<AppliedRule> rules_;
    std::shared_ptr<const std::vector<std::string>> case_names_;
};

/// A submission's path relative to submissions/ ("accepted/sol.cpp"), as patterns and folders match it: from its
/// file when that lies under the package's submissions/, else its label.
std::string submission_path(const Package& package, const Submission& submission);

/// Whether `score` lies in [lo, hi], allowing a relative millionth for a score read back from decimal.
bool score_within(double score, double lo, double hi);

}  // namespace gavel::package
