#include "plugin/plugin_search.hpp"

#include <cstdlib>
#include <sstream>

#include "base/errors.hpp"
#include "base/install_layout.hpp"
#include "plugin/plugin_freshness.hpp"

namespace gavel {
namespace {

void split_into(const std::string& list, std::vector<std::filesystem::path>& out) {
    std::stringstream stream(list);
    std::string entry;
    while (std::getline(stream, entry, ':'))
        if (!entry.empty()) out.emplace_back(entry);
}

}  // namespace

std::vector<std::filesystem::path> plugin_search_path(const std::vector<std::string>& command_line_entries) {
    std::vector<std::filesystem::path> directories;
    for (const auto& entry : command_line_entries) split_into(entry, directories);
    if (const char* environment = std::getenv("GAVEL_PLUGIN_PATH")) split_into(environment, directories);
    directories.push_back(running_layout().plugin_dir());
    return directories;
}

std::filesystem::path find_problem_plugin(const std::string& id, const std::vector<std::filesystem::path>& directories) {
    std::string looked;
    for (const auto& directory : directories) {
        const auto candidate = directory / (id + ".so");
        std::error_code error;
        if (std::filesystem::exists(candidate, error)) {
            require_fresh_plugin(candidate);
            return candidate;
        }
        looked += (looked.empty() ? "" : ", ") + directory.string();
    }
    throw InputError("plugin for problem '" + id + "' not found: expected " + id + ".so in " +
                     (looked.empty() ? "no directory (set --plugin-path or GAVEL_PLUGIN_PATH)" : looked));
}

}  // namespace gavel
