// open_package: a package folder read part by part into a Package; looks_like_package: whether a command's
// problem argument is such a folder rather than one of gavel's own problems.
#include <yaml-cpp/yaml.h>

#include "base/errors.hpp"
#include "checkers/checker.hpp"
#include "package/package_reading.hpp"

namespace gavel::package {
namespace {

// gavel's own problems live in <root>/problems/<id>/ beside <root>/testcases/<id>/suite.yaml.
bool in_gavel_catalog(const std::filesystem::path& folder) {
    std::error_code error;
    const auto parent = folder.parent_path();
    return parent.filename() == "problems" &&
           std::filesystem::exists(parent.parent_path() / "testcases" / folder.filename() / "suite.yaml", error);
}

// A package that keeps its tests as generators/generators.yaml has no data/secret until they are made: the
// judging commands make them first (cli/generate_package.hpp); any other command names the way to make them.
void expect_data_made(const Package& package) {
    std::error_code error;
    if (std::filesystem::is_directory(package.directory / "data" / "secret", error)) return;
    if (!std::filesystem::exists(package.directory / "generators" / "generators.yaml", error)) return;
    throw InputError(detail::shown(package.directory / "data" / "secret") +
                     ": missing; generators/generators.yaml makes it: gavel generate " + detail::shown(package.directory));
}

}  // namespace

const char* name_of(FormatVersion version) {
    switch (version) {
        case FormatVersion::legacy: return "legacy";
        case FormatVersion::draft_2023_07: return "2023-07-draft";
        case FormatVersion::v2025_09: return "2025-09";
    }
    return "legacy";
}

bool looks_like_package(const std::filesystem::path& path) {
    std::error_code error;
    if (!std::filesystem::is_directory(path, error) || !std::filesystem::is_regular_file(path / "problem.yaml", error))
        return false;
    // Only a package has data/ (gavel's own keep their cases in testcases/<id>/).
    if (std::filesystem::is_directory(path / "data", error)) return true;
    const std::filesystem::path folder = detail::folder_as_named(path);
    YAML::Node root;
    try {
        root = YAML::LoadFile((folder / "problem.yaml").string());
    } catch (const YAML::Exception&) {
        return !in_gavel_catalog(folder);  // unreadable either way: open it as what its place says it is
    }
    if (root.IsMap() && root["problem_format_version"]) return true;
    if (in_gavel_catalog(folder)) return false;
    // gavel's problem.yaml requires id and title, and may say plugin; no version of the format has those keys.
    return !(root.IsMap() && (root["id"] || root["title"] || root["plugin"]));
}

Package open_package(const std::filesystem::path& folder, const OpenOptions& options) {
    Package package;
    package.directory = detail::folder_as_named(folder);
    std::error_code error;
    if (!std::filesystem::is_directory(package.directory, error))
        throw InputError(detail::shown(package.directory) + ": not a folder; expected a problem package folder");
    const std::filesystem::path problem_yaml = package.directory / "problem.yaml";
    package.problem_file = detail::shown(problem_yaml);
    if (!std::filesystem::is_regular_file(problem_yaml, error))
        throw InputError(package.problem_file + ": missing; expected a problem package with problem.yaml");

    detail::list_folder(package, package.directory);  // every link at the top checked before problem.yaml is read
    const detail::ProblemSettings settings = detail::read_problem_yaml(package);
    detail::read_timelimit_file(package);
    expect_data_made(package);
    detail::read_data(package);
    detail::read_programs(package, options, settings);
    detail::read_submissions(package);

    Problem& problem = package.problem;
    problem.id = package.directory.filename().string();
    if (problem.title.empty()) problem.title = problem.id;
    problem.directory = package.directory;
    problem.definition_file = package.problem_file;
    problem.suite.problem = problem.id;
    problem.suite.file = problem_yaml;
    // A stand-in until the package's own output validator is made the checker (the default one with its flags, or
    // the custom program): that is the integrator's part, not this reader's.
    problem.checker = make_tokens_checker();
    return package;
}

}  // namespace gavel::package
