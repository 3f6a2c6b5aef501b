// Compiling in the sandbox: a source can make its compiler run away (templates, #include of /dev/zero), so every
// compiler runs in a box under the languages table's compile limits.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "base/limits.hpp"
#include "base/run_result.hpp"
#include "run/compile_cache.hpp"
#include "run/languages.hpp"
#include "sandbox/box.hpp"

namespace gavel {

/// How a compile command runs: under `limits` (the table's compile_limits), with the environment a compiler needs;
/// {memory_mib} in `argv` is filled in from `limits`. `language`, when given, adds what its runtime needs (a
/// compiler that is a JVM reserves as much address space as the program's runtime does; Mono needs a /proc).
sandbox::RunSpec compile_spec(const Limits& limits, std::vector<std::string> argv, const Language* language = nullptr);

/// What a compiler said that failed: its standard error and output, the head kept, with `what` ("the
/// compiler") and how it ended in front when it did not finish.
std::string compile_failure_message(const RunResult& outcome, const std::string& what);

struct CompileResult {
    bool ok = false;
    std::string message;  // when not ok: why, in the compiler's words
};

struct CompiledProgram {
    bool ok = false;
    std::string message;  // when not ok: why, in the compiler's words
    std::string program;  // when ok: the program the compiler wrote ({binary})
};

/// Compiles `files` with `language` in `box` and returns the program it made. One file takes the language's
/// source name; a folder's files keep their names under /box/src, and {source} stands for every one of them
/// with the language's extensions.
CompiledProgram compile_sources(const std::vector<SourceFile>& files, const Language& language, const Limits& limits,
                                sandbox::Box& box);

/// compile_sources in a box of its own, the program written to `executable`.
CompileResult compile_in_box(const std::vector<SourceFile>& files, const Language& language, const Limits& limits,
                             const std::filesystem::path& executable);

}  // namespace gavel
