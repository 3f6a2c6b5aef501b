// Reading a contestant's output in a checker: whitespace-separated tokens with where each starts, typed reads
// that name what they expected, and one way to show contestant text in a message (header-only).
//
// An output may hold any bytes: NULs, a line of a gigabyte, invalid UTF-8. Tokens are views into the text,
// never copies; only space, tab, CR and LF separate them (testlib's blanks), so any other byte — a vertical tab,
// a NUL — belongs to a token and makes it wrong rather than vanish. quote_text is the one place contestant text
// becomes message text: bounded, and escaped to printable ASCII, since messages go to terminals and reports.
//
//     gavel::OutputReader out(output);
//     const std::int64_t score = out.read_integer("the maximum score", 0, 1000);
//     out.expect_end();
//
// A typed read that fails throws WrongOutput, which the SDK's check turns into a wrong answer with its message.
// Reading the stored answer (Source::answer), the same failure is the judge's: a std::runtime_error.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace gavel {

/// Thrown when a contestant's output is not what a checker asked for: a wrong answer, with the reason.
class WrongOutput : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// `text` quoted for a message: at most `shown` of its bytes, every byte outside printable ASCII (and the
/// backslash) as \xNN (\\), and how long the text was when it is cut.
inline std::string quote_text(std::string_view text, std::size_t shown = 40) {
    std::string quoted = "'";
    for (const char c : text.substr(0, shown)) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte == '\\') {
            quoted += "\\\\";
        } else if (byte >= ' ' && byte < 127) {
            quoted += c;
        } else {
            constexpr char hex[] = "0123456789abcdef";
            quoted += {'\\', 'x', hex[byte >> 4], hex[byte & 15]};
        }
    }
    if (text.size() <= shown) return quoted + "'";
    return quoted + "...' (" + std::to_string(text.size()) + " bytes)";
}

/// A decimal integer: an optional '-', then digits without a leading zero ("0" itself is one; "-0" is not).
/// Nothing when the token is not one or does not fit in 64 bits.
inline std::optional<std::int64_t> parse_integer(std::string_view token) {
    const bool negative = !token.empty() && token[0] == '-';
    const std::string_view digits = token.substr(negative ? 1 : 0);
    if (digits.empty() || (digits[0] == '0' && (digits.size() > 1 || negative))) return std::nullopt;
    // Accumulated as a negative number: its range holds the most negative integer, which the positive lacks.
    std::int64_t value = 0;
    constexpr std::int64_t lowest = std::numeric_limits<std::int64_t>::min();
    for (const char c : digits) {
        if (c < '0' || c > '9') return std::nullopt;
        const int digit = c - '0';
        if (value < (lowest + digit) / 10) return std::nullopt;
        value = value * 10 - digit;
    }
    if (!negative && value == lowest) return std::nullopt;
    return negative ? value : -value;
}

/// A finite decimal number as strtod reads it, but never "nan", "inf" or hex: a contestant's "nan" must not
/// compare equal (or unequal) to anything. Nor a leading blank, which strtod would skip: "\v1" is no number.
inline std::optional<double> parse_double(std::string_view token) {
    if (token.empty() || token.size() > 400 || token.find_first_of("xXnN") != std::string_view::npos) return std::nullopt;
    if (std::string_view(" \t\n\v\f\r").find(token[0]) != std::string_view::npos) return std::nullopt;
    const std::string text(token);  // strtod needs a terminator; a token may hold a NUL, which ends it early
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (end != text.c_str() + text.size() || !std::isfinite(value)) return std::nullopt;
    return value;
}

/// One token and where it starts: 1-based line, column (in bytes) and index among the text's tokens.
struct Token {
    std::string_view text;
    std::size_t line = 1, column = 1, index = 0;
};

class OutputReader {
public:
    /// Whose text: a failed read of the output is a wrong answer, of the stored answer the judge's failure.
    enum class Source { output, answer };

    explicit OutputReader(std::string_view text, Source source = Source::output) : text_(text), source_(source) {}

    static bool is_blank(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; }

    /// The next token, or nothing at the end of the text.
    std::optional<Token> next() {
        skip_blanks();
        if (at_ == text_.size()) return std::nullopt;
        const std::size_t start = at_;
        while (at_ < text_.size() && !is_blank(text_[at_])) ++at_;
        last_ = Token{text_.substr(start, at_ - start), line_, start - line_start_ + 1, ++count_};
        return last_;
    }

    /// True when only blanks are left.
    bool at_end() {
        skip_blanks();
        return at_ == text_.size();
    }

    /// The next token, whatever it holds; `what` names it when there is none.
    Token read_word(std::string_view what) {
        if (const std::optional<Token> token = next()) return *token;
        fail("line " + std::to_string(line_) + ": expected " + std::string(what) + ", found the end of the " + noun());
    }

    /// An integer token in [lo, hi].
    std::int64_t read_integer(std::string_view what, std::int64_t lo = std::numeric_limits<std::int64_t>::min(),
                              std::int64_t hi = std::numeric_limits<std::int64_t>::max()) {
        const Token token = read_word(what);
        const std::optional<std::int64_t> value = parse_integer(token.text);
        if (value && *value >= lo && *value <= hi) return *value;
        const bool bounded = lo != std::numeric_limits<std::int64_t>::min() || hi != std::numeric_limits<std::int64_t>::max();
        const std::string kind =
            bounded ? "an integer in " + std::to_string(lo) + ".." + std::to_string(hi) : std::string("an integer");
        fail(where(token) + "expected " + std::string(what) + " (" + kind + "), found " + quote_text(token.text));
    }

    /// A finite number token (see parse_double).
    double read_double(std::string_view what) {
        const Token token = read_word(what);
        if (const std::optional<double> value = parse_double(token.text)) return *value;
        fail(where(token) + "expected " + std::string(what) + " (a number), found " + quote_text(token.text));
    }

    /// Only blanks may be left.
    void expect_end() {
        if (const std::optional<Token> extra = next())
            fail(where(*extra) + "expected the end of the " + noun() + ", found " + quote_text(extra->text));
    }

    /// The token read last (index 0 before the first).
    const Token& last() const { return last_; }
    /// The line the reader is on: of the token read last, or of the end once the blanks before it were skipped.
    std::size_t line() const { return line_; }

private:
    void skip_blanks() {
        for (; at_ < text_.size() && is_blank(text_[at_]); ++at_)
            if (text_[at_] == '\n') {
                ++line_;
                line_start_ = at_ + 1;
            }
    }

    static std::string where(const Token& token) {
        return "line " + std::to_string(token.line) + ", column " + std::to_string(token.column) + ": ";
    }
    const char* noun() const { return source_ == Source::output ? "output" : "answer"; }

    [[noreturn]] void fail(const std::string& message) const {
        if (source_ == Source::output) throw WrongOutput(message);
        throw std::runtime_error("the stored answer is broken: " + message);
    }

    std::string_view text_;
    Source source_;
    std::size_t at_ = 0, line_ = 1, line_start_ = 0, count_ = 0;
    Token last_{};
};

}  // namespace gavel
