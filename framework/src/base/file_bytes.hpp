// Whole files as bytes: those the judge itself wrote or the problem's author gave it, read as they are; and
// those a sandboxed program left behind (a checker's feedback files), read only as what they claim to be.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace gavel {

/// Every byte of `path`, or nullopt when it cannot be opened or read (a folder cannot).
std::optional<std::string> read_file_bytes(const std::filesystem::path& path);

/// Every byte of `path`, a file the command was given or the problem needs; throws InputError naming it when it
/// cannot be read.
std::string read_needed_file(const std::filesystem::path& path);

/// Makes or replaces `path` with `bytes` and gives it `mode` (whatever the umask); throws InternalError naming it
/// when it cannot be written: the judge writes only where it made room.
void write_file_bytes(const std::filesystem::path& path, std::string_view bytes, unsigned mode = 0644);

/// A file a sandboxed program was free to make as it liked: it may be a symbolic link to a secret of the host's,
/// a FIFO that blocks its reader forever, a folder, or a file far larger than anyone will read.
struct LeftFile {
    enum class State {
        absent,   // no such file: the program did not write it
        read,     // a regular file: `bytes` holds its start
        refused,  // something else stands there (`refusal` says what); nothing was read from it
    };
    State state = State::absent;
    std::string bytes;
    bool truncated = false;  // read: the file held more than the limit, and only the limit was read
    std::string refusal;     // refused: "a symbolic link", "a FIFO", "a folder", "a file with 2 names", ...
};

/// Reads `name` in `folder` (a folder the judge made, which the program could write in) without trusting it:
/// neither the folder nor the file is followed when a symbolic link, the open never blocks, and only a regular
/// file with no other name (a hard link could name a secret) is read, at most `limit` bytes of it.
LeftFile read_left_file(const std::filesystem::path& folder, std::string_view name, std::size_t limit);

}  // namespace gavel
