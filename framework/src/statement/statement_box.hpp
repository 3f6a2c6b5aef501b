// A statement's tools (pandoc, pdflatex) read files a package from elsewhere gave them: LaTeX can \input any file
// the reader can open, loop forever in its macros, or write where it likes. So each runs in a sandbox box, as a
// compiler does: it sees only the files copied in for it (under /box/in, read-only to it) and writes only its
// working folder /box/work; it has no network, and runs under time, memory and output limits.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "base/run_result.hpp"
#include "base/units.hpp"
#include "sandbox/box.hpp"

namespace gavel::statement {

struct ToolFile {
    std::string name;     // relative, under /box/in: "problem.en.tex", "images/a.png"
    std::string content;
};

struct ToolLimits {
    Duration cpu{std::chrono::seconds(30)};
    std::uint64_t memory = 2048ull << 20;
    std::uint64_t output = 64ull << 20;
};

/// Where the box keeps what is copied in, as the tool sees it.
inline constexpr const char* tool_input_folder = "/box/in";

/// One box for a statement's tools, run one after another.
class ToolBox {
public:
    ToolBox();
    /// Copies `files` under /box/in (folders made as needed). A name that is absolute or climbs with `..` is
    /// refused with InternalError: callers name only files they checked.
    void add_files(const std::vector<ToolFile>& files);
    /// Runs `argv` (argv[0] looked up in /usr/bin) in /box/work with `input` on standard input.
    RunResult run(const std::vector<std::string>& argv, const ToolLimits& limits, std::string_view input = {});
    /// A file the last run left in /box/work, read without following links, at most `limit` bytes; nullopt when it
    /// is not there or not a regular file.
    std::optional<std::string> produced(const std::string& name, std::size_t limit) const;

private:
    sandbox::Box box_;
};

/// Whether `program` (a name in /usr/bin) is installed.
bool tool_installed(const std::string& program);

}  // namespace gavel::statement
