// gavel verify's table and JSON of its rows: printed as each solution is verified, and again by gavel merge for
// the shards of a verify put back together.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "package/package.hpp"
#include "tools/verify.hpp"
#include "tools/verify_matrix.hpp"

namespace gavel::cli {

void print_verify_header();
/// One row; `show`: under a row not as promised, the exchange of its first failing interactive test.
void print_verify_row(const VerifyRow& row, bool show);

struct VerifyTally {
    std::size_t total = 0, good = 0, not_run = 0, sensitive = 0;
    /// Counts the row; warns when it is sensitive to the time limit.
    void add(const VerifyRow& row);
    void print_summary() const;
};

/// {"problem": id, "submissions": [...], "matrix": {...}}: one problem of verify --json.
nlohmann::json verify_problem_json(const std::string& problem, const std::vector<VerifyRow>& rows, const VerifyMatrix& matrix);

// A problem package's submissions: their language, expectation, score and time.
void print_package_verify_header();
void print_package_verify_row(const VerifyRow& row, bool show);
void print_package_verify_summary(const VerifyTally& tally);
/// One package of verify --json: the package's facts, then its submissions.
nlohmann::json package_verify_json(const package::Package& opened, bool time_limit_inferred, const std::vector<VerifyRow>& rows,
                                   const VerifyMatrix& matrix);

}  // namespace gavel::cli
