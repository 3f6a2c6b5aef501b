// gavel's version: --version prints it, and gavel merge refuses shard reports another version wrote.
#pragma once

#include <string_view>

namespace gavel {

inline constexpr std::string_view gavel_version = "0.1.0";

}  // namespace gavel
