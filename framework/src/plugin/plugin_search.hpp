// Where a problem's plugin is looked for. Apart from the loader so that gavel-solver-host, which only loads,
// does not carry the install layout.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace gavel {

/// Directories searched for <id>.so, in order: each --plugin-path entry, each GAVEL_PLUGIN_PATH entry
/// (colon-separated), then the plugins of the running gavel's own tree (<prefix>/lib/gavel/plugins).
std::vector<std::filesystem::path> plugin_search_path(const std::vector<std::string>& command_line_entries);

/// The first <id>.so in `directories`; throws InputError listing where it looked, or naming the plugin and
/// its newer source when it was built before that source last changed (plugin_freshness.hpp).
std::filesystem::path find_problem_plugin(const std::string& id, const std::vector<std::filesystem::path>& directories);

}  // namespace gavel
