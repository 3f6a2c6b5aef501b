// An interactive test's exchanges as text for a terminal: this run's, and its sample's as the author wrote it.
#pragma once

#include <cstdio>

#include "report/report.hpp"

namespace gavel {

/// Prints `test`'s own exchange, then its sample's when it has one, each under a title and every line after
/// `indent`. Prints nothing for a test with neither. The texts are already printable (dialogue(), sample_dialogue()).
void print_exchanges(std::FILE* out, const TestResult& test, const char* indent);

}  // namespace gavel
