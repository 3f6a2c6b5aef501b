// The package folder export writes into, and the small text helpers every part of it uses.
#include <sys/stat.h>

#include <cstdio>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "tools/export_parts.hpp"

namespace gavel::package_export {

void PackageFolder::write(const std::filesystem::path& relative, std::string_view bytes, bool executable) const {
    const auto path = root_ / relative;
    std::error_code error;
    std::filesystem::create_directories(path.parent_path(), error);
    if (error) throw InternalError("cannot make the folder " + path.parent_path().string() + ": " + error.message());
    // A package is read by other people's tools: its files are readable by all, whatever the umask here.
    write_file_bytes(path, bytes, executable ? 0755 : 0644);
}

void PackageFolder::copy_file(const std::filesystem::path& from, const std::filesystem::path& relative) const {
    const std::optional<std::string> bytes = read_file_bytes(from);
    if (!bytes) throw InputError(from.string() + ": cannot read it, and the package needs it");
    std::error_code error;
    const auto permissions = std::filesystem::status(from, error).permissions();
    const bool executable = !error && (permissions & std::filesystem::perms::owner_exec) != std::filesystem::perms::none;
    write(relative, *bytes, executable);
}

void PackageFolder::copy_folder(const std::filesystem::path& from, const std::filesystem::path& relative) const {
    std::error_code error;
    std::filesystem::recursive_directory_iterator entry(from, error), end;
    if (error) throw InputError(from.string() + ": cannot read the folder (" + error.message() + "), and the package needs it");
    for (; entry != end; entry.increment(error)) {
        if (error) throw InputError(from.string() + ": cannot read the folder (" + error.message() + ")");
        // Hidden files are left out: the format ignores them, and an editor's or a build's leftovers are no part of it.
        if (entry->path().filename().string().starts_with(".")) {
            entry.disable_recursion_pending();
            continue;
        }
        if (entry->is_regular_file(error)) copy_file(entry->path(), relative / std::filesystem::relative(entry->path(), from));
    }
}

std::string yaml_string(std::string_view text) {
    std::string quoted = "\"";
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            quoted += '\\';
            quoted += c;
        } else if (c == '\n') {
            quoted += "\\n";
        } else if (c == '\t') {
            quoted += "\\t";
        } else if (byte < 0x20 || byte == 0x7f) {
            char escape[8];
            std::snprintf(escape, sizeof escape, "\\x%02X", byte);
            quoted += escape;
        } else {
            quoted += c;
        }
    }
    return quoted + "\"";
}

std::string yaml_list(const std::vector<std::string>& items) {
    std::string list = "[";
    for (std::size_t i = 0; i < items.size(); ++i) list += (i ? ", " : "") + yaml_string(items[i]);
    return list + "]";
}

namespace {

bool name_byte(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '-';
}

}  // namespace

std::string file_name_part(std::string_view text, std::size_t limit) {
    std::string name;
    for (const char c : text.substr(0, limit)) name += name_byte(c) ? c : '_';
    if (name.empty()) return "_";
    if (name.front() == '.' || name.front() == '-') name.front() = '_';
    return name;
}

bool valid_file_name(std::string_view name) {
    if (name.empty() || name.size() > 255 || name.front() == '.' || name.front() == '-') return false;
    for (const char c : name)
        if (!name_byte(c)) return false;
    return true;
}

void stop_if_asked(const std::atomic<bool>* stop) {
    if (stop != nullptr && stop->load()) throw InternalError("export stopped before it ended; nothing was written");
}

}  // namespace gavel::package_export
