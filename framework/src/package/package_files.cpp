// The package's folders as the spec lets gavel see them, and whole files read safely from them.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <sstream>
#include <system_error>

#include "base/errors.hpp"
#include "config/data_file.hpp"
#include "package/package_reading.hpp"

namespace gavel::package::detail {
namespace {

bool is_inside(const std::filesystem::path& path, const std::filesystem::path& folder) {
    const std::filesystem::path relative = path.lexically_relative(folder);
    return !relative.empty() && *relative.begin() != "..";
}

// A name the spec hides that was most likely meant as test data: worth a word, unlike .gitignore.
bool looks_like_data(std::string_view name) {
    return name[0] != '.' && (ends_with(name, ".in") || ends_with(name, ".ans"));
}

}  // namespace

void warn(Package& package, const std::string& message) {
    spdlog::warn("{}", message);
    package.warnings.push_back(message);
}

std::filesystem::path folder_as_named(const std::filesystem::path& folder) {
    std::filesystem::path path = std::filesystem::absolute(folder).lexically_normal();
    if (path.filename().empty()) path = path.parent_path();
    return path;
}

std::string shown(const std::filesystem::path& path) {
    std::error_code error;
    const auto here = std::filesystem::current_path(error);
    if (error) return path.string();
    const auto relative = std::filesystem::relative(path, here, error);
    if (error || relative.empty() || relative.native().rfind("..", 0) == 0) return path.string();
    return relative.string();
}

bool valid_name(std::string_view name) {
    if (name.empty() || name.size() > 255 || name[0] == '.' || name[0] == '-') return false;
    return std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
               c == '-';
    });
}

std::vector<Entry> list_folder(Package& package, const std::filesystem::path& folder) {
    std::error_code error;
    // Links are judged by where they end, against the package's real place (which may itself be reached by a link).
    const std::filesystem::path root = std::filesystem::canonical(package.directory, error);
    if (error) throw InputError(shown(package.directory) + ": cannot resolve the package folder (" + error.message() + ")");
    std::vector<Entry> entries;
    std::filesystem::directory_iterator it(folder, error);
    if (error) throw InputError(shown(folder) + ": cannot list the folder (" + error.message() + "); expected a readable folder");
    for (const auto& item : it) {
        Entry entry;
        entry.name = item.path().filename().string();
        entry.path = item.path();
        if (!valid_name(entry.name)) {
            if (looks_like_data(entry.name))
                warn(package, shown(entry.path) + ": ignored: a package file name has only letters, digits, '_', '.' "
                                                  "and '-', and starts with neither '.' nor '-'");
            continue;
        }
        if (item.is_symlink(error)) {
            const std::filesystem::path target = std::filesystem::weakly_canonical(entry.path, error);
            if (error || !std::filesystem::exists(target, error))
                throw InputError(shown(entry.path) + ": a symbolic link that leads nowhere; expected a link to a file or "
                                                     "folder of the package");
            if (!is_inside(target, root) && target != root)
                throw InputError(shown(entry.path) + ": a symbolic link out of the package (to " + target.string() +
                                 "); expected links to stay inside the package folder");
        }
        const auto status = std::filesystem::status(entry.path, error);  // through the link, if it is one
        entry.directory = std::filesystem::is_directory(status);
        entry.regular = std::filesystem::is_regular_file(status);
        entries.push_back(std::move(entry));
    }
    // Byte order, as the spec orders cases and groups ("lexicographical order on name").
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.name < b.name; });
    return entries;
}

const Entry* find_entry(const std::vector<Entry>& entries, std::string_view name) {
    const auto found = std::lower_bound(entries.begin(), entries.end(), name,
                                        [](const Entry& entry, std::string_view wanted) { return entry.name < wanted; });
    return found != entries.end() && found->name == name ? &*found : nullptr;
}

std::string read_package_file(const Package& package, const std::filesystem::path& path) {
    DataFile data = read_data_file(package.directory, path.lexically_relative(package.directory));
    if (!data.bytes) throw InputError(shown(path) + ": " + data.refusal);
    return std::move(*data.bytes);
}

std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> list;
    for (std::string word; in >> word;) list.push_back(word);
    return list;
}

}  // namespace gavel::package::detail
