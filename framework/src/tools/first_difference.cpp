#include "tools/first_difference.hpp"

#include <cctype>

#include "base/printable_text.hpp"

namespace gavel {
namespace {

bool space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

// Reads one token at a time, counting lines.
struct Tokens {
    std::string_view text;
    std::size_t at = 0, line = 1;

    std::optional<std::string_view> next() {
        while (at < text.size() && space(text[at])) line += text[at++] == '\n';
        if (at == text.size()) return std::nullopt;
        const std::size_t start = at;
        while (at < text.size() && !space(text[at])) ++at;
        return text.substr(start, at - start);
    }
};

}  // namespace

std::optional<FirstDifference> first_difference(std::string_view expected, std::string_view found) {
    Tokens a{expected}, b{found};
    for (std::size_t token = 1;; ++token) {
        const auto x = a.next(), y = b.next();
        if (!x && !y) return std::nullopt;
        if (x && y && *x == *y) continue;
        return FirstDifference{token, a.line, b.line, std::string(x.value_or("")), std::string(y.value_or(""))};
    }
}

std::string lines_around(std::string_view text, std::size_t line, std::size_t context, std::size_t width) {
    const std::size_t first = line > context ? line - context : 1, last = line + context;
    std::string shown;
    std::size_t number = 1, start = 0;
    while (start < text.size() && number <= last) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        if (number >= first) shown += std::to_string(number) + ": " + printable_text(text.substr(start, end - start), width) + "\n";
        start = end + 1;
        ++number;
    }
    return shown;
}

}  // namespace gavel
