#include "config/limits_yaml.hpp"

namespace gavel {

LimitOverrides read_limit_overrides(const YamlFile& file, const YAML::Node& node) {
    file.expect_map(node, "limits", {"time", "wall", "memory", "output"});
    LimitOverrides overrides;
    if (const auto time = node["time"]; time.IsDefined()) overrides.time = file.duration(time, "limits.time");
    if (const auto wall = node["wall"]; wall.IsDefined()) overrides.wall = file.duration(wall, "limits.wall");
    if (const auto memory = node["memory"]; memory.IsDefined()) overrides.memory = file.size(memory, "limits.memory");
    if (const auto output = node["output"]; output.IsDefined()) overrides.output = file.size(output, "limits.output");
    return overrides;
}

}  // namespace gavel
