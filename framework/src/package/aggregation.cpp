#include "package/aggregation.hpp"

#include "base/errors.hpp"
#include "package/aggregation_kinds.hpp"

namespace gavel::package {

std::shared_ptr<const ResultAggregation> make_aggregation(const Package& package) {
    if (package.version == FormatVersion::legacy) return make_legacy_grader(package);
    return make_group_scoring(package);
}

void fail_at(const DataNode& node, const std::string& message) {
    const std::string where = node.location.file.empty() ? "data/" + node.name : node.location.file;
    if (node.location.line == 0) throw InputError(where + ": " + message);
    throw InputError(where, node.location.line, node.location.column == 0 ? 1 : node.location.column, message);
}

void append_reason(TestResult& test, const std::string& reason) {
    test.message += (test.message.empty() ? "" : "; ") + reason;
}

bool exceeds(double score, double max) { return score > max + 1e-6 * (max < 1 ? 1 : max); }

}  // namespace gavel::package
