// Floating-point numbers as the problem package format writes them: in decimal, maybe in scientific notation,
//
//     float        sign? significand exponent?
//     significand  digit* "." digit+ | digit+ "." | digit+
//     exponent     [Ee] sign? digit+
//
// and nothing else. strtod takes more ("nan", "inf", "0x1p3", leading blanks, a prefix of "1e"), and a token it
// takes that the grammar refuses must compare as a string, so the grammar is checked here first, by hand.
#pragma once

#include <optional>
#include <string_view>

namespace gavel {

/// The value of `text` when all of it matches the grammar above, else nullopt. Any number of digits is read:
/// the first 800 significant ones exactly (more than any double needs to round right), the rest only for
/// whether they are zero. A value too large for a double is ±infinity; too small, zero.
std::optional<double> parse_spec_float(std::string_view text);

}  // namespace gavel
