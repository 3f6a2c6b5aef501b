// Loads everything about one problem: problem.yaml, suite.yaml and the plugin, checked against each other.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "problem/catalog.hpp"
#include "judge/judge.hpp"

namespace gavel {

/// Throws InputError for the first thing wrong, naming the file (and line) it is in.
/// `suite_file`, when not empty, replaces testcases/<id>/suite.yaml.
ProblemJudge open_problem(const Catalog& catalog, const std::string& id,
                          const std::vector<std::filesystem::path>& plugin_directories,
                          const std::filesystem::path& suite_file = {});

}  // namespace gavel
