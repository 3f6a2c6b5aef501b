#include "plugin/plugin_freshness.hpp"

#include <fstream>
#include <string>
#include <vector>

#include "base/errors.hpp"

namespace gavel {

void require_fresh_plugin(const std::filesystem::path& plugin) {
    std::ifstream record(plugin.string() + ".sources");
    if (!record) return;
    std::vector<std::filesystem::path> sources;
    std::string line, rebuild;
    while (std::getline(record, line)) {
        if (line.rfind("source ", 0) == 0) sources.emplace_back(line.substr(7));
        else if (line.rfind("rebuild ", 0) == 0) rebuild = line.substr(8);
    }
    std::error_code error;
    const auto built = std::filesystem::last_write_time(plugin, error);
    if (error) return;  // the loader reports a plugin it cannot read
    for (const auto& source : sources) {
        const auto changed = std::filesystem::last_write_time(source, error);
        if (error || changed <= built) continue;
        throw InputError(plugin.string() + ": older than its source " + source.string() +
                         " (changed after the plugin was built), so it would judge with the old code; rebuild it" +
                         (rebuild.empty() ? std::string() : ": " + rebuild));
    }
}

}  // namespace gavel
