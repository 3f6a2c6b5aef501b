#include "statement/statement_source.hpp"

#include <algorithm>
#include <map>

#include "base/errors.hpp"

namespace gavel::statement {
namespace {

// problem.<language>.<type>: the language a two- or three-letter code (the format's ISO 639), the type known.
bool statement_name(const std::string& name, std::string& language, SourceKind& kind) {
    static const std::map<std::string, SourceKind> types = {
        {"tex", SourceKind::latex}, {"md", SourceKind::markdown}, {"pdf", SourceKind::pdf}};
    if (!name.starts_with("problem.")) return false;
    const std::string rest = name.substr(8);
    const std::size_t dot = rest.find('.');
    if (dot == std::string::npos) return false;
    language = rest.substr(0, dot);
    const auto type = types.find(rest.substr(dot + 1));
    if (type == types.end() || language.size() < 2 || language.size() > 3) return false;
    if (!std::all_of(language.begin(), language.end(), [](char c) { return c >= 'a' && c <= 'z'; })) return false;
    kind = type->second;
    return true;
}

}  // namespace

std::vector<StatementSource> package_statements(const std::filesystem::path& package) {
    std::vector<StatementSource> found;
    for (const char* folder_name : {"statement", "problem_statement"}) {
        const std::filesystem::path folder = package / folder_name;
        std::error_code error;
        if (!std::filesystem::is_directory(std::filesystem::symlink_status(folder, error))) continue;
        for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
            StatementSource source{entry.path(), folder, {}, SourceKind::latex};
            if (!statement_name(entry.path().filename().string(), source.language, source.kind)) continue;
            if (!entry.is_regular_file(error) || entry.is_symlink(error)) continue;
            found.push_back(std::move(source));
        }
    }
    std::sort(found.begin(), found.end(), [](const StatementSource& a, const StatementSource& b) {
        return std::tie(a.language, a.kind, a.file) < std::tie(b.language, b.kind, b.file);
    });
    return found;
}

StatementSource find_statement(const std::filesystem::path& package, const std::string& language) {
    const std::vector<StatementSource> all = package_statements(package);
    std::vector<std::string> languages;
    for (const auto& source : all)
        if (std::find(languages.begin(), languages.end(), source.language) == languages.end()) languages.push_back(source.language);
    std::string wanted = language;
    if (wanted.empty()) wanted = languages.size() == 1 ? languages.front() : "en";
    for (const auto& source : all)
        if (source.language == wanted) return source;
    const std::string where = (package / "statement").string() + "/";
    if (languages.empty())
        throw InputError(where + ": no statement; expected problem.<language>.tex, .md or .pdf in statement/ (or "
                                 "problem_statement/ in a legacy package)");
    std::string list;
    for (const auto& name : languages) list += (list.empty() ? "" : ", ") + name;
    throw InputError(where + ": no statement in '" + wanted + "'; the package has " + list +
                     (language.empty() ? " (choose one with --lang)" : ""));
}

}  // namespace gavel::statement
