#include "judge/test_queue.hpp"

#include <algorithm>

namespace gavel {

TestQueue::TestQueue(std::vector<std::size_t> groups, bool spread)
    : groups_(std::move(groups)), spread_(spread), taken_(groups_.size(), false) {
    const std::size_t group_count = groups_.empty() ? 0 : *std::max_element(groups_.begin(), groups_.end()) + 1;
    running_.assign(group_count, 0);
}

std::optional<std::size_t> TestQueue::take() {
    const std::lock_guard lock(mutex_);
    while (first_untaken_ < taken_.size() && taken_[first_untaken_]) ++first_untaken_;
    if (first_untaken_ == taken_.size()) return std::nullopt;
    std::size_t chosen = first_untaken_;
    if (spread_ && running_[groups_[chosen]] > 0) {
        // The first untaken test of a group nobody runs, if there is one; else the next in suite order.
        for (std::size_t i = first_untaken_ + 1; i < taken_.size(); ++i)
            if (!taken_[i] && running_[groups_[i]] == 0) {
                chosen = i;
                break;
            }
    }
    taken_[chosen] = true;
    ++running_[groups_[chosen]];
    return chosen;
}

void TestQueue::take_range(std::size_t first, std::size_t count) {
    const std::lock_guard lock(mutex_);
    for (std::size_t i = first; i < first + count && i < taken_.size(); ++i) taken_[i] = true;
}

void TestQueue::done(std::size_t i) {
    const std::lock_guard lock(mutex_);
    if (running_[groups_[i]] > 0) --running_[groups_[i]];
}

bool TestQueue::taken(std::size_t i) const {
    const std::lock_guard lock(mutex_);
    return taken_[i];
}

}  // namespace gavel
