// The languages table (run/languages.hpp, `--languages FILE`): any file is either loaded or refused with an
// InputError; every other exception, a crash, a leak or a hang is a finding.
#include <cstdint>

#include "base/errors.hpp"
#include "run/languages.hpp"
#include "scratch_folder.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const gavel::fuzz::ScratchFolder folder{};
    const auto file = folder.write("languages.yaml", gavel::fuzz::as_text(data, size));
    try {
        (void)gavel::load_languages(file);
    } catch (const gavel::InputError&) {
        // Refused with a located message: what a bad file should get.
    }
    return 0;
}
