#include "sandbox/empty_folder.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <string_view>
#include <utility>
#include <vector>

namespace gavel::sandbox {
namespace {

// Folders the walk came back up from with something still inside (what not even root may remove): never
// entered again, or the walk would go down into them for ever. Empty in every ordinary run, so the check
// costs nothing there.
class StuckFolders {
public:
    bool holds(int folder) const {
        if (stuck_.empty()) return false;
        struct stat info {};
        return ::fstat(folder, &info) == 0 && std::find(stuck_.begin(), stuck_.end(), key(info)) != stuck_.end();
    }
    void add(int folder) {
        struct stat info {};
        if (::fstat(folder, &info) == 0) stuck_.push_back(key(info));
    }

private:
    static std::pair<dev_t, ino_t> key(const struct stat& info) { return {info.st_dev, info.st_ino}; }
    std::vector<std::pair<dev_t, ino_t>> stuck_;
};

bool is_folder(int folder, const dirent64& entry) {
    if (entry.d_type != DT_UNKNOWN) return entry.d_type == DT_DIR;
    struct stat info {};
    return ::fstatat(folder, entry.d_name, &info, AT_SYMLINK_NOFOLLOW) == 0 && S_ISDIR(info.st_mode);
}

// Opens the subfolder `name` of `folder` to be emptied; -1 if it cannot be. A program may have taken its own
// rights away (mode 000), which stops even the owner (the judge itself, when it is not root) from reading it.
// fchmodat follows links: called on folders only, while nothing of the run is alive to swap one for a link.
int open_subfolder(int folder, const char* name) {
    ::fchmodat(folder, name, 0700, 0);
    return ::openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

// Removes every entry of `folder` it can. Returns an opened subfolder that must be emptied first, or -1 when
// nothing is left to go down into; `left` says whether something stayed. The listing is read with getdents64
// on the descriptor we hold (an opendir would dup, stat and fcntl it first): this runs before every run, on
// folders that are nearly always empty already.
int clear_or_descend(int folder, const StuckFolders& stuck, bool& left) {
    alignas(8) char buffer[8192];
    for (;;) {
        ::lseek(folder, 0, SEEK_SET);
        bool removed = false;
        left = false;
        for (ssize_t got; (got = ::getdents64(folder, buffer, sizeof buffer)) > 0;) {
            for (ssize_t at = 0; at < got;) {
                const auto* entry = reinterpret_cast<const dirent64*>(buffer + at);
                at += entry->d_reclen;
                const std::string_view name = entry->d_name;
                if (name == "." || name == "..") continue;
                const bool subfolder = is_folder(folder, *entry);
                if (::unlinkat(folder, entry->d_name, subfolder ? AT_REMOVEDIR : 0) == 0) {
                    removed = true;
                    continue;
                }
                const int child = subfolder ? open_subfolder(folder, entry->d_name) : -1;
                if (child >= 0 && !stuck.holds(child)) return child;
                if (child >= 0) ::close(child);
                left = true;
            }
        }
        // Entries went away under the listing: read it again from the start, until a pass removes nothing.
        if (!removed) return -1;
    }
}

// Empties the folder `top` (left open) depth first with one descriptor besides it, however deep the tree.
void remove_entries(int top) {
    StuckFolders stuck;
    int folder = top;
    std::size_t depth = 0;
    for (;;) {
        bool left = false;
        if (const int child = clear_or_descend(folder, stuck, left); child >= 0) {
            if (folder != top) ::close(folder);
            folder = child;
            ++depth;
            continue;
        }
        if (depth == 0) return;
        if (left) stuck.add(folder);
        // Back up to the parent, which removes this folder on its next pass (or finds it stuck).
        const int parent = depth == 1 ? top : ::openat(folder, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        ::close(folder);
        if (parent < 0) return;
        folder = parent;
        --depth;
    }
}

}  // namespace

void empty_folder(const std::string& path) {
    const int folder = ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (folder < 0) return;
    remove_entries(folder);
    ::close(folder);
}

bool remove_folder(const std::string& path) {
    ::chmod(path.c_str(), 0700);
    empty_folder(path);
    return ::rmdir(path.c_str()) == 0 || errno == ENOENT;
}

}  // namespace gavel::sandbox
