// A suite's data file ({ file: path } for an input or an answer). The suite may come from elsewhere, so the path
// is held to the suite's own folder and the file must be a regular one: a FIFO or a device would block the judge
// or never end, and a path out of the folder (../../etc/passwd, or a link to it) would feed anything on the
// machine to a contestant's program.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace gavel {

struct DataFile {
    std::optional<std::string> bytes;  // the file's content, when it could be read
    std::string refusal;               // otherwise why not, as "...; expected ..."
};

/// Reads `relative` inside `folder`, every symbolic link followed before the check.
DataFile read_data_file(const std::filesystem::path& folder, const std::filesystem::path& relative);

}  // namespace gavel
