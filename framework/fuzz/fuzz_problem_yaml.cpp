// problems/<id>/problem.yaml (config/problem_config.hpp): any file is either loaded or refused with an
// InputError; every other exception, a crash, a leak or a hang is a finding.
#include <cstdint>

#include "base/errors.hpp"
#include "config/problem_config.hpp"
#include "scratch_folder.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // A checker and a validator the file may name, so the fuzzer gets past "not found".
    static const gavel::fuzz::ScratchFolder folder{
        {"problems/p/check.cpp", "int main() { return 42; }\n"},
        {"problems/p/validate.cpp", "int main() { return 42; }\n"},
        {"problems/p/checker/main.cpp", "int main() { return 42; }\n"},
    };
    const auto file = folder.write("problems/p/problem.yaml", gavel::fuzz::as_text(data, size));
    try {
        (void)gavel::load_problem_config(file);
    } catch (const gavel::InputError&) {
        // Refused with a located message: what a bad file should get.
    }
    return 0;
}
