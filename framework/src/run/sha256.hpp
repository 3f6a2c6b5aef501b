// SHA-256 (FIPS 180-4): the compile cache's key for a program's sources, and its check that a cached
// executable is still the bytes it stored.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace gavel {

/// Fed in pieces of any size, then finished once.
class Sha256 {
public:
    Sha256();
    void update(std::string_view bytes);
    /// The digest as 64 lower-case hex digits. The hash is spent: update() after it is an error.
    std::string hex_digest();

private:
    void compress(const std::uint8_t* block);

    std::array<std::uint32_t, 8> state_;
    std::array<std::uint8_t, 64> pending_{};
    std::size_t pending_size_ = 0;
    std::uint64_t total_bytes_ = 0;
    bool finished_ = false;
};

/// The hex digest of `bytes`.
std::string sha256_hex(std::string_view bytes);

/// The hex digest of the file's contents; throws InternalError naming the file when it cannot be read.
std::string sha256_file_hex(const std::filesystem::path& file);

}  // namespace gavel
