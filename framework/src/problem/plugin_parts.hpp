// The parts of the problem model a problem plugin fills: its validate() as a Validator, its generate() as a
// Generator (its solve() is run/solution.hpp's ReferenceSolution, its check() checkers' plugin checker). Each
// calls the plugin in its worker processes and keeps the plugin loaded as long as it lives.
#pragma once

#include <memory>

#include "checkers/validator.hpp"
#include "plugin/loader.hpp"
#include "problem/problem.hpp"

namespace gavel {

/// The plugin's validate() under the tools' limits; GAVEL_INVALID_INPUT is invalid, any other failure failed.
std::shared_ptr<const Validator> make_plugin_validator(const ProblemPlugin& plugin);

/// The plugin's generate() under the tools' limits.
std::shared_ptr<const Generator> make_plugin_generator(const ProblemPlugin& plugin);

}  // namespace gavel
