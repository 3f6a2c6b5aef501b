// A program that is a whole folder (build and run scripts, a Python module): its files as bytes, read from the
// problem, from what a build left in a box, or from the one file the compile cache keeps of a build.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gavel {

struct FolderFile {
    std::string name;  // relative to the folder, '/'-separated
    std::string content;
    bool executable = false;
};

/// Every regular file under `folder` (the problem author's own, read as read_sources reads it), with whether it
/// is executable. Throws InputError naming the folder when it cannot be read.
std::vector<FolderFile> read_program_folder(const std::filesystem::path& folder);

/// What a sandboxed program left in `folder`: regular files and folders only, none followed through a link and
/// none opened that could block, `limit` bytes in all. Returns nullopt with `refusal` saying what else stood
/// there ("build.log is a symbolic link"), or what was too large.
std::optional<std::vector<FolderFile>> read_left_folder(const std::filesystem::path& folder, std::uint64_t limit,
                                                        std::string& refusal);

/// Writes one file under `target` (an existing folder), making the folders of its name (0755) and giving the
/// file 0755 or 0644. Throws InternalError for a name that is absolute or climbs with "..".
void write_folder_file(const FolderFile& file, const std::filesystem::path& target);

/// Writes `files` under `target` (made when missing): folders 0755, files 0755 or 0644, so that a box's user
/// may read and run them and change none.
void write_program_folder(const std::vector<FolderFile>& files, const std::filesystem::path& target);

/// The files as one string, and back: how the compile cache keeps a built folder. unpack_folder returns nullopt
/// for bytes pack_folder did not make.
std::string pack_folder(const std::vector<FolderFile>& files);
std::optional<std::vector<FolderFile>> unpack_folder(std::string_view packed);

}  // namespace gavel
