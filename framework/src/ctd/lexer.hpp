// The words of a checktestdata program: commands and functions (uppercase), variable names (lowercase and
// digits), numbers, strings with their escapes decoded, and operators. '#' starts a comment to the line's end.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ctd/program.hpp"

namespace gavel::ctd {

struct Token {
    enum class Kind { keyword, name, integer, real, string, symbol, end };
    Kind kind = Kind::end;
    std::string text;   // the keyword, name, number or symbol as written; a string's decoded bytes
    Position at;
    std::size_t offset = 0;  // where it starts in the source
    std::size_t length = 0;  // how many source bytes it spans
};

/// Throws InputError "FILE:LINE:COLUMN: ..." at a byte that starts no word, or a string left open.
std::vector<Token> tokenize(std::string_view source, const std::string& file);

/// "'('", "the end of the program", "INT", "\"ab\"": a token as an error message names what was found.
std::string describe(const Token& token);

}  // namespace gavel::ctd
