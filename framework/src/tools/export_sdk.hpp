// The plugin SDK's headers (framework/include/gavel/), compiled into gavel by embed_sdk.cmake: gavel export
// writes them beside a plugin's source, so that the package's validators build with a plain compiler.
#pragma once

#include <span>
#include <string_view>

namespace gavel {

struct SdkHeader {
    std::string_view name;  // "sdk.hpp": the file under gavel/
    std::string_view text;
};

/// Every header of framework/include/gavel/ as this gavel was built with it.
std::span<const SdkHeader> sdk_headers();

}  // namespace gavel
