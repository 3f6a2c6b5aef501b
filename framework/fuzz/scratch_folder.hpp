// The loaders read files, not bytes: a fuzz target writes each input into a folder of its own, made once per
// process under $TMPDIR and removed when the process ends normally. The folder holds a few small files that
// the YAML may name (data files, a checker, a validator), so inputs can reach past "file not found".
#pragma once

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>

namespace gavel::fuzz {

class ScratchFolder {
public:
    /// Creates the folder with `files` (relative path, content) in it.
    explicit ScratchFolder(std::initializer_list<std::pair<std::string_view, std::string_view>> files) {
        const char* tmp = std::getenv("TMPDIR");
        std::string pattern = std::string(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") + "/gavel-fuzz-XXXXXX";
        if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed for " + pattern);
        root_ = pattern;
        for (const auto& [relative, content] : files) write(relative, content);
    }
    ~ScratchFolder() {
        std::error_code ignored;
        std::filesystem::remove_all(root_, ignored);
    }
    ScratchFolder(const ScratchFolder&) = delete;
    ScratchFolder& operator=(const ScratchFolder&) = delete;

    /// Writes `content` to `relative` (its folders made as needed) and returns the full path.
    std::filesystem::path write(std::string_view relative, std::string_view content) const {
        const std::filesystem::path path = root_ / relative;
        std::filesystem::create_directories(path.parent_path());
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write(content.data(), static_cast<std::streamsize>(content.size()));
        if (!out) throw std::runtime_error("cannot write " + path.string());
        return path;
    }

    const std::filesystem::path& root() const { return root_; }

private:
    std::filesystem::path root_;
};

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

}  // namespace gavel::fuzz
