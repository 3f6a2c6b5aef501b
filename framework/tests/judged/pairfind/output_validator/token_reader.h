// The reading half of pairfind's output validator: whitespace-separated tokens from a stream, and integers
// written plainly (an optional minus sign, then digits, at most 18 of them).
#pragma once

#include <cctype>
#include <istream>
#include <optional>
#include <string>

namespace pairfind {

class TokenReader {
public:
    explicit TokenReader(std::istream& in) : in_(in) {}

    /// The next token, or none at the end of the stream.
    std::optional<std::string> next() {
        std::string token;
        if (!(in_ >> token)) return std::nullopt;
        return token;
    }

    /// Whether only whitespace is left.
    bool at_end() {
        in_ >> std::ws;
        return in_.peek() == std::char_traits<char>::eof();
    }

private:
    std::istream& in_;
};

/// `token` as an integer when it is one, written plainly.
inline std::optional<long long> as_integer(const std::string& token) {
    std::size_t digits = token.size() > 0 && token[0] == '-' ? 1 : 0;
    if (token.size() == digits || token.size() - digits > 18) return std::nullopt;
    for (std::size_t i = digits; i < token.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(token[i]))) return std::nullopt;
    return std::stoll(token);
}

}  // namespace pairfind
