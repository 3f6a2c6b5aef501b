// submissions/: every file or folder in a folder of submissions/ is one submission; its language comes from its
// file endings as the languages table gives them (languages.md). What each must get is attached later
// (expectations.hpp); here the folder's verdict stands in where the folder has one.
#include <spdlog/spdlog.h>

#include <fstream>
#include <map>
#include <set>

#include "base/errors.hpp"
#include "package/package_reading.hpp"

namespace gavel::package::detail {
namespace {

// File endings that name one language; those the table puts in parentheses decide nothing and are left out.
const std::map<std::string, std::string>& language_by_ending() {
    static const std::map<std::string, std::string> table{
        {"adb", "ada"},     {"ads", "ada"},       {"a68", "algol68"},      {"apl", "apl"},       {"sh", "bash"},
        {"c", "c"},         {"cob", "cobol"},     {"cc", "cpp"},           {"cpp", "cpp"},       {"cxx", "cpp"},
        {"c++", "cpp"},     {"C", "cpp"},         {"cr", "crystal"},       {"cs", "csharp"},     {"d", "d"},
        {"dart", "dart"},   {"ex", "elixir"},     {"erl", "erlang"},       {"fth", "forth"},     {"4th", "forth"},
        {"forth", "forth"}, {"frt", "forth"},     {"f90", "fortran"},      {"fs", "fsharp"},     {"ss", "gerbil"},
        {"go", "go"},       {"hs", "haskell"},    {"java", "java"},        {"js", "javascript"}, {"jl", "julia"},
        {"kt", "kotlin"},   {"lisp", "lisp"},     {"cl", "lisp"},          {"lua", "lua"},       {"mod", "modula2"},
        {"def", "modula2"}, {"nim", "nim"},       {"m", "objectivec"},     {"ml", "ocaml"},      {"odin", "odin"},
        {"pas", "pascal"},  {"pm", "perl"},       {"php", "php"},          {"pl", "prolog"},     {"py2", "python2"},
        {"py", "python3"},  {"py3", "python3"},   {"rkt", "racket"},       {"rb", "ruby"},       {"rs", "rust"},
        {"scala", "scala"}, {"sim", "simula"},    {"st", "smalltalk"},     {"sno", "snobol"},    {"swift", "swift"},
        {"ts", "typescript"}, {"vb", "visualbasic"}, {"zig", "zig"},
    };
    return table;
}

// .py is Python 3 unless its first line is a shebang naming python2 (the spec's `^#!.*python2`).
std::string python_version(const std::filesystem::path& file) {
    std::ifstream in(file);
    std::string first;
    std::getline(in, first);
    return first.rfind("#!", 0) == 0 && first.find("python2") != std::string::npos ? "python2" : "python3";
}

std::string language_of_file(const Entry& file) {
    const auto dot = file.name.rfind('.');
    if (dot == std::string::npos || !file.regular) return {};
    const std::string ending = file.name.substr(dot + 1);
    const auto found = language_by_ending().find(ending);
    if (found == language_by_ending().end()) return {};
    return ending == "py" ? python_version(file.path) : found->second;
}

// A folder's language: the one language its files' endings name (headers and others name none); empty when they
// name none or several.
void languages_in(Package& package, const std::filesystem::path& folder, std::set<std::string>& found, int depth) {
    if (depth > 8) return;
    for (const Entry& entry : list_folder(package, folder)) {
        if (entry.directory) languages_in(package, entry.path, found, depth + 1);
        else if (const std::string language = language_of_file(entry); !language.empty()) found.insert(language);
    }
}

std::string language_of(Package& package, const Entry& entry) {
    if (!entry.directory) return language_of_file(entry);
    std::set<std::string> found;
    languages_in(package, entry.path, found, 0);
    if (found.size() == 1) return *found.begin();
    if (found == std::set<std::string>{"python2", "python3"}) return "python2";  // one file says so; .py alone says nothing
    return {};
}

// The verdict a default folder promises, until the expectations replace it.
Verdict folder_verdict(const std::string& folder) {
    if (folder == "wrong_answer") return Verdict::wrong_answer;
    if (folder == "time_limit_exceeded") return Verdict::time_limit;
    if (folder == "run_time_error") return Verdict::runtime_error;
    return Verdict::accepted;
}

}  // namespace

void read_submissions(Package& package) {
    const std::vector<Entry> top = list_folder(package, package.directory);
    const Entry* folder = find_entry(top, "submissions");
    if (folder == nullptr || !folder->directory) {
        warn(package, shown(package.directory / "submissions") + ": missing; no submission to verify");
        return;
    }
    for (const Entry& group : list_folder(package, folder->path)) {
        if (!group.directory) continue;  // submissions.yaml and notes: not submissions
        for (const Entry& entry : list_folder(package, group.path)) {
            if (not_a_program(entry.name)) {
                spdlog::info("{}: not a submission; skipped", shown(entry.path));
                continue;
            }
            if (!entry.directory && !entry.regular)
                throw InputError(shown(entry.path) + ": neither a file nor a folder; expected a submission");
            Submission submission;
            submission.file = entry.path;
            submission.label = group.name + "/" + entry.name;
            submission.expected = folder_verdict(group.name);
            submission.language = language_of(package, entry);
            package.problem.submissions.push_back(std::move(submission));
        }
    }
}

}  // namespace gavel::package::detail
