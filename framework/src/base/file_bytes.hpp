// Whole files as bytes, for the files the judge itself wrote or the problem's author gave it.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace gavel {

/// Every byte of `path`, or nullopt when it cannot be opened or read (a folder cannot).
std::optional<std::string> read_file_bytes(const std::filesystem::path& path);

}  // namespace gavel
