// 2025-09 packages built by hand for the tests of result aggregation, and the aggregation applied to a report.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "error_text.hpp"
#include "package/aggregation.hpp"
#include "package_builder.hpp"

namespace gavel_test {

inline gavel::Report aggregated(const gavel::package::Package& package, gavel::Report report) {
    gavel::package::make_aggregation(package)->aggregate(report);
    return report;
}

inline std::string aggregation_error(const gavel::package::Package& package) {
    return input_error_of([&] { gavel::package::make_aggregation(package); }, "make_aggregation");
}

// sample (2 cases) and secret (4 cases, no groups).
inline PackageBuilder plain(bool scoring) {
    PackageBuilder builder(gavel::package::FormatVersion::v2025_09, scoring);
    builder.cases(builder.folder("sample"), {"1", "2"});
    builder.cases(builder.folder("secret"), {"01", "02", "03", "04"});
    return builder;
}

// sample (1 case); secret (sum, 100) with group1 (pass-fail, 30, 2 cases) and group2 (sum, 70, 2 cases).
struct Grouped {
    PackageBuilder builder{gavel::package::FormatVersion::v2025_09, true};
    std::size_t sample, secret, group1, group2;
    Grouped() {
        sample = builder.folder("sample");
        builder.cases(sample, {"1"});
        secret = builder.folder("secret");
        group1 = builder.group("secret/group1", secret, 30);
        builder.cases(group1, {"a", "b"});
        group2 = builder.group("secret/group2", secret, 70, "sum");
        builder.cases(group2, {"a", "b"});
    }
};

}  // namespace gavel_test
