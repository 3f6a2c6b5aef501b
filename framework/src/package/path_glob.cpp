#include "package/path_glob.hpp"

namespace gavel::package {
namespace {

// Enough for any real pattern; a few nested braces of many alternatives would otherwise multiply without bound.
constexpr std::size_t max_alternatives = 4096;

// Expands the first brace group of `pattern` and recurses on each result; false (with `error`) when a brace is
// not closed or the expansion grows too large.
bool expand(const std::string& pattern, std::vector<std::string>& out, std::string& error) {
    const std::size_t open = pattern.find('{');
    if (open == std::string::npos) {
        if (pattern.find('}') != std::string::npos) {
            error = "a '}' without its '{'";
            return false;
        }
        if (out.size() >= max_alternatives) {
            error = "its braces expand to more than " + std::to_string(max_alternatives) + " patterns";
            return false;
        }
        out.push_back(pattern);
        return true;
    }
    std::vector<std::string> choices{""};
    int depth = 0;
    std::size_t close = std::string::npos;
    for (std::size_t i = open + 1; i < pattern.size() && close == std::string::npos; ++i) {
        const char c = pattern[i];
        if (c == '{') ++depth;
        if (c == '}' && depth-- == 0) {
            close = i;
            break;
        }
        if (c == ',' && depth == 0)
            choices.emplace_back();
        else
            choices.back() += c;
    }
    if (close == std::string::npos) {
        error = "a '{' without its '}'";
        return false;
    }
    const std::string before = pattern.substr(0, open);
    if (before.find('}') != std::string::npos) {
        error = "a '}' without its '{'";
        return false;
    }
    const std::string after = pattern.substr(close + 1);
    for (const auto& choice : choices)
        if (!expand(before + choice + after, out, error)) return false;
    return true;
}

// `*` within one name: the usual backtracking match, where a star may take any run of characters.
bool name_matches(std::string_view pattern, std::string_view name) {
    std::size_t p = 0, n = 0, star = std::string_view::npos, resume = 0;
    while (n < name.size()) {
        if (p < pattern.size() && pattern[p] == '*') {
            star = p++;
            resume = n;
        } else if (p < pattern.size() && pattern[p] == name[n]) {
            ++p;
            ++n;
        } else if (star != std::string_view::npos) {
            p = star + 1;
            n = ++resume;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == '*') ++p;
    return p == pattern.size();
}

std::vector<std::string_view> names_of(std::string_view path) {
    std::vector<std::string_view> names;
    for (std::size_t start = 0;;) {
        const std::size_t slash = path.find('/', start);
        names.push_back(path.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start));
        if (slash == std::string_view::npos) return names;
        start = slash + 1;
    }
}

bool path_matches(std::string_view pattern, std::string_view path) {
    const auto wanted = names_of(pattern);
    const auto names = names_of(path);
    if (wanted.size() != names.size()) return false;
    for (std::size_t i = 0; i < names.size(); ++i)
        if (!name_matches(wanted[i], names[i])) return false;
    return true;
}

}  // namespace

std::optional<PathGlob> PathGlob::parse(std::string_view pattern, std::string& error) {
    std::string text(pattern);
    while (text.size() > 1 && text.back() == '/') text.pop_back();  // "accepted/" names the folder "accepted"
    if (text.empty() || text == "/") {
        error = "an empty pattern";
        return std::nullopt;
    }
    if (text.find("**") != std::string::npos) {
        error = "'**' is not supported (a '*' matches within one name only)";
        return std::nullopt;
    }
    PathGlob glob;
    if (!expand(text, glob.alternatives_, error)) return std::nullopt;
    glob.text_ = std::move(text);
    return glob;
}

bool PathGlob::matches(std::string_view path) const {
    for (const auto& alternative : alternatives_)
        if (path_matches(alternative, path)) return true;
    return false;
}

bool PathGlob::matches_or_parent(std::string_view path) const {
    for (std::size_t end = path.size();; end = path.rfind('/', end - 1)) {
        if (matches(path.substr(0, end))) return true;
        if (end == 0 || path.rfind('/', end - 1) == std::string_view::npos) return false;
    }
}

}  // namespace gavel::package
