#include "sandbox/box_root.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace gavel::sandbox {
namespace {

std::string failure(const std::string& what, const std::string& path) {
    return what + " " + path + ": " + std::strerror(errno);
}

// Binds `source` at `target`; read-only unless `writable`. Devices stay usable only where asked.
std::string bind(const std::string& source, const std::string& target, bool writable, bool devices = false) {
    if (::mount(source.c_str(), target.c_str(), nullptr, MS_BIND | MS_REC, nullptr) != 0) return failure("bind", target);
    unsigned long flags = MS_BIND | MS_REMOUNT | MS_NOSUID;
    if (!writable) flags |= MS_RDONLY;
    if (!devices) flags |= MS_NODEV;
    // Keep the restrictions the source already has: in a user namespace they are locked, and a remount that
    // dropped one would be refused.
    if (struct statvfs info {}; ::statvfs(target.c_str(), &info) == 0) {
        if (info.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
        if (info.f_flag & ST_NODEV) flags |= MS_NODEV;
        if (info.f_flag & ST_RDONLY) flags |= MS_RDONLY;
    }
    if (::mount(nullptr, target.c_str(), nullptr, flags, nullptr) != 0) return failure("remount", target);
    return {};
}

// The folders outside /usr that language runtimes reach: Debian's alternatives (/usr/bin/java is a link to
// /etc/alternatives/java), the JDK's settings (its jvm.cfg and conf/security link into
// /etc/java-<version>-openjdk), Mono's settings, GHC's package database and texlive's settings and generated files
// (pdflatex's format, font maps, ls-R; statement_pdf.hpp). Bound read-only where the host has them; the rest of
// /etc (passwd, hosts, the machine's own settings) and of /var stays out of the box.
std::vector<std::string> runtime_folders() {
    std::vector<std::string> folders;
    struct stat info {};
    for (const char* folder : {"/etc/alternatives", "/etc/mono", "/var/lib/ghc", "/etc/texmf", "/var/lib/texmf"})
        if (::lstat(folder, &info) == 0 && S_ISDIR(info.st_mode)) folders.emplace_back(folder);
    if (DIR* etc = ::opendir("/etc")) {
        while (const dirent* entry = ::readdir(etc)) {
            const std::string path = std::string("/etc/") + entry->d_name;
            if (std::strncmp(entry->d_name, "java-", 5) == 0 && ::lstat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode))
                folders.push_back(path);
        }
        ::closedir(etc);
    }
    return folders;
}

}  // namespace

std::string enter_box_root(const std::filesystem::path& root_dir, const std::filesystem::path& box_dir, bool feedback_folder) {
    // Nothing mounted here may leak back to the host's namespace.
    if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) return failure("make private", "/");
    const std::string root = root_dir.string();
    if (::mount("tmpfs", root.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, "size=16m,mode=755") != 0)
        return failure("mount tmpfs", root);

    ::mkdir((root + "/usr").c_str(), 0755);
    if (auto error = bind("/usr", root + "/usr", false); !error.empty()) return error;
    // Merged-/usr systems have /bin, /lib... as links into /usr; others have real folders.
    for (const char* name : {"bin", "lib", "lib32", "lib64", "libx32", "sbin"}) {
        const std::string host = std::string("/") + name, target = root + host;
        struct stat info {};
        if (::lstat(host.c_str(), &info) != 0) continue;
        if (S_ISLNK(info.st_mode)) {
            char link[256];
            const ssize_t length = ::readlink(host.c_str(), link, sizeof link - 1);
            if (length <= 0) continue;
            link[length] = '\0';
            if (::symlink(link, target.c_str()) != 0) return failure("symlink", target);
        } else if (S_ISDIR(info.st_mode)) {
            ::mkdir(target.c_str(), 0755);
            if (auto error = bind(host, target, false); !error.empty()) return error;
        }
    }

    for (const char* parent : {"/etc", "/var", "/var/lib"}) ::mkdir((root + parent).c_str(), 0755);
    for (const std::string& folder : runtime_folders()) {
        ::mkdir((root + folder).c_str(), 0755);
        if (auto error = bind(folder, root + folder, false); !error.empty()) return error;
    }

    ::mkdir((root + "/dev").c_str(), 0755);
    for (const char* device : {"null", "zero", "full", "random", "urandom"}) {
        const std::string target = root + "/dev/" + device;
        const int fd = ::open(target.c_str(), O_CREAT | O_WRONLY | O_CLOEXEC, 0666);
        if (fd >= 0) ::close(fd);
        if (auto error = bind(std::string("/dev/") + device, target, true, true); !error.empty()) return error;
    }
    ::symlink("/proc/self/fd", (root + "/dev/fd").c_str());

    // Empty: a run that asks for a /proc mounts its own there (program_run.cpp).
    ::mkdir((root + "/proc").c_str(), 0555);

    ::mkdir((root + "/tmp").c_str(), 01777);
    if (::mount("tmpfs", (root + "/tmp").c_str(), "tmpfs", MS_NOSUID | MS_NODEV, "size=256m,mode=1777") != 0)
        return failure("mount tmpfs", root + "/tmp");
    // /box read-only, only /box/work writable: in a user namespace the program runs as the user who owns the
    // folder, so its permissions alone would not keep it from changing the program or leaving files beside it.
    ::mkdir((root + "/box").c_str(), 0755);
    if (auto error = bind(box_dir.string(), root + "/box", false); !error.empty()) return error;
    if (auto error = bind((box_dir / "work").string(), root + "/box/work", true); !error.empty()) return error;
    if (feedback_folder)
        if (auto error = bind((box_dir / "feedback").string(), root + "/box/feedback", true); !error.empty()) return error;

    // pivot_root(".", ".") stacks the old root under the new one; detaching "." then drops the old root.
    if (::chdir(root.c_str()) != 0) return failure("chdir", root);
    if (::syscall(SYS_pivot_root, ".", ".") != 0) return failure("pivot_root", root);
    if (::umount2(".", MNT_DETACH) != 0) return failure("detach old root", "/");
    if (::chdir("/") != 0) return failure("chdir", "/");
    if (::mount(nullptr, "/", nullptr, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, "size=16m,mode=755") != 0)
        return failure("remount read-only", "/");
    return {};
}

}  // namespace gavel::sandbox
