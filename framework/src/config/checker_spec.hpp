// Which checker a problem uses, as problem.yaml names it.
#pragma once

#include <filesystem>
#include <string>

namespace gavel {

struct CheckerSpec {
    enum class Kind { automatic, exact, tokens, floats, plugin, external };
    enum class Protocol { testlib, kattis };
    Kind kind = Kind::automatic;  // automatic: the plugin's check if it has one, else tokens
    double absolute = 1e-6;       // floats only
    double relative = 1e-6;       // floats only
    std::filesystem::path program;  // external only: the checker's source, folder of sources, or executable
    Protocol protocol = Protocol::testlib;
};

}  // namespace gavel
