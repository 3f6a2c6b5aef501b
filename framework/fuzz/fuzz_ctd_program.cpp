// checktestdata programs (ctd/program.hpp): any text is either read into a program (its literal REGEX patterns
// compiled) or refused with an InputError at a line and column; every other exception, a crash, a leak or a
// hang is a finding. Programs are not run: one may loop for ever, which is its author's to stop.
#include <cstdint>
#include <string>

#include "base/errors.hpp"
#include "ctd/program.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string source(reinterpret_cast<const char*>(data), size);
    try {
        const gavel::ctd::Program program = gavel::ctd::parse_program(source, "fuzz.ctd");
        (void)gavel::ctd::parse_presets("n=1", program, "--preset");
    } catch (const gavel::InputError&) {
        // Refused with a located message: what a bad program should get.
    }
    return 0;
}
