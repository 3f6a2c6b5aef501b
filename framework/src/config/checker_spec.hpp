// Which checker a problem uses, as problem.yaml names it.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "base/limits.hpp"

namespace gavel {

struct CheckerSpec {
    enum class Kind { automatic, exact, tokens, floats, plugin, external };
    enum class Protocol { testlib, kattis };
    Kind kind = Kind::automatic;  // automatic: the plugin's check if it has one, else tokens
    double absolute = 1e-6;       // floats only
    double relative = 1e-6;       // floats only
    std::filesystem::path program;  // external only: the checker's source, folder of sources, or executable
    Protocol protocol = Protocol::testlib;
    /// Kattis only: the problem's own arguments (a package's legacy validator_flags), passed before each case's.
    std::vector<std::string> arguments;
    /// External only: the limits each check runs under (a package's validation_time, validation_memory and
    /// validation_output); absent, AuthorProgram's own.
    std::optional<Limits> limits;
    /// Kattis only: score.txt is the fraction (0 to 1) of the test's points (gavel's problem.yaml, whose suite gives
    /// the points), not a package's score; over 1 is the checker's failure.
    bool score_file_is_fraction = false;
};

}  // namespace gavel
