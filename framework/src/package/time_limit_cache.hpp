// An inferred time limit, worked out once per package content and machine and kept, so that every later command
// judges with the same limit (and so the same verdicts) until the package, the machine or gavel changes. Timings
// drift from run to run: inferring afresh each time gave 3 s, then 2 s, for one package.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "base/units.hpp"
#include "package/package.hpp"
#include "package/time_limit.hpp"

namespace gavel::package {

/// An inference and where it is kept.
struct KeptTimeLimit {
    TimeLimitInference inference;
    std::string inferred_on;     // "2026-12-04 10:31 UTC"
    std::filesystem::path file;  // empty when it could not be kept
    bool from_earlier_run = false;
};

/// SHA-256 over what the inference depends on: problem.yaml, .timelimit (when there is one), every file under
/// data/, submissions/ and the validators' folders (name and bytes), the machine (host name, CPU model, CPU count)
/// and gavel's version. Not the measuring limit: it is how long to wait, and every command is to judge with one
/// limit (verify --measuring-limit 2s, then grade, whose measuring limit is 10 s).
std::string time_limit_key(const Package& package);

/// Where the inference of `key` is kept: $XDG_CACHE_HOME/gavel/time-limits/<key> (an absolute XDG_CACHE_HOME),
/// else $HOME/.cache/gavel/time-limits/<key>. Throws InputError when neither variable is set or the folder cannot
/// be made.
std::filesystem::path kept_time_limit_file(const std::string& key);

/// The inference kept in `file` under `key`; nullopt when there is none. A file that does not hold one (cut short,
/// edited, another key) is warned about in the package's warnings and ignored.
std::optional<KeptTimeLimit> read_kept_time_limit(Package& package, const std::filesystem::path& file, const std::string& key);

/// Keeps `inference` in `file` under `key`, dated now, atomically (a reader sees the old file or the whole new one).
/// Throws InputError when it cannot be written.
KeptTimeLimit keep_time_limit(const Package& package, const std::filesystem::path& file, const std::string& key,
                              const TimeLimitInference& inference);

}  // namespace gavel::package
