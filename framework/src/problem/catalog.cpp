#include "problem/catalog.hpp"

#include <algorithm>

#include "base/errors.hpp"

namespace gavel {

Catalog::Catalog(std::filesystem::path root) : root_(std::move(root)) {
    const auto problems = root_ / "problems";
    std::error_code error;
    if (!std::filesystem::is_directory(problems, error))
        throw InputError(problems.string() + ": not a directory (expected the problems/ folder; set --root)");
    for (const auto& entry : std::filesystem::directory_iterator(problems, error))
        if (entry.is_directory() && std::filesystem::exists(entry.path() / "problem.yaml"))
            ids_.push_back(entry.path().filename().string());
    std::sort(ids_.begin(), ids_.end());
}

void Catalog::require(const std::string& id) const {
    if (std::find(ids_.begin(), ids_.end(), id) != ids_.end()) return;
    std::string known;
    for (const auto& candidate : ids_) known += (known.empty() ? "" : ", ") + candidate;
    throw InputError("unknown problem '" + id + "'; expected one of: " + (known.empty() ? "(none under " + (root_ / "problems").string() + ")" : known));
}

}  // namespace gavel
