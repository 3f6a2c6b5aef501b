// The search of the folder submission hashing/: the first pair of positions (1-based) whose entries make a target.
#pragma once

#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

inline std::optional<std::pair<int, int>> find_pair(const std::vector<long long>& entries, long long target) {
    std::unordered_map<long long, int> first_position;
    for (int position = 1; position <= static_cast<int>(entries.size()); ++position) {
        const long long entry = entries[position - 1];
        if (const auto other = first_position.find(target - entry); other != first_position.end())
            return std::make_pair(other->second, position);
        first_position.emplace(entry, position);
    }
    return std::nullopt;
}
