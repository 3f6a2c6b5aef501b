// SHA-512 (FIPS 180-4), for one purpose: BAPCtools derives a generated test's {seed} from the SHA-512 of its
// command, so gavel needs the same digest to write the same bytes.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace gavel::generate {

/// The 64-byte digest of `bytes`.
std::array<std::uint8_t, 64> sha512(std::string_view bytes);

}  // namespace gavel::generate
