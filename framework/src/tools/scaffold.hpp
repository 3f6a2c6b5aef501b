// `gavel new ID`: the files of a new problem, ready to build and to pass `gavel run ID` on its sample.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace gavel {

/// Writes plugins/ID/{ID.cpp,CMakeLists.txt}, problems/ID/{problem.yaml,statement.md,solutions/accepted/},
/// testcases/ID/suite.yaml under `root`, and a top-level CMakeLists.txt for an out-of-tree project when `root`
/// has none. Refuses (InputError) a malformed id or any file that already exists; writes nothing then.
/// Returns the files written.
std::vector<std::filesystem::path> scaffold_problem(const std::filesystem::path& root, const std::string& id);

}  // namespace gavel
