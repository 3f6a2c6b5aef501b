// submissions/ of an exported package: the problem's bundled solutions (problems/<id>/solutions/<folder>/) in the
// format's folders, and submissions.yaml's rules for those folders standing in for the verdicts gavel's promise.
#include <map>
#include <optional>
#include <set>

#include "base/file_bytes.hpp"
#include "tools/export_parts.hpp"

namespace gavel::package_export {
namespace {

// gavel's folder -> the format's. memory_limit_exceeded has no folder of its own in the format: its solutions go to
// run_time_error, whose default rule (every case AC or RTE, at least one RTE) is what a judge that reports a
// memory limit as a run-time error, as the format's verdicts do, gives them.
std::optional<std::string> package_folder(const std::string& gavel_folder) {
    if (gavel_folder == "accepted" || gavel_folder == "wrong_answer" || gavel_folder == "time_limit_exceeded")
        return gavel_folder;
    if (gavel_folder == "runtime_error" || gavel_folder == "memory_limit_exceeded") return "run_time_error";
    return std::nullopt;
}

// The languages gavel grades, by the extensions the format's languages table gives them.
bool package_language(const std::string& extension) {
    for (const char* known : {".c", ".cc", ".cpp", ".cxx", ".c++", ".C", ".py", ".py3"})
        if (extension == known) return true;
    return false;
}

// Why a bundled solution is no submission of a package, or nothing when it is one.
std::optional<std::string> not_a_submission(const Submission& solution) {
    const std::string extension = solution.file.extension().string();
    if (extension == ".so") return "a Solver plugin, which only gavel can run";
    if (!package_language(extension)) return "not a C, C++ or Python source";
    const std::optional<std::string> text = read_file_bytes(solution.file);
    if (!text) return "cannot be read";
    if (text->find("GAVEL_SOLVER") != std::string::npos) return "the source of a Solver plugin, which only gavel can run";
    return std::nullopt;
}

// gavel's folder promises the verdict of a solution's first test that is not AC; after it, the solution may fail
// in any way (a wrong answer may also time out on a later, larger case). The format cannot say "first", and its
// default rules permit only AC beside the folder's verdict: these rules permit every verdict and require the
// folder's on at least one case, which is what holds of every solution gavel's verify passes.
std::string submissions_yaml(const std::set<std::string>& rejected_folders) {
    static const std::map<std::string, std::string> verdict_of{
        {"wrong_answer", "WA"}, {"run_time_error", "RTE"}, {"time_limit_exceeded", "TLE"}};
    std::string yaml =
        "# gavel's solution folders promise the verdict of the first case that is not AC, and allow any verdict\n"
        "# after it; these rules (which replace the folders' defaults) require that verdict on at least one case.\n";
    for (const auto& folder : rejected_folders)
        if (const auto verdict = verdict_of.find(folder); verdict != verdict_of.end())
            yaml += folder + ":\n  permitted: [AC, WA, TLE, RTE]\n  required: [" + verdict->second + "]\n";
    return yaml;
}

}  // namespace

std::size_t write_submissions(const PackageFolder& package, const Problem& problem) {
    std::size_t written = 0, accepted = 0;
    std::set<std::string> taken, rejected_folders;
    for (const Submission& solution : problem.submissions) {
        const std::string gavel_folder = solution.label.substr(0, solution.label.find('/'));
        const std::optional<std::string> folder = package_folder(gavel_folder);
        if (!folder) {
            package.warn(solution.label + ": no folder of the format matches '" + gavel_folder + "'; not exported");
            continue;
        }
        if (const auto why = not_a_submission(solution)) {
            package.note(solution.label + ": not exported: " + *why);
            continue;
        }
        std::string name = solution.file.filename().string();
        if (!valid_file_name(name)) {
            const std::string fitting = file_name_part(name, 200);
            package.warn(solution.label + ": exported as " + fitting + " (the format's file names are letters, digits, '_', '.' and '-')");
            name = fitting;
        }
        // runtime_error/ and memory_limit_exceeded/ share run_time_error/: the second of two same names says where it came from.
        if (!taken.insert(*folder + "/" + name).second) {
            name = gavel_folder + "-" + name;
            package.note(solution.label + ": exported as " + *folder + "/" + name + " beside a solution of the same name");
            taken.insert(*folder + "/" + name);
        }
        package.copy_file(solution.file, "submissions/" + *folder + "/" + name);
        if (gavel_folder == "memory_limit_exceeded")
            package.note(solution.label + ": exported to run_time_error/ (the format has no memory limit folder)");
        ++written;
        accepted += *folder == "accepted";
        if (*folder != "accepted") rejected_folders.insert(*folder);
    }
    if (!rejected_folders.empty()) package.write("submissions/submissions.yaml", submissions_yaml(rejected_folders));
    for (const auto& other : unknown_submission_folders(problem.directory))
        package.warn(other.string() + ": not one of gavel's solution folders; its files are not exported");
    if (accepted == 0)
        package.warn("no accepted solution: a package needs one in submissions/accepted/");
    return written;
}

}  // namespace gavel::package_export
