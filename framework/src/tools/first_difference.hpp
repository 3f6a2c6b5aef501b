// Where two outputs first differ, token by token (whitespace between tokens ignored), for a summary that shows
// a few lines around it rather than megabytes.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace gavel {

struct FirstDifference {
    std::size_t token = 0;          // from 1
    std::size_t expected_line = 0;  // from 1: where the token is (or the text ends) in each
    std::size_t found_line = 0;
    std::string expected;           // the token; empty when that text ended first
    std::string found;
};

/// The first token where `found` differs from `expected`; nullopt when their tokens are the same.
std::optional<FirstDifference> first_difference(std::string_view expected, std::string_view found);

/// Lines `line - context` to `line + context` of `text` (from 1), each prefixed with its number and cut to `width`
/// characters, every one printable.
std::string lines_around(std::string_view text, std::size_t line, std::size_t context, std::size_t width);

}  // namespace gavel
