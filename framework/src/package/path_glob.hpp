// The glob patterns of submissions.yaml, over paths of submissions (relative to submissions/) and of test cases and
// groups (relative to data/): `*` matches any run of characters within one name, never a '/'; `{a,b}` matches
// either alternative (braces may nest and may hold '/'). `**`, `?` and `[...]` are not the spec's: `**` is refused,
// and '?' and '[' match themselves.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gavel::package {

class PathGlob {
public:
    /// The pattern, or none with `error` saying what is wrong (an unclosed brace, `**`, an empty pattern).
    static std::optional<PathGlob> parse(std::string_view pattern, std::string& error);

    /// Whether it matches `path` itself.
    bool matches(std::string_view path) const;
    /// Whether it matches `path` or a folder above it ("accepted" matches "accepted/sol.cpp"): how the spec
    /// matches a submission, and a test case by its groups.
    bool matches_or_parent(std::string_view path) const;

    const std::string& text() const { return text_; }

private:
    std::string text_;
    std::vector<std::string> alternatives_;  // the pattern with every brace expanded
};

}  // namespace gavel::package
