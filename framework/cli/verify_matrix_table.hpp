// gavel verify's invocation matrix on the console: solutions x groups, then how near the time limit they come.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdio>

#include "tools/verify_matrix.hpp"

namespace gavel::cli {

/// Prints `matrix` to `out`, its group columns wrapped into blocks that fit the terminal (120 columns off one), and
/// warns of each sensitivity to the time limit.
void print_verify_matrix(std::FILE* out, const VerifyMatrix& matrix);

/// The matrix in verify --json: its groups, each submission's cells, the two time marks and the warnings.
nlohmann::json verify_matrix_json(const VerifyMatrix& matrix);

}  // namespace gavel::cli
