// Opens one of gavel's own problems: problems/<id>/problem.yaml and testcases/<id>/suite.yaml, with the problem
// plugin <id>.so (or, for `plugin: none`, plain files only), checked against each other into one Problem.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "config/problem_config.hpp"
#include "plugin/loader.hpp"
#include "problem/catalog.hpp"
#include "problem/problem.hpp"

namespace gavel {

/// Throws InputError for the first thing wrong, naming the file (and line) it is in.
/// `suite_file`, when not empty, replaces testcases/<id>/suite.yaml.
Problem open_problem(const Catalog& catalog, const std::string& id,
                     const std::vector<std::filesystem::path>& plugin_directories,
                     const std::filesystem::path& suite_file = {});

/// The checker problem.yaml asks for; `plugin` is null for a problem of plain files. Throws InputError (at
/// `checker:`) when it names the plugin's check and there is none.
std::shared_ptr<const Checker> make_checker(const ProblemConfig& config, const ProblemPlugin* plugin);

}  // namespace gavel
