// BAPCtools' {seed}: int(sha512(salt + count part + command.strip()).hexdigest(), 16) % 2**31.
#include <cstdint>
#include <string>

#include "generate/command_words.hpp"
#include "generate/generation_plan.hpp"
#include "generate/sha512.hpp"

namespace gavel::generate {

std::uint32_t bapctools_seed(const std::string& random_salt, std::int64_t count_value, const std::string& command) {
    std::string hashed = random_salt;
    // BAPCtools hashes count_value - 1 (its counts were once 0-based); computed in unsigned arithmetic, as a
    // magnitude, so that no count value overflows.
    if (count_value > 1) hashed += ":" + std::to_string(static_cast<std::uint64_t>(count_value) - 1);
    if (count_value < 1) hashed += ":-" + std::to_string(1 - static_cast<std::uint64_t>(count_value));
    hashed += strip_python_space(command);
    const auto digest = sha512(hashed);
    // The digest read as one big-endian number, modulo a power of two: the low 31 bits of its last four bytes.
    const std::uint32_t last_word = (std::uint32_t{digest[60]} << 24) | (std::uint32_t{digest[61]} << 16) |
                                    (std::uint32_t{digest[62]} << 8) | std::uint32_t{digest[63]};
    return last_word & 0x7fffffffU;
}

}  // namespace gavel::generate
