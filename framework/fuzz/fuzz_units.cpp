// Durations and sizes as YAML writes them (base/units.hpp). Either a value in the documented range with no
// error, or no value and an error naming the text; whatever is read, formatting it must work.
#include <cstdint>
#include <cstdlib>

#include "base/units.hpp"
#include "scratch_folder.hpp"

namespace {

// libFuzzer reports an abort as a finding, with the input that caused it.
void require(bool holds) {
    if (!holds) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = gavel::fuzz::as_text(data, size);
    std::string error;

    if (const auto duration = gavel::parse_duration(text, error)) {
        require(error.empty());
        require(duration->count() >= 1 && duration->count() <= std::int64_t{86400} * 1000 * 1000);
        require(!gavel::format_duration(*duration).empty());
    } else {
        require(!error.empty());
    }

    if (const auto bytes = gavel::parse_size(text, error)) {
        require(error.empty());
        require(*bytes >= 1 && *bytes <= std::uint64_t{1} << 40);
        require(!gavel::format_kib(*bytes / 1024).empty());
    } else {
        require(!error.empty());
    }
    return 0;
}
