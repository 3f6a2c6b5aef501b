// Packages built by hand for the tests of result aggregation, expectations and time limits: data folders, their
// cases, and reports of given verdicts. No loader is involved.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "package/package.hpp"
#include "report/report.hpp"

namespace gavel_test {

class PackageBuilder {
public:
    explicit PackageBuilder(gavel::package::FormatVersion version = gavel::package::FormatVersion::v2025_09,
                            bool scoring = false) {
        package.version = version;
        package.scoring = scoring;
    }

    /// A data folder ("sample", "secret", "secret/group1") under `parent` (none: a top folder); its index.
    std::size_t folder(const std::string& name, std::optional<std::size_t> parent = std::nullopt) {
        gavel::package::DataNode node;
        node.name = name;
        node.parent = parent;
        node.location.file = "data/" + name + "/test_group.yaml";
        node.location.line = 1;
        node.location.column = 1;
        if (name == "secret") {
            node.test_group = true;
            node.max_score = 100;
            node.score_aggregation = "sum";
        } else {
            node.score_aggregation = "pass-fail";
        }
        package.nodes.push_back(node);
        if (parent) package.nodes[*parent].children.push_back(package.nodes.size() - 1);
        return package.nodes.size() - 1;
    }

    /// A 2025-09 test data group of secret.
    std::size_t group(const std::string& name, std::size_t secret, std::optional<double> max_score,
                      const std::string& aggregation = "pass-fail") {
        const std::size_t index = folder(name, secret);
        package.nodes[index].test_group = true;
        package.nodes[index].max_score = max_score;
        package.nodes[index].score_aggregation = aggregation;
        return index;
    }

    /// Cases "<folder>/<short name>" in folder `node`, appended to Package::cases (add them in data order).
    void cases(std::size_t node, const std::vector<std::string>& short_names) {
        for (const auto& short_name : short_names) {
            gavel::package::DataCase data_case;
            data_case.name = package.nodes[node].name + "/" + short_name;
            data_case.node = node;
            package.nodes[node].cases.push_back(data_case.name);
            package.cases.push_back(data_case);
        }
    }

    gavel::package::DataNode& at(std::size_t node) { return package.nodes[node]; }

    gavel::package::Package package;
};

/// A report with one test per case of `package`, of the given verdicts in case order.
inline gavel::Report report_of(const gavel::package::Package& package, const std::vector<gavel::Verdict>& verdicts) {
    gavel::Report report;
    for (std::size_t c = 0; c < package.cases.size(); ++c) {
        gavel::TestResult test;
        const auto& name = package.cases[c].name;
        test.group = package.nodes[package.cases[c].node].name;
        test.name = name;
        test.verdict = c < verdicts.size() ? verdicts[c] : gavel::Verdict::accepted;
        report.tests.push_back(test);
    }
    return report;
}

/// The group score named `name` in `report`, failing the test when there is none.
inline const gavel::GroupScore& group_named(const gavel::Report& report, const std::string& name) {
    for (const auto& group : report.groups)
        if (group.group == name) return group;
    throw std::runtime_error("no group score for " + name);
}

/// A fresh empty folder under the system's temporary folder, removed when the test ends.
class TemporaryFolder {
public:
    explicit TemporaryFolder(const std::string& tag) {
        path_ = std::filesystem::temp_directory_path() /
                ("gavel-" + tag + "-" + std::to_string(::getpid()) + "-" + std::to_string(counter()++));
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~TemporaryFolder() {
        std::error_code error;
        std::filesystem::remove_all(path_, error);
    }
    TemporaryFolder(const TemporaryFolder&) = delete;
    TemporaryFolder& operator=(const TemporaryFolder&) = delete;

    const std::filesystem::path& path() const { return path_; }
    /// Writes `text` to `relative` under the folder, making its parent folders.
    void write(const std::string& relative, const std::string& text) const {
        const auto file = path_ / relative;
        std::filesystem::create_directories(file.parent_path());
        std::ofstream(file, std::ios::binary) << text;
    }

private:
    static int& counter() {
        static int value = 0;
        return value;
    }
    std::filesystem::path path_;
};

}  // namespace gavel_test
