#include "statement/pandoc_reader.hpp"

#include <regex>

#include "base/errors.hpp"

namespace gavel::statement {
namespace {

// One line, so that pandoc's line numbers are the statement's plus one.
constexpr const char* problemtools_macros =
    R"(\newcommand{\problemname}[1]{\title{#1}})"
    R"(\newenvironment{Input}{\section*{Input}}{}\newenvironment{Output}{\section*{Output}}{})"
    R"(\newenvironment{Interaction}{\section*{Interaction}}{})"
    R"(\newcommand{\illustration}[3]{\begin{figure}\includegraphics[width=#1\textwidth]{#2}\caption{#3}\label{gavel-illustration}\end{figure}})"
    "\n";

// A statement of a few pages reads in well under a second; these are for a statement that never ends.
ToolLimits pandoc_limits() {
    ToolLimits limits;
    limits.cpu = std::chrono::seconds(10);
    limits.memory = 1024ull << 20;
    return limits;
}

// pandoc's heap held below the box's memory limit, so that a runaway expansion ends as pandoc's own heap
// overflow rather than a kill.
std::vector<std::string> pandoc_command(std::initializer_list<std::string> arguments) {
    std::vector<std::string> argv = {"pandoc", "+RTS", "-M768m", "-RTS", "--sandbox"};
    argv.insert(argv.end(), arguments);
    return argv;
}

[[noreturn]] void pandoc_failed(const RunResult& outcome, const std::string& what) {
    if (outcome.ending != RunResult::Ending::finished)
        throw InternalError("pandoc " + outcome.describe() + " while " + what + "\n" + outcome.message);
    throw InternalError("pandoc failed (exit " + std::to_string(outcome.status) + ") while " + what + ": " + outcome.message);
}

// pandoc's words, on one line: "Error at "source" (line L, column C):\n<why>\n<the line>\n ^" with the line
// moved to the statement's (the macros' line before it) and the quoted source line and caret left out.
[[noreturn]] void refuse(const std::filesystem::path& file, const std::string& message, std::size_t lines_before) {
    static const std::regex at(R"(\(line (\d+), column (\d+)\):?\s*)");
    std::smatch where;
    const bool placed = std::regex_search(message, where, at);
    std::string why = placed ? std::string(where.suffix()) : message;
    if (const std::size_t blank = why.find("\n\n"); blank != std::string::npos) why.resize(blank);
    while (!why.empty() && (why.back() == '\n' || why.back() == ' ')) why.pop_back();
    for (std::size_t at = why.find('\n'); at != std::string::npos; at = why.find('\n', at)) why.replace(at, 1, "; ");
    why = "pandoc cannot read the statement: " + why;
    if (!placed) throw InputError(file.string() + ": " + why);
    const std::size_t line = std::stoul(where[1]);
    throw InputError(file.string(), line > lines_before ? line - lines_before : 1, std::stoul(where[2]), why);
}

}  // namespace

bool pandoc_installed() { return tool_installed("pandoc"); }

nlohmann::json read_statement(ToolBox& box, SourceKind kind, const std::filesystem::path& file, const std::string& text) {
    if (!pandoc_installed())
        throw InputError(file.string() + ": a statement is read by pandoc, which is not installed (make pandoc "
                                         "installs Debian's pandoc)");
    const bool latex = kind == SourceKind::latex;
    const RunResult outcome = box.run(pandoc_command({"--quiet", "-f", latex ? "latex+raw_tex" : "commonmark_x", "-t", "json"}),
                                      pandoc_limits(), latex ? problemtools_macros + text : text);
    if (outcome.ending == RunResult::Ending::cpu_limit || outcome.ending == RunResult::Ending::wall_limit ||
        outcome.ending == RunResult::Ending::memory_limit || outcome.finished_with(251))
        throw InputError(file.string() + ": pandoc did not finish reading the statement (" + outcome.describe() +
                         "): a macro that expands without end?");
    // Whatever else pandoc refuses (a parse error, 64 or 65; a macro that expands into itself, 91) is the
    // statement's: its message, at the statement's line where pandoc gives one.
    if (outcome.ending == RunResult::Ending::finished && outcome.status != 0) refuse(file, outcome.message, latex ? 1 : 0);
    if (!outcome.ok()) pandoc_failed(outcome, "reading " + file.string());
    try {
        return nlohmann::json::parse(outcome.output);
    } catch (const nlohmann::json::exception& error) {
        throw InternalError("pandoc's document tree of " + file.string() + " is not JSON: " + error.what());
    }
}

std::string write_html(ToolBox& box, const nlohmann::json& document, const std::function<void(const std::string&)>& warn) {
    const RunResult outcome = box.run(pandoc_command({"-f", "json", "-t", "html5", "--mathml"}), pandoc_limits(), document.dump());
    if (!outcome.ok()) pandoc_failed(outcome, "writing the statement as HTML");
    // Its warnings, but not that it could not read its translations, which --sandbox keeps from it: the page's
    // words are ours, not pandoc's.
    std::size_t start = 0;
    while (start < outcome.message.size()) {
        std::size_t end = outcome.message.find('\n', start);
        if (end == std::string::npos) end = outcome.message.size();
        const std::string line = outcome.message.substr(start, end - start);
        start = end + 1;
        if (line.starts_with("[WARNING]") && line.find("ranslation") == std::string::npos) warn("pandoc: " + line.substr(10));
    }
    return outcome.output;
}

}  // namespace gavel::statement
