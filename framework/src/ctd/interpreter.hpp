// Running a program: checking data against it, or writing data it accepts (checktestdata's -g).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ctd/data_reader.hpp"
#include "ctd/program.hpp"

namespace gavel::ctd {

struct CheckOptions {
    /// checktestdata's --whitespace-ok: SPACE takes any run of blanks (no newline), NEWLINE allows blanks before it
    /// and after it, and the data may start with blanks.
    bool whitespace_ok = false;
};

/// Why the data does not follow the program: where in the data, which command refused it, and what it found.
struct DataRefusal {
    std::uint64_t line = 1, column = 1;  // of the data, 1-based
    std::string message;                 // "expected an integer, found 'x'"
    Position command_at;                 // of the program
    std::string command;                 // "INT(1, n, x)"
    std::string context;                 // the data's line around the spot
    std::size_t caret = 0;               // the spot's place in context
};

/// nullopt when `data` is valid. A mistake of the program itself found while it runs (a variable read before it is
/// set, a string added to a number, a division by zero) throws InputError "PROGRAM:LINE:COLUMN: ...".
std::optional<DataRefusal> check_data(const Program& program, DataReader& data, const CheckOptions& options = {});

struct GenerateOptions {
    std::uint64_t seed = 0;
    std::vector<std::pair<int, Value>> presets;  // parse_presets': a read into one of them writes its value
};

/// Random data made by following the program, choosing numbers in their ranges, regular expressions' texts and
/// loop counts (ISEOF and MATCH are chosen at random, as checktestdata does); nullopt when the choices failed an
/// ASSERT or UNIQUE, with `why_not` saying which: try another seed. Throws InputError as check_data does.
std::optional<std::string> generate_data(const Program& program, const GenerateOptions& options, std::string& why_not);

/// "FILE:LINE:COLUMN: message\n  the line\n     ^\n  in PROGRAM:LINE:COLUMN: COMMAND"
std::string describe(const DataRefusal& refusal, const std::string& data_name, const std::string& program_file);

}  // namespace gavel::ctd
