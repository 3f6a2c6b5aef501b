#include "checkers/tokens.hpp"

namespace gavel {
namespace {
bool is_space(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
}  // namespace

bool TokenStream::next(std::string_view& token, std::size_t& line) {
    while (pos_ < text_.size() && is_space(text_[pos_])) line_ += text_[pos_++] == '\n';
    if (pos_ == text_.size()) return false;
    const std::size_t start = pos_;
    while (pos_ < text_.size() && !is_space(text_[pos_])) ++pos_;
    token = text_.substr(start, pos_ - start);
    line = line_;
    return true;
}

namespace {

std::size_t count_tokens(std::string_view text) {
    std::size_t count = 0;
    bool in_token = false;
    for (const char c : text) {
        const bool space = is_space(c);
        count += !space && !in_token;
        in_token = !space;
    }
    return count;
}

}  // namespace

CheckOutcome compare_tokens(std::string_view output, std::string_view answer,
                            const std::function<std::string(std::string_view expected, std::string_view found)>& differ) {
    // Most outputs are the answer byte for byte, and every checker built on this accepts a token equal to the
    // expected one: then a comparison and a count do, instead of a token walk.
    if (output == answer) return {Verdict::accepted, std::to_string(count_tokens(answer)) + " tokens"};
    TokenStream expected_tokens(answer), found_tokens(output);
    std::string_view expected, found;
    std::size_t expected_line = 0, found_line = 0;
    for (std::size_t index = 1;; ++index) {
        const bool has_expected = expected_tokens.next(expected, expected_line);
        const bool has_found = found_tokens.next(found, found_line);
        if (!has_expected && !has_found) return {Verdict::accepted, std::to_string(index - 1) + " tokens"};
        if (!has_found)
            return {Verdict::wrong_answer,
                    "token " + std::to_string(index) + ": expected " + quote_token(expected) + ", found the end of the output"};
        if (!has_expected)
            return {Verdict::wrong_answer,
                    "line " + std::to_string(found_line) + ": expected the end of the output, found " + quote_token(found)};
        if (std::string problem = differ(expected, found); !problem.empty())
            return {Verdict::wrong_answer, "line " + std::to_string(found_line) + ", token " + std::to_string(index) + ": " + problem};
    }
}

std::string quote_token(std::string_view token) {
    constexpr std::size_t shown = 40;
    if (token.size() <= shown) return "'" + std::string(token) + "'";
    return "'" + std::string(token.substr(0, shown)) + "...' (" + std::to_string(token.size()) + " characters)";
}

}  // namespace gavel
