#include "config/data_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace gavel {
namespace {

bool is_inside(const std::filesystem::path& path, const std::filesystem::path& folder) {
    const std::filesystem::path relative = path.lexically_relative(folder);
    return !relative.empty() && *relative.begin() != "..";
}

}  // namespace

DataFile read_data_file(const std::filesystem::path& folder, const std::filesystem::path& relative) {
    const std::filesystem::path given = folder / relative;
    if (relative.is_absolute())
        return {std::nullopt, "is an absolute path; expected a path inside the suite's folder"};
    std::error_code error;
    const std::filesystem::path home = std::filesystem::weakly_canonical(folder, error);
    const std::filesystem::path target = error ? given : std::filesystem::weakly_canonical(given, error);
    if (error || !is_inside(target, home))
        return {std::nullopt, "leads out of the suite's folder (to " + target.string() + "); expected a file inside it"};

    // O_NONBLOCK: opening a FIFO must not wait for a writer; O_NOFOLLOW: the checked path is the one opened.
    const int fd = ::open(target.c_str(), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT || errno == ENOTDIR) return {std::nullopt, "not found (looked for " + given.string() + ")"};
        return {std::nullopt, "cannot be opened (" + std::string(std::strerror(errno)) + "); expected a readable file"};
    }
    struct stat info {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(fd);
        return {std::nullopt, "is not a regular file (a folder, a FIFO, a device or a socket); expected a file"};
    }
    std::string bytes;
    bytes.reserve(static_cast<std::size_t>(info.st_size));
    char buffer[1 << 16];
    for (;;) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            const std::string why = std::strerror(errno);
            ::close(fd);
            return {std::nullopt, "cannot be read (" + why + ")"};
        }
        if (got == 0) break;
        bytes.append(buffer, static_cast<std::size_t>(got));
    }
    ::close(fd);
    return {std::move(bytes), {}};
}

}  // namespace gavel
