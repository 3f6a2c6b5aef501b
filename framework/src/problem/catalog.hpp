// Where a problem's files are: problems/<id>/problem.yaml and testcases/<id>/suite.yaml under one root.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace gavel {

class Catalog {
public:
    /// `root` holds problems/ and testcases/; throws InputError when problems/ is missing.
    explicit Catalog(std::filesystem::path root);

    /// Every problem id (a folder of problems/ with a problem.yaml), sorted.
    const std::vector<std::string>& ids() const { return ids_; }
    /// Throws InputError naming the known ids when `id` is not one of them.
    void require(const std::string& id) const;

    std::filesystem::path problem_file(const std::string& id) const { return root_ / "problems" / id / "problem.yaml"; }
    std::filesystem::path suite_file(const std::string& id) const { return root_ / "testcases" / id / "suite.yaml"; }

private:
    std::filesystem::path root_;
    std::vector<std::string> ids_;
};

}  // namespace gavel
