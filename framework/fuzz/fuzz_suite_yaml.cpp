// testcases/<id>/suite.yaml (config/suite.hpp): any file is either loaded or refused with an InputError;
// every other exception, a crash, a leak or a hang is a finding. The suite must name problem `p`.
#include <cstdint>

#include "base/errors.hpp"
#include "config/suite.hpp"
#include "scratch_folder.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // Data files a case may name, so the fuzzer gets past "not found".
    static const gavel::fuzz::ScratchFolder folder{
        {"testcases/p/data/1.in", "1 2\n"},
        {"testcases/p/data/1.ans", "3\n"},
        {"testcases/p/data/empty.in", ""},
    };
    const auto file = folder.write("testcases/p/suite.yaml", gavel::fuzz::as_text(data, size));
    try {
        (void)gavel::load_suite(file, "p");
    } catch (const gavel::InputError&) {
        // Refused with a located message: what a bad file should get.
    }
    return 0;
}
