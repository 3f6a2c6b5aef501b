// The two kinds of failure the command tells apart: bad input (exit 2) and everything else (exit 3).
#pragma once

#include <stdexcept>
#include <string>

namespace gavel {

/// Something a user gave us is wrong: a file, a plugin, an argument. `what()` is one line that names the
/// place ("problems/x/problem.yaml:4:9: ...") and says what was expected.
class InputError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
    InputError(const std::string& file, std::size_t line, std::size_t column, const std::string& message)
        : std::runtime_error(file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message) {}
};

/// A failure of the judge itself (a system call, an invariant); never blamed on a user or a contestant.
class InternalError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Throws InternalError naming the failed system call and errno's text.
[[noreturn]] void throw_system_error(const std::string& what);

}  // namespace gavel
