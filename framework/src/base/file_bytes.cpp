#include <algorithm>
#include "base/file_bytes.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "base/errors.hpp"
#include "base/unique_fd.hpp"

namespace gavel {

std::optional<std::string> read_file_bytes(const std::filesystem::path& path) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return std::move(text).str();
}

std::string read_needed_file(const std::filesystem::path& path) {
    std::optional<std::string> bytes = read_file_bytes(path);
    if (!bytes) throw InputError(path.string() + ": cannot be read");
    return std::move(*bytes);
}

void write_file_bytes(const std::filesystem::path& path, std::string_view bytes, unsigned mode) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.close();
    if (!out) throw InternalError("cannot write " + path.string());
    if (::chmod(path.c_str(), static_cast<mode_t>(mode)) != 0) throw InternalError("cannot set the mode of " + path.string());
}

namespace {

LeftFile refused(std::string why) {
    LeftFile file;
    file.state = LeftFile::State::refused;
    file.refusal = std::move(why);
    return file;
}

std::string kind_of(mode_t mode) {
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
    if (S_ISLNK(mode)) return "a symbolic link";
    return "not a regular file";
}

// The reason an open with O_NOFOLLOW failed: ELOOP (and EMLINK on some systems) is the link it refused to follow.
std::string open_failure(int error) {
    if (error == ELOOP || error == EMLINK) return "a symbolic link";
    return std::string("unreadable (") + std::strerror(error) + ")";
}

}  // namespace

LeftFile read_left_file(const std::filesystem::path& folder, std::string_view name, std::size_t limit) {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer that never comes.
    constexpr int untrusted = O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY;
    const UniqueFd dir(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | untrusted));
    if (dir.get() < 0) {
        // The program may have replaced the folder itself (by a link, say); with no folder there is no file either.
        const int error = errno;
        if (error == ENOENT) return {};
        struct stat status {};
        if ((error == ENOTDIR || error == ELOOP) && ::lstat(folder.c_str(), &status) == 0)
            return refused("in a folder that is " + (S_ISREG(status.st_mode) ? std::string("a file") : kind_of(status.st_mode)));
        return refused("in a folder that is " + open_failure(error));
    }
    const UniqueFd fd(::openat(dir.get(), std::string(name).c_str(), O_RDONLY | untrusted));
    if (fd.get() < 0) {
        if (errno == ENOENT) return {};
        return refused(open_failure(errno));
    }
    struct stat status {};
    if (::fstat(fd.get(), &status) != 0) return refused(open_failure(errno));
    if (!S_ISREG(status.st_mode)) return refused(kind_of(status.st_mode));
    if (status.st_nlink != 1) return refused("a file with " + std::to_string(status.st_nlink) + " names (a hard link)");

    LeftFile file;
    file.state = LeftFile::State::read;
    // One byte past the limit tells a file of exactly `limit` bytes from a longer one. The buffer starts at the
    // size the file claims, not at the limit: a limit of a GiB would otherwise cost a GiB of zeroed memory for
    // every small file, and grows only if the file turns out longer than it said.
    const std::size_t claimed = status.st_size > 0 ? static_cast<std::size_t>(status.st_size) : 0;
    file.bytes.resize(std::min(limit, claimed) + 1);
    std::size_t done = 0;
    while (true) {
        if (done == file.bytes.size()) {
            if (file.bytes.size() > limit) break;
            file.bytes.resize(std::min(limit + 1, file.bytes.size() * 2));
        }
        const ssize_t got = ::read(fd.get(), file.bytes.data() + done, file.bytes.size() - done);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) return refused(open_failure(errno));
        if (got == 0) break;
        done += static_cast<std::size_t>(got);
    }
    file.truncated = done > limit;
    file.bytes.resize(file.truncated ? limit : done);
    return file;
}

}  // namespace gavel
