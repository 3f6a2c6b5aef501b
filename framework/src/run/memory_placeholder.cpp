#include "run/memory_placeholder.hpp"

#include <algorithm>
#include <charconv>
#include <optional>

namespace gavel {
namespace {

constexpr std::string_view opening = "{memory_mib";

struct Placeholder {
    std::size_t length = 0;         // of the whole placeholder, braces included
    std::uint64_t headroom_mib = 0; // N of {memory_mib-N}; 0 for {memory_mib}
};

// The placeholder that starts at `at` (where `opening` is), or nullopt when it is not well formed.
std::optional<Placeholder> read_placeholder(const std::string& word, std::size_t at) {
    std::size_t end = at + opening.size();
    if (end < word.size() && word[end] == '}') return Placeholder{end + 1 - at, 0};
    if (end >= word.size() || word[end] != '-') return std::nullopt;
    const char* first = word.data() + end + 1;
    const char* last = word.data() + word.size();
    std::uint64_t headroom = 0;
    const auto [stop, error] = std::from_chars(first, last, headroom);
    if (error != std::errc() || stop == first || stop == last || *stop != '}') return std::nullopt;
    return Placeholder{static_cast<std::size_t>(stop + 1 - (word.data() + at)), headroom};
}

}  // namespace

std::string memory_placeholder_error(const std::string& word) {
    for (std::size_t at = word.find(opening); at != std::string::npos; at = word.find(opening, at + 1))
        if (!read_placeholder(word, at))
            return "expected {memory_mib} or {memory_mib-N} (N a whole number of MiB) in '" + word + "'";
    return {};
}

std::vector<std::string> expand_memory(const std::vector<std::string>& command, std::uint64_t memory) {
    const std::uint64_t limit_mib = memory >> 20;
    std::vector<std::string> expanded;
    for (std::string word : command) {
        for (std::size_t at = word.find(opening); at != std::string::npos; at = word.find(opening, at)) {
            const auto placeholder = read_placeholder(word, at);
            if (!placeholder) {
                at += opening.size();
                continue;
            }
            const std::uint64_t less = limit_mib > placeholder->headroom_mib ? limit_mib - placeholder->headroom_mib : 0;
            const std::string value = std::to_string(std::max(less, limit_mib / 4));
            word.replace(at, placeholder->length, value);
            at += value.size();
        }
        expanded.push_back(std::move(word));
    }
    return expanded;
}

}  // namespace gavel
