// generators/generators.yaml (generate/generation_plan.hpp): any file is either read into a plan or refused with
// an InputError; every other exception, a crash, a leak or a hang is a finding.
#include <cstdint>

#include "base/errors.hpp"
#include "generate/generation_plan.hpp"
#include "scratch_folder.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // Generators, a helper and a submission the file may name, so the fuzzer gets past "does not exist".
    static const gavel::fuzz::ScratchFolder folder{
        {"generators/gen.py", "print(1)\n"},
        {"generators/tree/main.py", "print(2)\n"},
        {"generators/lib/util.py", "\n"},
        {"submissions/accepted/a.py", "print(input())\n"},
    };
    folder.write("generators/generators.yaml", gavel::fuzz::as_text(data, size));
    try {
        (void)gavel::generate::read_generation_plan(folder.root());
    } catch (const gavel::InputError&) {
        // Refused with a located message: what a bad file should get.
    }
    return 0;
}
