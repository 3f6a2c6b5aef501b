#include "sandbox/case_files.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace gavel::sandbox {
namespace {

// An author's folder, not a program's: a tree deeper than this is a mistake, and the copy holds two descriptors
// per level.
constexpr int deepest_folder = 64;

std::string failed(const std::string& shown, const std::string& what) {
    return "'" + shown + "': cannot " + what + ": " + std::strerror(errno);
}

// Makes the entry the program's: its owner and its mode, whatever the server's umask took away.
std::string hand_over(int fd, mode_t mode, uid_t owner, const std::string& shown) {
    if (owner != static_cast<uid_t>(-1) && ::fchown(fd, owner, owner) != 0) return failed(shown, "give it to the program's user");
    if (::fchmod(fd, mode) != 0) return failed(shown, "set its mode");
    return {};
}

std::string copy_file(int source, int target, const char* name, const std::string& shown, uid_t owner) {
    const int from = ::openat(source, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (from < 0) return failed(shown, "read it");
    struct stat info {};
    std::string error;
    // Checked again on the opened file: the listing's look and the open are two moments.
    if (::fstat(from, &info) != 0 || !S_ISREG(info.st_mode)) error = "'" + shown + "' is no longer a regular file";
    const mode_t mode = (info.st_mode & S_IXUSR) ? 0755 : 0644;
    const int into = error.empty() ? ::openat(target, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600) : -1;
    if (error.empty() && into < 0) error = failed(shown, "create it in the working folder");
    char buffer[65536];
    while (error.empty()) {
        const ssize_t got = ::read(from, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) error = failed(shown, "read it");
        if (got <= 0) break;
        for (ssize_t at = 0; at < got && error.empty();) {
            const ssize_t wrote = ::write(into, buffer + at, static_cast<std::size_t>(got - at));
            if (wrote < 0 && errno == EINTR) continue;
            if (wrote < 0) error = failed(shown, "write it");
            else at += wrote;
        }
    }
    if (error.empty()) error = hand_over(into, mode, owner, shown);
    if (into >= 0) ::close(into);
    ::close(from);
    return error;
}

std::string copy_folder(int source, int target, const std::string& prefix, uid_t owner, int depth);

std::string copy_subfolder(int source, int target, const char* name, const std::string& shown, uid_t owner, int depth) {
    if (depth >= deepest_folder)
        return "'" + shown + "' is nested " + std::to_string(depth + 1) + " folders deep: expected at most " +
               std::to_string(deepest_folder);
    if (::mkdirat(target, name, 0700) != 0) return failed(shown, "make it in the working folder");
    const int from = ::openat(source, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    const int into = ::openat(target, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    std::string error;
    if (from < 0) error = failed(shown, "open it");
    else if (into < 0) error = failed(shown, "open it in the working folder");
    else error = copy_folder(from, into, shown + "/", owner, depth + 1);
    if (error.empty()) error = hand_over(into, 0755, owner, shown);
    if (from >= 0) ::close(from);
    if (into >= 0) ::close(into);
    return error;
}

std::string copy_folder(int source, int target, const std::string& prefix, uid_t owner, int depth) {
    // A listing of its own (fdopendir takes the descriptor it is given), read from the start.
    const int listed = ::openat(source, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    DIR* listing = listed >= 0 ? ::fdopendir(listed) : nullptr;
    if (listing == nullptr) {
        if (listed >= 0) ::close(listed);
        return failed(prefix.empty() ? "." : prefix, "list the folder");
    }
    std::string error;
    while (error.empty()) {
        errno = 0;
        const dirent* entry = ::readdir(listing);
        if (entry == nullptr) {
            if (errno != 0) error = failed(prefix.empty() ? "." : prefix, "list the folder");
            break;
        }
        const char* name = entry->d_name;
        if (std::strcmp(name, ".") == 0 || std::strcmp(name, "..") == 0) continue;
        const std::string shown = prefix + name;
        struct stat info {};
        if (::fstatat(source, name, &info, AT_SYMLINK_NOFOLLOW) != 0) error = failed(shown, "look at it");
        else if (S_ISLNK(info.st_mode))
            error = "'" + shown + "' is a symbolic link: expected only regular files and folders (a link is never followed)";
        else if (S_ISDIR(info.st_mode)) error = copy_subfolder(source, target, name, shown, owner, depth);
        else if (S_ISREG(info.st_mode)) error = copy_file(source, target, name, shown, owner);
        else error = "'" + shown + "' is neither a regular file nor a folder: expected only those";
    }
    ::closedir(listing);
    return error;
}

}  // namespace

std::string copy_case_files(int source, int target, uid_t owner) { return copy_folder(source, target, "", owner, 0); }

}  // namespace gavel::sandbox
