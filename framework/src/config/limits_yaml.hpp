// Reads a `limits: { time: 1s, memory: 256MiB, output: 16MiB }` map.
#pragma once

#include "base/limits.hpp"
#include "config/yaml_file.hpp"

namespace gavel {

LimitOverrides read_limit_overrides(const YamlFile& file, const YAML::Node& node);

}  // namespace gavel
