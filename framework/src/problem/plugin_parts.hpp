// The parts of the problem model a problem plugin fills: its validate() as a Validator, its generate() as a
// Generator (its solve() is run/solution.hpp's ReferenceSolution, its check() checkers' plugin checker). Each
// calls the plugin in its worker processes and keeps the plugin loaded as long as it lives. Its interact() is an
// InteractiveJudge, which runs it in a box instead: gavel-interactor-host there speaks the package format's
// interactive validator protocol for it, so it is judged by the very rules a package's interactor is.
#pragma once

#include <memory>

#include "checkers/interactive_judge.hpp"
#include "checkers/validator.hpp"
#include "plugin/loader.hpp"
#include "problem/problem.hpp"

namespace gavel {

/// The plugin's validate() under the tools' limits; GAVEL_INVALID_INPUT is invalid, any other failure failed.
std::shared_ptr<const Validator> make_plugin_validator(const ProblemPlugin& plugin);

/// The plugin's generate() under the tools' limits.
std::shared_ptr<const Generator> make_plugin_generator(const ProblemPlugin& plugin);

/// The plugin's interact() as the problem's interactive judge, under AuthorProgram's limits (plus the
/// submission's wall-clock time). `problem_file` names it in errors.
std::shared_ptr<const InteractiveJudge> make_plugin_interactor(const ProblemPlugin& plugin, const std::string& problem_file);

}  // namespace gavel
