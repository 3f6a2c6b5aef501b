// Splitting an output into whitespace-separated tokens, with the line each starts on (for messages).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <functional>

#include "checkers/checker.hpp"

namespace gavel {

class TokenStream {
public:
    explicit TokenStream(std::string_view text) : text_(text) {}
    /// The next token, or false at the end. `line` is where it starts (1-based).
    bool next(std::string_view& token, std::size_t& line);

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    std::size_t line_ = 1;
};

/// Walks the answer's and the output's tokens side by side. `differ(expected, found)` says what is wrong with a
/// found token ("" when it matches); a missing or extra token is a wrong answer too.
CheckOutcome compare_tokens(std::string_view output, std::string_view answer,
                            const std::function<std::string(std::string_view expected, std::string_view found)>& differ);

/// A token quoted for a message, cut to a readable length.
std::string quote_token(std::string_view token);

}  // namespace gavel
