// The order the judging threads take tests in. In suite order, except that with fail-fast by group a free box
// takes the first test of a group that no box is running yet, rather than the next test of a group still running:
// a failure ends the rest of its group, so each box spends its time on a group of its own. A spinning solution on
// dice-yutnori then costs one limit per group for each box, not one per group for all boxes at once.
#pragma once

#include <cstddef>
#include <mutex>
#include <optional>
#include <vector>

namespace gavel {

class TestQueue {
public:
    /// `groups[i]` is test i's group; `spread` asks for the order above, else the tests go in suite order.
    TestQueue(std::vector<std::size_t> groups, bool spread);

    /// The next test to run, nullopt when every test is taken. It counts as running until done().
    std::optional<std::size_t> take();
    /// Tests `first` .. `first + count - 1` taken at once (a batch), in suite order.
    void take_range(std::size_t first, std::size_t count);
    /// Test `i` is finished: its group no longer runs it.
    void done(std::size_t i);
    /// Whether test `i` has been taken (it runs, or ran): a stopped judge awaits only those.
    bool taken(std::size_t i) const;

private:
    mutable std::mutex mutex_;
    std::vector<std::size_t> groups_;
    bool spread_;
    std::vector<bool> taken_;
    std::vector<std::size_t> running_;  // per group: its tests running now
    std::size_t first_untaken_ = 0;
};

}  // namespace gavel
