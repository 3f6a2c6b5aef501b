#include "statement/statement_image.hpp"

#include <algorithm>

namespace gavel::statement {

namespace fs = std::filesystem;

bool leads_out(const std::string& name) {
    const fs::path path(name);
    if (path.is_absolute() || name.starts_with('~')) return true;
    return std::any_of(path.begin(), path.end(), [](const fs::path& part) { return part == ".."; });
}

FoundImage find_image(const fs::path& folder, const std::string& name, std::span<const std::string> prefixes,
                      std::span<const std::string_view> extensions, std::uintmax_t largest) {
    FoundImage linked{FoundImage::Outcome::missing, {}};
    bool large = false;
    for (const std::string& prefix : prefixes)
        for (const std::string_view extension : extensions) {
            fs::path at = folder;
            std::error_code error;
            bool reached = true;
            for (const auto& part : fs::path(prefix + name + std::string(extension))) {
                if (part.empty() || part == ".") continue;
                at /= part;
                const auto status = fs::symlink_status(at, error);
                if (fs::is_symlink(status) && linked.file.empty()) linked = {FoundImage::Outcome::linked, at};
                if (fs::is_symlink(status) || !fs::exists(status)) reached = false;
                if (!reached) break;
            }
            if (!reached || !fs::is_regular_file(fs::symlink_status(at, error))) continue;
            if (fs::file_size(at, error) <= largest) return {FoundImage::Outcome::found, at};
            large = true;
        }
    if (large) return {FoundImage::Outcome::too_large, {}};
    return linked;
}

}  // namespace gavel::statement
