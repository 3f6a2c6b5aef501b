// gavel export: where the package goes, the temporary folder it is written in, and problem.yaml; the other parts
// are written by export_data.cpp, export_programs.cpp, export_submissions.cpp and export_statement.cpp.
#include "tools/export_package.hpp"

#include <stdlib.h>
#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <set>

#include "base/errors.hpp"
#include "run/sha256.hpp"
#include "tools/export_parts.hpp"

namespace gavel {
namespace {

using package_export::PackageFolder;
using package_export::yaml_string;

// OUTDIR/<id> may hold nothing: export never overwrites a package, nor mixes its files with others.
void refuse_occupied(const std::filesystem::path& folder) {
    std::error_code error;
    const auto status = std::filesystem::symlink_status(folder, error);
    if (!std::filesystem::exists(status)) return;
    if (!std::filesystem::is_directory(status))
        throw InputError(folder.string() + ": already exists and is not a folder; expected a new or empty folder for the package");
    if (!std::filesystem::is_empty(folder, error) || error)
        throw InputError(folder.string() + ": already exists and is not empty; gavel export never overwrites "
                                           "(remove it, or give another OUTDIR)");
}

// A hidden folder beside the package's place (the format ignores names that start with a dot), removed unless it
// was moved into place: an export that fails or is stopped leaves no package, whole or half.
// The format names a package folder with a-z and 0-9 only: the id lowercased, without its other characters.
std::string package_folder_name(const std::string& id) {
    std::string name;
    for (const char c : id) {
        const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if ((lower >= 'a' && lower <= 'z') || (lower >= '0' && lower <= '9')) name += lower;
    }
    return name.empty() ? "problem" : name;
}

class TemporaryFolder {
public:
    TemporaryFolder(const std::filesystem::path& out_dir, const std::string& id) {
        std::string pattern = (out_dir / ("." + id + ".export-XXXXXX")).string();
        if (::mkdtemp(pattern.data()) == nullptr)
            throw InputError(out_dir.string() + ": cannot make a folder in it (" + std::strerror(errno) + ")");
        path_ = pattern;
    }
    ~TemporaryFolder() {
        std::error_code ignored;
        if (!moved_) std::filesystem::remove_all(path_, ignored);
    }
    TemporaryFolder(const TemporaryFolder&) = delete;
    TemporaryFolder& operator=(const TemporaryFolder&) = delete;

    const std::filesystem::path& path() const { return path_; }

    // rename(2) replaces an empty folder and refuses one that is not: a folder filled meanwhile is never lost.
    void move_to(const std::filesystem::path& destination) {
        if (::chmod(path_.c_str(), 0755) != 0) throw_system_error("chmod " + path_.string());
        std::error_code error;
        std::filesystem::rename(path_, destination, error);
        if (error)
            throw InputError(destination.string() + ": cannot put the package there (" + error.message() +
                             "); expected a new or empty folder");
        moved_ = true;
    }

private:
    std::filesystem::path path_;
    bool moved_ = false;
};

// A number of seconds as the format writes it: "1", "1.5", "0.25".
std::string decimal_seconds(std::int64_t milliseconds) {
    std::string text = std::to_string(milliseconds / 1000);
    if (const std::int64_t rest = milliseconds % 1000; rest != 0) {
        char fraction[8];
        std::snprintf(fraction, sizeof fraction, ".%03lld", static_cast<long long>(rest));
        text += fraction;
        while (text.back() == '0') text.pop_back();
    }
    return text;
}

// A size in whole MiB, as the format wants it, rounded up (never below 1) with a note when it was not whole.
std::uint64_t whole_mebibytes(std::uint64_t bytes, const char* what, const PackageFolder& package) {
    constexpr std::uint64_t mebibyte = 1024 * 1024;
    const std::uint64_t mebibytes = std::max<std::uint64_t>(1, (bytes + mebibyte - 1) / mebibyte);
    if (mebibytes * mebibyte != bytes)
        package.warn(std::string("the ") + what + " limit, " + std::to_string(bytes) + " bytes, is " +
                     std::to_string(mebibytes) + " MiB in the package (the format counts whole MiB)");
    return mebibytes;
}

// The package has one set of limits: the problem's with the suite's overrides. A group or case that sets its own
// is judged by the package under these, so each such group is named.
Limits package_limits(const Problem& problem, const std::vector<PreparedTest>& tests, const PackageFolder& package) {
    const Limits limits = resolve_limits(problem.limits, problem.suite.limits, {}, {}, {});
    std::set<std::string> differing;
    for (const auto& test : tests)
        if (test.limits.time != limits.time || test.limits.memory != limits.memory || test.limits.output != limits.output)
            differing.insert(test.group);
    for (const auto& group : differing)
        package.warn("group '" + group + "' has limits of its own; the package judges it under the problem's");
    if (limits.wall_time) package.warn("the wall-clock limit is not carried over: the format has none");
    return limits;
}

std::string problem_yaml(const Problem& problem, const ExportRequest& request, const Limits& limits, bool scoring,
                         const PackageFolder& package) {
    const auto time = std::max(std::chrono::milliseconds(1), std::chrono::duration_cast<std::chrono::milliseconds>(limits.time));
    if (std::chrono::duration_cast<Duration>(time) != limits.time)
        package.warn("the time limit is " + decimal_seconds(time.count()) + " s in the package (whole milliseconds)");
    std::string yaml = "# Exported by gavel from its problem '" + problem.id + "' (" + problem.definition_file + ").\n";
    yaml += "problem_format_version: \"2025-09\"\n";
    const char* kind = scoring ? "scoring" : "pass-fail";
    yaml += request.config.interactor || request.plugin_interacts ? std::string("type: [") + kind + ", interactive]\n" : std::string("type: ") + kind + "\n";
    yaml += "name: " + yaml_string(problem.title) + "\n";
    yaml += "uuid: " + yaml_string(problem_uuid(problem.id)) + "\n";
    if (!request.config.source.empty()) yaml += "source: " + yaml_string(request.config.source) + "\n";
    yaml += "limits:\n";
    yaml += "  time_limit: " + decimal_seconds(time.count()) + "\n";
    // A time limit must be a whole multiple of the resolution, 1 s unless it says otherwise.
    const auto ms = time.count();
    if (const char* resolution = ms % 1000 == 0 ? nullptr : ms % 100 == 0 ? "0.1" : ms % 10 == 0 ? "0.01" : "0.001")
        yaml += std::string("  time_resolution: ") + resolution + "\n";
    yaml += "  memory: " + std::to_string(whole_mebibytes(limits.memory, "memory", package)) + "\n";
    yaml += "  output: " + std::to_string(whole_mebibytes(limits.output, "output", package)) + "\n";
    return yaml;
}

// Every test with its input: a generator that failed on a case leaves nothing to export.
void require_prepared(const Problem& problem, const std::vector<PreparedTest>& tests) {
    for (const auto& test : tests)
        if (!test.preparation_error.empty())
            throw InternalError(problem.id + "/" + test.group + "/" + test.name + ": " + test.preparation_error);
}

}  // namespace

ExportSummary export_package(const ProblemJudge& judge, const ExportRequest& request,
                             const std::function<void(const ExportNote&)>& note) {
    const Problem& problem = judge.problem();
    ExportSummary summary;
    const std::string folder_name = package_folder_name(problem.id);
    summary.folder = request.out_dir / folder_name;
    refuse_occupied(summary.folder);
    std::error_code error;
    std::filesystem::create_directories(request.out_dir, error);
    if (error) throw InputError(request.out_dir.string() + ": cannot make the folder (" + error.message() + ")");

    TemporaryFolder temporary(request.out_dir, problem.id);
    const PackageFolder package(temporary.path(), note);
    if (folder_name != problem.id)
        package.note("the package folder is named " + folder_name + ": the format allows a-z and 0-9 only, and the problem is " + problem.id);
    // The validators first: a checker no package can hold is refused before any reference runs.
    const auto validators = package_export::write_validators(package, request);
    const std::vector<PreparedTest> tests = judge.prepare();
    require_prepared(problem, tests);
    judge.require_valid_inputs(tests);
    package_export::stop_if_asked(request.stop);
    const auto data = package_export::write_data(package, judge, tests, validators.test_group_lines, request.stop);
    if (request.plugin_scores)
        package.warn("the plugin's check() may give a test part of its points, which the package does not: its groups are "
                     "pass-fail, and its output validator rejects an output that earns only part of a test");
    summary.submissions = package_export::write_submissions(package, problem);
    const Limits limits = package_limits(problem, tests, package);
    package.write("problem.yaml", problem_yaml(problem, request, limits, data.scoring, package));
    package_export::write_statement(package, problem, data.sample_cases);
    package_export::stop_if_asked(request.stop);
    temporary.move_to(summary.folder);

    summary.scoring = data.scoring;
    summary.sample_cases = data.sample_cases;
    summary.secret_cases = data.secret_cases;
    summary.secret_groups = data.secret_groups;
    summary.reference_answers = data.reference_answers;
    summary.output_validator = validators.output_validator;
    summary.input_validators = validators.input_validators;
    return summary;
}

std::vector<std::filesystem::path> plugin_sources(const std::filesystem::path& plugin_file,
                                                  const std::filesystem::path& root, const std::string& id) {
    std::vector<std::filesystem::path> sources;
    std::ifstream record(plugin_file.string() + ".sources");
    for (std::string line; std::getline(record, line);)
        if (line.starts_with("source ")) sources.emplace_back(line.substr(7));
    if (!sources.empty()) return sources;
    std::error_code error;
    if (const auto beside = root / "plugins" / id / (id + ".cpp"); std::filesystem::is_regular_file(beside, error))
        sources.push_back(beside);
    return sources;
}

std::string problem_uuid(const std::string& id) {
    // The first 128 bits of SHA-256("gavel problem <id>"), with the version (8) and variant (10) bits set.
    std::string hex = sha256_hex("gavel problem " + id).substr(0, 32);
    hex[12] = '8';
    const int variant = std::stoi(hex.substr(16, 1), nullptr, 16);
    hex[16] = "89ab"[variant & 3];
    return hex.substr(0, 8) + "-" + hex.substr(8, 4) + "-" + hex.substr(12, 4) + "-" + hex.substr(16, 4) + "-" +
           hex.substr(20);
}

}  // namespace gavel
