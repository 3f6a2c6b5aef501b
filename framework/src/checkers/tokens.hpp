// The token comparison the tokens and floats checkers share, over the SDK's OutputReader: the core splits an
// output into tokens exactly as a plugin's checker does, and quotes contestant text the same way.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include <gavel/output_reader.hpp>

#include "checkers/checker.hpp"

namespace gavel {

/// Walks the answer's and the output's tokens side by side. `differ(expected, found)` says what is wrong with a
/// found token ("" when it matches); a missing or extra token is a wrong answer too.
CheckOutcome compare_tokens(std::string_view output, std::string_view answer,
                            const std::function<std::string(std::string_view expected, std::string_view found)>& differ);

}  // namespace gavel
