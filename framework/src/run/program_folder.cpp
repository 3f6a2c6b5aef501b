#include "run/program_folder.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "base/unique_fd.hpp"
#include "run/compile_cache.hpp"

namespace gavel {
namespace {

constexpr std::string_view pack_header = "gavel program folder 1\n";
// A build that leaves more than this is refused: no validator needs it, and each file costs a write per box.
constexpr std::size_t most_left_files = 10000;
constexpr int deepest_left_folder = 32;

std::string kind_of(mode_t mode) {
    if (S_ISLNK(mode)) return "a symbolic link";
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
    return "not a regular file";
}

// Reads the folder open as `dir` into `files`, its names under `prefix`; false with `refusal` set on anything
// but regular files and folders.
bool read_left_into(int dir, const std::string& prefix, int depth, std::uint64_t& budget, std::vector<FolderFile>& files,
                    std::string& refusal) {
    if (depth > deepest_left_folder) {
        refusal = prefix + " is more than " + std::to_string(deepest_left_folder) + " folders deep";
        return false;
    }
    const int listing_fd = ::dup(dir);
    DIR* listing = listing_fd < 0 ? nullptr : ::fdopendir(listing_fd);
    if (listing == nullptr) {
        if (listing_fd >= 0) ::close(listing_fd);
        refusal = (prefix.empty() ? "the folder" : prefix) + " cannot be listed: " + std::strerror(errno);
        return false;
    }
    std::vector<std::string> names;
    while (const dirent* entry = ::readdir(listing))
        if (std::strcmp(entry->d_name, ".") != 0 && std::strcmp(entry->d_name, "..") != 0) names.emplace_back(entry->d_name);
    ::closedir(listing);
    std::sort(names.begin(), names.end());

    constexpr int untrusted = O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY;
    for (const std::string& name : names) {
        const std::string shown = prefix + name;
        struct stat status {};
        if (::fstatat(dir, name.c_str(), &status, AT_SYMLINK_NOFOLLOW) != 0) {
            refusal = shown + " cannot be read: " + std::strerror(errno);
            return false;
        }
        if (S_ISDIR(status.st_mode)) {
            const UniqueFd sub(::openat(dir, name.c_str(), O_RDONLY | O_DIRECTORY | untrusted));
            if (sub.get() < 0) {
                refusal = shown + " cannot be opened: " + std::strerror(errno);
                return false;
            }
            if (!read_left_into(sub.get(), shown + "/", depth + 1, budget, files, refusal)) return false;
            continue;
        }
        if (!S_ISREG(status.st_mode)) {
            refusal = shown + " is " + kind_of(status.st_mode);
            return false;
        }
        const UniqueFd fd(::openat(dir, name.c_str(), O_RDONLY | untrusted));
        if (fd.get() < 0 || ::fstat(fd.get(), &status) != 0 || !S_ISREG(status.st_mode)) {
            refusal = shown + " is no longer a regular file";
            return false;
        }
        // Another name for the file could be one the judge keeps elsewhere.
        if (status.st_nlink != 1) {
            refusal = shown + " is a file with " + std::to_string(status.st_nlink) + " names (a hard link)";
            return false;
        }
        const auto size = static_cast<std::uint64_t>(status.st_size);
        if (size > budget || files.size() >= most_left_files) {
            refusal = "the files are more than " + std::to_string(files.size() >= most_left_files ? most_left_files : budget) +
                      (files.size() >= most_left_files ? " files" : " bytes") + " (at " + shown + ")";
            return false;
        }
        budget -= size;
        FolderFile file{shown, std::string(size, '\0'), (status.st_mode & S_IXUSR) != 0};
        std::size_t done = 0;
        while (done < size) {
            const ssize_t got = ::read(fd.get(), file.content.data() + done, size - done);
            if (got < 0 && errno == EINTR) continue;
            if (got <= 0) break;
            done += static_cast<std::size_t>(got);
        }
        file.content.resize(done);
        files.push_back(std::move(file));
    }
    return true;
}

// True for a name pack_folder may hold: relative, '/'-separated, with no empty, "." or ".." part.
bool is_safe_name(std::string_view name) {
    if (name.empty() || name.front() == '/') return false;
    for (std::size_t start = 0; start <= name.size();) {
        const std::size_t end = std::min(name.find('/', start), name.size());
        const std::string_view part = name.substr(start, end - start);
        if (part.empty() || part == "." || part == "..") return false;
        start = end + 1;
    }
    return true;
}

}  // namespace

std::vector<FolderFile> read_program_folder(const std::filesystem::path& folder) {
    std::vector<FolderFile> files;
    for (SourceFile& source : read_sources(folder)) {
        std::error_code error;
        const auto permissions = std::filesystem::status(folder / source.name, error).permissions();
        const bool executable = !error && (permissions & std::filesystem::perms::owner_exec) != std::filesystem::perms::none;
        files.push_back({std::move(source.name), std::move(source.content), executable});
    }
    return files;
}

std::optional<std::vector<FolderFile>> read_left_folder(const std::filesystem::path& folder, std::uint64_t limit,
                                                        std::string& refusal) {
    const UniqueFd dir(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (dir.get() < 0) {
        refusal = folder.string() + " cannot be opened as a folder: " + std::strerror(errno);
        return std::nullopt;
    }
    std::vector<FolderFile> files;
    std::uint64_t budget = limit;
    if (!read_left_into(dir.get(), "", 0, budget, files, refusal)) return std::nullopt;
    return files;
}

void write_folder_file(const FolderFile& file, const std::filesystem::path& target) {
    if (!is_safe_name(file.name)) throw InternalError("a program folder's file has the unsafe name '" + file.name + "'");
    const auto path = target / file.name;
    for (auto folder = path.parent_path(); folder != target; folder = folder.parent_path()) {
        std::filesystem::create_directories(folder);
        ::chmod(folder.c_str(), 0755);
    }
    write_file_bytes(path, file.content, file.executable ? 0755 : 0644);
}

void write_program_folder(const std::vector<FolderFile>& files, const std::filesystem::path& target) {
    std::filesystem::create_directories(target);
    ::chmod(target.c_str(), 0755);
    for (const FolderFile& file : files) write_folder_file(file, target);
}

// Each file: "x" or "-", its name's length, its content's length, a newline, then the name and the content.
std::string pack_folder(const std::vector<FolderFile>& files) {
    std::string packed(pack_header);
    for (const FolderFile& file : files) {
        packed += (file.executable ? "x " : "- ") + std::to_string(file.name.size()) + " " + std::to_string(file.content.size()) + "\n";
        packed += file.name;
        packed += file.content;
    }
    return packed;
}

std::optional<std::vector<FolderFile>> unpack_folder(std::string_view packed) {
    if (packed.substr(0, pack_header.size()) != pack_header) return std::nullopt;
    std::vector<FolderFile> files;
    std::size_t at = pack_header.size();
    const auto read_number = [&](char end) -> std::optional<std::size_t> {
        std::size_t value = 0, digits = 0;
        while (at < packed.size() && packed[at] >= '0' && packed[at] <= '9' && digits < 19) {
            value = value * 10 + static_cast<std::size_t>(packed[at++] - '0');
            ++digits;
        }
        if (digits == 0 || at >= packed.size() || packed[at] != end) return std::nullopt;
        ++at;
        return value;
    };
    while (at < packed.size()) {
        if (at + 2 > packed.size() || (packed[at] != 'x' && packed[at] != '-') || packed[at + 1] != ' ') return std::nullopt;
        const bool executable = packed[at] == 'x';
        at += 2;
        const auto name_size = read_number(' ');
        const auto content_size = read_number('\n');
        if (!name_size || !content_size || packed.size() - at < *name_size ||
            packed.size() - at - *name_size < *content_size)
            return std::nullopt;
        FolderFile file{std::string(packed.substr(at, *name_size)), std::string(packed.substr(at + *name_size, *content_size)), executable};
        at += *name_size + *content_size;
        if (!is_safe_name(file.name)) return std::nullopt;
        files.push_back(std::move(file));
    }
    return files;
}

}  // namespace gavel
