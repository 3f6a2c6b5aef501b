// A YAML node of generators.yaml written back as the text of a file of its own (test_group.yaml:, yaml:).
#pragma once

#include <yaml-cpp/yaml.h>

#include <functional>
#include <optional>
#include <string>

namespace gavel::generate {

/// `node` as YAML text ending in a newline. A scalar quoted in generators.yaml stays quoted ("001" stays a
/// string, where yaml-cpp's own emitter would write 001, a number to the next reader), tags and flow style stay.
/// `visit` is called once for each node written, so that the caller can bound the work (an alias repeated in
/// itself grows exponentially). nullopt, with `error` saying why, when yaml-cpp cannot write it.
std::optional<std::string> yaml_text(const YAML::Node& node, const std::function<void(const YAML::Node&)>& visit,
                                     std::string& error);

}  // namespace gavel::generate
