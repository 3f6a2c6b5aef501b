// gavel checktestdata PROGRAM [DATA]: checktestdata's own command, run natively (ctd/). Options as checktestdata
// has them: -w/--whitespace-ok, -q/--quiet, -g/--generate, -s/--seed, -p/--preset.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace gavel::cli {

struct CheckTestDataCommand {
    std::string program;
    std::string data;  // "": standard input (checking) or standard output (generating)
    bool whitespace_ok = false;
    bool quiet = false;
    bool generate = false;
    std::optional<std::uint64_t> seed;
    std::string presets;
};

/// Checking: 0 when the data is valid, 1 when it is not (where and why on standard error). Generating: writes data
/// the program accepts (checked before it is written; another seed is tried when a choice fails), 0. A program
/// that does not parse, or fails as it runs, throws InputError (exit 2).
int check_test_data(const CheckTestDataCommand& command);

}  // namespace gavel::cli
