#include "run/box_tools.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <array>

#include "base/errors.hpp"

namespace gavel {
namespace {

// Where a box looks up a command without a '/' (sandbox/box_server.cpp), and what it shows of the host.
constexpr std::array<const char*, 3> search_path = {"/usr/bin/", "/bin/", "/usr/local/bin/"};
constexpr std::array<const char*, 7> shown_roots = {"/usr/", "/bin/", "/sbin/", "/lib/", "/lib32/", "/lib64/", "/libx32/"};
constexpr int most_links = 40;

bool is_shown(const std::string& path) {
    for (const char* root : shown_roots)
        if (path.rfind(root, 0) == 0) return true;
    return false;
}

// Follows `path` link by link as the box would: "" when it ends at an executable the box shows, else why not.
std::string reachable(std::string path) {
    for (int step = 0; step < most_links; ++step) {
        if (!is_shown(path)) return path + " is outside what the sandbox shows (/usr, /bin, /lib)";
        struct stat status {};
        if (::lstat(path.c_str(), &status) != 0) return path + " does not exist";
        if (!S_ISLNK(status.st_mode)) return ::access(path.c_str(), X_OK) == 0 ? "" : path + " is not executable";
        char target[4096];
        const ssize_t length = ::readlink(path.c_str(), target, sizeof target - 1);
        if (length <= 0) return path + " is a link that cannot be read";
        target[length] = '\0';
        path = target[0] == '/' ? std::string(target) : path.substr(0, path.rfind('/') + 1) + target;
    }
    return path + " is a chain of more than " + std::to_string(most_links) + " links";
}

// Where the box finds `command`: its path, or the first place of the search path that holds it.
std::string located(const std::string& command) {
    if (command.find('/') != std::string::npos) return command;
    for (const char* folder : search_path) {
        struct stat status {};
        if (::lstat((std::string(folder) + command).c_str(), &status) == 0) return std::string(folder) + command;
    }
    return {};
}

}  // namespace

std::string missing_in_box(const std::string& command) {
    const std::string path = located(command);
    if (path.empty()) return command + " is not installed (looked for in /usr/bin, /bin and /usr/local/bin)";
    std::string why = reachable(path);
    return why.empty() ? why : command + " cannot run in the sandbox: " + why;
}

std::string language_missing_in_box(const Language& language) {
    for (const std::vector<std::string>* command : {&language.compile, &language.run}) {
        if (command->empty()) continue;
        const std::string& program = command->front();
        // A run command that starts with the program itself ({binary}, {source}) needs nothing installed.
        if (program.find('{') != std::string::npos) continue;
        if (std::string why = missing_in_box(program); !why.empty()) return why;
    }
    return {};
}

std::vector<std::string> script_environment(sandbox::Box& box) {
    const auto folder = box.host_dir() / "tools";
    std::filesystem::create_directories(folder);
    ::chmod(folder.c_str(), 0755);
    for (const std::string name : {"python3", "cc", "c++"}) {
        const std::string path = located(name);
        if (path.empty()) continue;
        std::error_code error;
        const auto real = std::filesystem::canonical(path, error);
        // A command that cannot be reached even so is left out: the script finds none, and says so itself.
        if (error || !reachable(real.string()).empty()) continue;
        std::filesystem::remove(folder / name, error);
        std::filesystem::create_symlink(real, folder / name, error);
        if (error) throw InternalError("cannot link " + (folder / name).string() + ": " + error.message());
    }
    return {"PATH=" + box.inside("tools").string() + ":/usr/bin:/bin", "HOME=/tmp", "TMPDIR=/tmp", "LANG=C.UTF-8"};
}

}  // namespace gavel
