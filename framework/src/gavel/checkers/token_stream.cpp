#include "gavel/checkers/tokens.hpp"

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

std::string quote_token(std::string_view token) {
    constexpr std::size_t shown = 40;
    if (token.size() <= shown) return "'" + std::string(token) + "'";
    return "'" + std::string(token.substr(0, shown)) + "...' (" + std::to_string(token.size()) + " characters)";
}

}  // namespace gavel
