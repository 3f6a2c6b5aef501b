// A fixture problem's inputs, made in process: for tests that drive the gavel command and must know what it
// judged. Declared apart from the core's headers, whose namespace `gavel` would clash with cli_runner's gavel().
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace gavel_test {

/// Every test of problem `id` under fixture root `root`, in suite order: {name, input}.
std::vector<std::pair<std::string, std::string>> suite_inputs(const std::string& root, const std::string& id);

/// The input the problem's generator makes from `seed` and `params`.
std::string generated_input(const std::string& root, const std::string& id, std::uint64_t seed,
                            const std::map<std::string, std::string>& params);

}  // namespace gavel_test
