// The memory limit inside a command of the languages table, for a runtime that sizes itself (the JVM's heap):
// {memory_mib} is the run's memory limit in MiB; {memory_mib-N} is that less N MiB, left to the rest of the
// runtime, but never less than a quarter of the limit, so that a small limit still makes a valid number (the
// runtime then meets the limit itself, and the run is MLE).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace gavel {

/// "" when every {memory_mib...} in `word` is well formed, else what is wrong with the first that is not.
std::string memory_placeholder_error(const std::string& word);

/// `command` with every {memory_mib} and {memory_mib-N} replaced for a limit of `memory` bytes. A placeholder
/// that is not well formed stays as it is (load_languages refuses those).
std::vector<std::string> expand_memory(const std::vector<std::string>& command, std::uint64_t memory);

}  // namespace gavel
