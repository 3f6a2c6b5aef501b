// A 2025-09 or legacy package built by hand in a temporary folder, for the tests of attach_expectations: its
// data folders, its submissions, and a submissions.yaml written on demand.
#pragma once

#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "error_text.hpp"
#include "package/expectations.hpp"
#include "package_builder.hpp"

namespace gavel_test {

// Cases in report order: sample/1, secret/group1/a, secret/group1/b, secret/group2/a, secret/group2/b.
struct ExpectationFixture {
    TemporaryFolder folder{"expectations"};
    PackageBuilder builder;

    explicit ExpectationFixture(gavel::package::FormatVersion version = gavel::package::FormatVersion::v2025_09,
                                bool scoring = false)
        : builder(version, scoring) {
        builder.package.directory = folder.path();
        builder.cases(builder.folder("sample"), {"1"});
        const auto secret = builder.folder("secret");
        builder.cases(builder.group("secret/group1", secret, scoring ? std::optional<double>(40) : std::nullopt), {"a", "b"});
        builder.cases(builder.group("secret/group2", secret, scoring ? std::optional<double>(60) : std::nullopt,
                                    scoring ? "sum" : "pass-fail"),
                      {"a", "b"});
    }

    void submissions(const std::vector<std::string>& paths) {
        for (const auto& path : paths) {
            gavel::Submission submission;
            submission.file = folder.path() / "submissions" / path;
            submission.label = path;
            builder.package.problem.submissions.push_back(submission);
        }
    }

    // Attaches the expectations (with `yaml` as submissions.yaml when given) and returns them by label.
    std::map<std::string, gavel::Submission> attach(const std::string& yaml = "",
                                                    const std::string& file = "submissions.yaml") {
        if (!yaml.empty()) folder.write("submissions/" + file, yaml);
        gavel::package::attach_expectations(builder.package);
        std::map<std::string, gavel::Submission> by_label;
        for (const auto& submission : builder.package.problem.submissions) by_label[submission.label] = submission;
        return by_label;
    }

    std::string error(const std::string& yaml) {
        return input_error_of([&] { attach(yaml); }, yaml);
    }

    gavel::Report report(const std::vector<gavel::Verdict>& verdicts) const { return report_of(builder.package, verdicts); }
};

inline std::string unmet(const gavel::Submission& submission, const gavel::Report& report) {
    REQUIRE(submission.expectation);
    return submission.expectation->unmet(report);
}

}  // namespace gavel_test
