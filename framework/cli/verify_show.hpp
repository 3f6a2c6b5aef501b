// `gavel verify --show`: under a submission that did not do as promised, the exchange of its first failing
// interactive test, as a .interaction file writes one.
#pragma once

#include "tools/verify.hpp"

namespace gavel::cli {

/// Prints the dialogue of `row`'s first test that is neither AC nor skipped, indented under its row, when that
/// test was interactive; nothing otherwise.
void print_first_failing_exchange(const VerifyRow& row);

}  // namespace gavel::cli
