// Builds the filesystem a box sees and makes it the box's root.
#pragma once

#include <filesystem>
#include <string>

namespace gavel::sandbox {

/// In a new mount namespace: a tmpfs root at `root_dir` with /usr, the /bin /lib /lib64 /sbin links,
/// /etc/alternatives and /etc/java-* (read-only, where the host has them), a few devices, a private /tmp and
/// `box_dir` at /box (writable: only /box/work, and /box/feedback when `feedback_folder`), then pivot_root into
/// it. Returns "" or what failed.
std::string enter_box_root(const std::filesystem::path& root_dir, const std::filesystem::path& box_dir, bool feedback_folder);

}  // namespace gavel::sandbox
