// Fail-fast judging's one rule: which tests are left unrun (SK) because an earlier one was not AC.
//
// Judging applies it as results come in (a test an earlier failure ends is not run, and one a parallel box ran
// before that failure was known is reported SK all the same, so the report does not depend on timing); gavel merge
// applies it again to the shards' results put back in suite order, so a merged report is the unsharded one.
#pragma once

#include <cstddef>
#include <vector>

#include "problem/problem.hpp"
#include "report/report.hpp"

namespace gavel {

class FailFast {
public:
    /// `fail_fast`: a failure ends its group (where the problem's rules say so) and, in a pass-fail problem, the
    /// run; `stop_at_first_failure`: a failure ends the run whatever the problem.
    FailFast(const Problem& problem, bool fail_fast, bool stop_at_first_failure);

    /// Whether a failure ends the whole run, rather than at most its group.
    bool ends_run() const { return ends_run_; }
    bool ends_group(std::size_t group) const { return ends_group_.at(group); }

    /// Why test `index` (suite order) of group `group` is not to be run after the failures seen so far, or nullptr.
    const char* skip_reason(std::size_t index, std::size_t group) const;
    /// Test `index` of `group` was not AC.
    void failed(std::size_t index, std::size_t group);

    /// The rule applied to a whole run's results in suite order (`groups[i]`: result i's group index): a result
    /// an earlier failure ends becomes SK with the reason.
    void apply(std::vector<TestResult>& results, const std::vector<std::size_t>& groups);

private:
    static constexpr std::size_t none = static_cast<std::size_t>(-1);
    bool ends_run_ = false;
    std::vector<bool> ends_group_;
    std::size_t first_failure_ = none;
    std::vector<std::size_t> group_first_failure_;
};

}  // namespace gavel
