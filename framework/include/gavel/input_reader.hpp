// A strict reader for input validators: every byte must be where the statement says.
//
// It never skips whitespace on its own; a validator spells out each space and newline, so stray blanks,
// tabs, CR characters, missing lines and trailing garbage are all caught. Errors name the line and column.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace gavel {

/// Thrown by a validator (directly or through InputReader) when the input breaks the statement.
class InvalidInput : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class InputReader {
public:
    explicit InputReader(std::string_view text) : text_(text) {}

    /// An integer token in [lo, hi]; `what` names it in errors ("N", "dice value").
    std::int64_t read_int(std::int64_t lo, std::int64_t hi, std::string_view what) {
        const std::size_t start = pos_;
        const std::string token = take_token();
        const std::string expected = std::string(what) + " (an integer in " + std::to_string(lo) + ".." +
                                     std::to_string(hi) + ")";
        if (token.empty()) fail_at(start, "expected " + expected + ", found " + describe_here(start));
        std::size_t digits = token[0] == '-' ? 1 : 0;
        bool ok = digits < token.size() && token.size() - digits <= 18;
        for (std::size_t i = digits; ok && i < token.size(); ++i) ok = token[i] >= '0' && token[i] <= '9';
        if (ok && token.size() - digits > 1 && token[digits] == '0') ok = false;  // no leading zeros
        if (ok && token == "-0") ok = false;
        if (!ok) fail_at(start, "expected " + expected + ", found '" + token + "'");
        const std::int64_t value = std::stoll(token);
        if (value < lo || value > hi) fail_at(start, "expected " + expected + ", found " + token);
        return value;
    }

    /// A maximal run of non-whitespace characters, at least one.
    std::string read_token(std::string_view what) {
        const std::size_t start = pos_;
        std::string token = take_token();
        if (token.empty()) fail_at(start, "expected " + std::string(what) + ", found " + describe_here(start));
        return token;
    }

    void read_space() { read_char(' ', "a single space"); }
    void read_newline() { read_char('\n', "end of line"); }

    /// The input must end here.
    void read_eof() {
        if (pos_ != text_.size()) fail_at(pos_, "expected end of input, found " + describe_here(pos_));
    }

    bool at_eof() const { return pos_ == text_.size(); }
    std::size_t line() const { return line_at(pos_); }

    /// Throws InvalidInput located at the current position.
    [[noreturn]] void fail(const std::string& message) const { fail_at(pos_, message); }

private:
    void read_char(char wanted, std::string_view what) {
        if (pos_ < text_.size() && text_[pos_] == wanted) {
            ++pos_;
            return;
        }
        fail_at(pos_, "expected " + std::string(what) + ", found " + describe_here(pos_));
    }

    std::string take_token() {
        const std::size_t start = pos_;
        while (pos_ < text_.size() && !is_space(text_[pos_])) ++pos_;
        return std::string(text_.substr(start, pos_ - start));
    }

    static bool is_space(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

    std::string describe_here(std::size_t at) const {
        if (at >= text_.size()) return "end of input";
        const char c = text_[at];
        if (c == '\n') return "end of line";
        if (c == ' ') return "a space";
        if (c == '\t') return "a tab";
        if (c == '\r') return "a carriage return";
        std::string token;
        for (std::size_t i = at; i < text_.size() && !is_space(text_[i]) && token.size() < 20; ++i) token += text_[i];
        return "'" + token + "'";
    }

    std::size_t line_at(std::size_t at) const {
        std::size_t line = 1;
        for (std::size_t i = 0; i < at && i < text_.size(); ++i) line += text_[i] == '\n';
        return line;
    }

    [[noreturn]] void fail_at(std::size_t at, const std::string& message) const {
        std::size_t column = 1;
        for (std::size_t i = at; i > 0 && text_[i - 1] != '\n'; --i) ++column;
        throw InvalidInput("line " + std::to_string(line_at(at)) + ", column " + std::to_string(column) + ": " +
                           message);
    }

    std::string_view text_;
    std::size_t pos_ = 0;
};

}  // namespace gavel
