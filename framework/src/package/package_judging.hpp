// A package made ready for judging commands: its rules attached, its data validated, its time limit found.
#pragma once

#include <atomic>
#include <memory>

#include "checkers/checker.hpp"
#include "package/package.hpp"
#include "package/time_limit.hpp"
#include "run/languages.hpp"
#include "tools/grade.hpp"

namespace gavel::package {

/// open_package, then the rules judging needs: the output validator as the checker (the default one with the
/// package's flags, every case's flags checked now), the version's result aggregation, each submission's
/// expectation. Throws InputError as open_package does.
Package open_for_judging(const std::filesystem::path& folder, const OpenOptions& options);

/// The package's output validator as a checker: its custom one (Kattis protocol, the package's validation
/// limits), or the default one. Throws InputError, naming the file that sets them, for default-validator flags
/// it does not know.
std::shared_ptr<const Checker> make_package_checker(const Package& package);

/// An interactive or multi-pass package's judge (its custom output validator, validation_passes); null for others.
std::shared_ptr<const InteractiveJudge> make_package_interactive_judge(const Package& package);

/// Runs validate_data and throws InputError naming every file at fault (the first ten) and what its validator
/// said: nothing is judged on data the package's own validators refuse.
void require_valid_data(const Package& package, const LanguageTable& languages, bool strict,
                        const std::atomic<bool>* stop);

/// When problem.yaml gives no time limit: grades the submissions that bound it (lower: those that may not get
/// TLE; upper: those that must) under `measuring_limit`, and infers the limit from their slowest tests as the
/// version says. Sets package.problem.limits.time to it. Logs what it measured. Returns the inference; its
/// error is set when no limit satisfies both bounds.
TimeLimitInference find_time_limit(Package& package, const GradeOptions& base, Duration measuring_limit);

}  // namespace gavel::package
