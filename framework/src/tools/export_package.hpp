// `gavel export ID OUTDIR`: one of gavel's problems written as a problem package (Kattis problem package format
// 2025-09) in OUTDIR/ID/, for judges that read that format.
//
// What it writes: problem.yaml (name, a UUID derived from the id, limits, pass-fail or scoring), data/ (every
// test prepare() gives, stored and generated, each with its stored answer or the reference's), the output validator
// (the plugin's own check() with a small driver, or the default validator's flags for tokens, exact and floats),
// the input validators (the plugin's validate() likewise, and problem.yaml's validator program as it is),
// submissions/ (the bundled solutions in the format's folders) and statement/ (statement.md without its title, and
// the images it shows). The package is written in
// a hidden folder beside OUTDIR/ID (ID with a-z and 0-9 only) and renamed into place at the end, so a failed or stopped export leaves no
// half-written package.
//
//   export_package.hpp   ExportRequest, ExportSummary, export_package, plugin_sources, problem_uuid
//   export_parts.hpp     what the export_*.cpp files share: PackageFolder and each part's writer
//   export_package.cpp   the destination, the temporary folder, problem.yaml
//   export_folder.cpp    PackageFolder (writing and copying into the package), YAML quoting, file names
//   export_data.cpp      data/: the case files with their answers (case_answers.hpp), test_group.yaml
//   export_statement.cpp statement/: problem.en.md and its images (statement_markdown.hpp)
//   export_programs.cpp  output_validator/ and input_validators/: sources, SDK headers, programs as they are
//   export_drivers.cpp   the main.cpp each validator built from the plugin gets
//   export_submissions.cpp  submissions/
//   export_sdk.hpp       the SDK headers compiled into gavel (embed_sdk.cmake generates their definition)
#pragma once

#include <atomic>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "config/problem_config.hpp"
#include "judge/judge.hpp"

namespace gavel {

struct ExportRequest {
    std::filesystem::path out_dir;  // the package goes to out_dir/<id>; out_dir is made when missing
    ProblemConfig config;           // problem.yaml as written: the checker, the validator program, the source
    bool plugin_checks = false;     // the problem's checker is the plugin's check()
    bool plugin_validates = false;  // the plugin has validate()
    bool plugin_interacts = false;  // the plugin has interact(): the problem is interactive, and it judges
    bool plugin_scores = false;     // its check() may give partial credit (check_scored), which is not exported
    /// The plugin's source files (plugin_sources()): the validators built from its check() and validate() are
    /// compiled from them. Needed only when one of the two flags above is set.
    std::vector<std::filesystem::path> plugin_sources;
    const std::atomic<bool>* stop = nullptr;  // set (by Ctrl-C): the export ends, leaving nothing behind
};

/// Something the package could not carry over as gavel judges it, or a choice export made for the setter.
struct ExportNote {
    bool warning = false;  // the package judges differently from gavel there, or lacks something
    std::string text;
};

struct ExportSummary {
    std::filesystem::path folder;  // out_dir/<id>, with only a-z and 0-9 kept of the id ("dice-yutnori": diceyutnori)
    bool scoring = false;          // type: scoring (several groups award points), else pass-fail
    std::size_t sample_cases = 0;
    std::size_t secret_cases = 0;
    std::size_t secret_groups = 0;   // 0 for pass-fail: its secret cases lie in one folder
    std::size_t reference_answers = 0;  // answers the reference solver computed (cases without a stored one)
    std::string output_validator;       // "the plugin's check()", "checker.cpp", or the default validator's flags
    std::vector<std::string> input_validators;
    std::size_t submissions = 0;
};

/// Writes `judge`'s problem as a package in request.out_dir/<id>. Throws InputError (nothing written) when that
/// folder exists and is not empty, when an input fails the validators, when the checker cannot be exported (a
/// testlib program) or the plugin's source is needed and missing; InternalError naming the case when the
/// reference fails on an input without a stored answer or the generator failed. `note` hears each ExportNote.
ExportSummary export_package(const ProblemJudge& judge, const ExportRequest& request,
                             const std::function<void(const ExportNote&)>& note);

/// The source files a problem plugin was built from: the `source` lines of <plugin>.sources, which gavel's build
/// writes beside it (plugin/plugin_freshness.hpp), else `root`/plugins/<id>/<id>.cpp when it exists; empty when
/// neither is found (an installed plugin whose problem tree is elsewhere).
std::vector<std::filesystem::path> plugin_sources(const std::filesystem::path& plugin_file,
                                                  const std::filesystem::path& root, const std::string& id);

/// A UUID (RFC 9562, version 8: name-based, SHA-256) derived from the problem id alone, so exporting the same
/// problem again gives the same uuid.
std::string problem_uuid(const std::string& id);

}  // namespace gavel
