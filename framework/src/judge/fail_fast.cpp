#include "judge/fail_fast.hpp"

#include <algorithm>

#include "judge/judge.hpp"

namespace gavel {

FailFast::FailFast(const Problem& problem, bool fail_fast, bool stop_at_first_failure)
    : ends_group_(problem.suite.groups.size(), fail_fast), group_first_failure_(problem.suite.groups.size(), none) {
    const bool whole_run_fails = problem.aggregation ? problem.aggregation->pass_fail() : pass_fail(problem.suite);
    ends_run_ = stop_at_first_failure || (fail_fast && whole_run_fails);
    // A package's rules may keep a group going past its first failure: its later tests still score or count. So
    // does a suite's sum group; a min group scores nothing once a test is rejected (a partial AC is AC, and fails
    // nothing).
    if (fail_fast)
        for (std::size_t g = 0; g < ends_group_.size(); ++g)
            ends_group_[g] = problem.aggregation ? problem.aggregation->ends_group_at_first_failure(problem.suite.groups[g].name)
                                                 : problem.suite.groups[g].aggregate != TestGroup::Aggregate::sum;
}

const char* FailFast::skip_reason(std::size_t index, std::size_t group) const {
    if (first_failure_ != none && index > first_failure_) return "not run: an earlier test failed";
    if (ends_group_.at(group) && group_first_failure_.at(group) != none && index > group_first_failure_.at(group))
        return "not run: an earlier test of its group failed";
    return nullptr;
}

void FailFast::failed(std::size_t index, std::size_t group) {
    if (ends_run_) first_failure_ = std::min(first_failure_, index);
    if (ends_group_.at(group)) group_first_failure_.at(group) = std::min(group_first_failure_.at(group), index);
}

void FailFast::apply(std::vector<TestResult>& results, const std::vector<std::size_t>& groups) {
    for (std::size_t i = 0; i < results.size(); ++i) {
        if (const char* why = skip_reason(i, groups[i])) {
            results[i] = unmeasured_result(results[i].group, results[i].name, Verdict::skipped, why);
            continue;
        }
        if (results[i].verdict != Verdict::accepted && results[i].verdict != Verdict::skipped) failed(i, groups[i]);
    }
}

}  // namespace gavel
