// A package made ready for judging commands: its rules attached, its data validated, its time limit found.
#pragma once

#include <atomic>
#include <memory>

#include "checkers/checker.hpp"
#include "package/package.hpp"
#include "package/time_limit.hpp"
#include "package/time_limit_cache.hpp"
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
/// said: nothing is judged on data the package's own validators refuse. Each validator skipped here is added to
/// package.warnings and sets package.data_validation_incomplete.
void require_valid_data(Package& package, const LanguageTable& languages, bool strict, const std::atomic<bool>* stop);

/// Adds `skipped` (warnings, each already logged, of validators that did not run) to package.warnings, and sets
/// package.data_validation_incomplete when there is any.
void note_skipped_validators(Package& package, std::vector<std::string> skipped);

/// The slowest of `tests` (indices in report.tests) as a bound of the time limit, and which ("secret/03"): its CPU
/// time, or `limit` (the CPU limit it ran under) for a test that timed out, and, for an `upper` bound, for one the
/// wall clock ended whatever its verdict and CPU time (an interactive submission and validator both waiting).
/// {0, ""} when none was measured.
std::pair<Duration, std::string> slowest_bounding_test(const Report& report, const std::vector<std::size_t>& tests, Duration limit,
                                                       bool upper);

/// When the package gives no time limit: grades the submissions that bound it (lower: those that may not get
/// TLE; upper: those that must) under `measuring_limit`, and infers the limit from their slowest tests as the
/// version says. Sets package.problem.limits.time to it. Logs what it measured. A submission that cannot run here
/// (no toolchain, no compile) is left out with a warning; so is a lower bound over the measuring limit, which
/// bounds at it. Returns the inference; its error is set when no limit satisfies both bounds.
TimeLimitInference find_time_limit(Package& package, const GradeOptions& base, Duration measuring_limit);

/// The limit every judging command uses for a package that gives none: the one kept for this package's content and
/// machine (time_limit_cache.hpp), else find_time_limit's, then kept (not when stopped). Sets
/// package.problem.limits.time to it. When no limit fits both bounds, a warning names the two submissions and
/// tests, and the lower bound's limit is judged with. A cache that cannot be used is a warning, never an error.
KeptTimeLimit settle_time_limit(Package& package, const GradeOptions& base, Duration measuring_limit);

}  // namespace gavel::package
