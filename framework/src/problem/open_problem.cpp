#include "problem/open_problem.hpp"

namespace gavel {

ProblemJudge open_problem(const Catalog& catalog, const std::string& id,
                          const std::vector<std::filesystem::path>& plugin_directories,
                          const std::filesystem::path& suite_file) {
    catalog.require(id);
    ProblemConfig config = load_problem_config(catalog.problem_file(id));
    Suite suite = load_suite(suite_file.empty() ? catalog.suite_file(id) : suite_file, id);
    ProblemPlugin plugin = ProblemPlugin::load(find_problem_plugin(id, plugin_directories));
    return ProblemJudge(std::move(config), std::move(suite), std::move(plugin));
}

}  // namespace gavel
