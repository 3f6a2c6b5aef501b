#include "statement/statement_pdf.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <optional>
#include <regex>
#include <string_view>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "statement/problem_class.hpp"
#include "statement/statement_box.hpp"
#include "statement/statement_image.hpp"

namespace gavel::statement {
namespace {

namespace fs = std::filesystem;

constexpr std::uintmax_t largest_file = 16ull << 20;    // one file of a statement's folder
constexpr std::uintmax_t largest_folder = 64ull << 20;  // all of one statement's folder
constexpr std::size_t largest_sample_text = 64 << 10;   // of one sample's text, what its table shows
constexpr std::size_t largest_log = 16 << 20;
constexpr std::size_t largest_pdf = 256 << 20;
// The wrapper document's name, so pdflatex leaves statement.pdf, .log and .aux in /box/work.
constexpr std::string_view job = "statement";
constexpr std::string_view problem_marker = "gavel: problem ";  // the class's log line as each problem starts

// graphicx's extensions under pdflatex, tried when the statement names an image without one.
constexpr std::array<std::string_view, 12> image_extensions = {"",      ".pdf", ".png", ".jpg", ".mps", ".jpeg",
                                                               ".jbig2", ".jb2", ".PDF", ".PNG", ".JPG", ".JPEG"};

std::string box_folder(std::size_t k) { return std::string(tool_input_folder) + "/" + std::to_string(k) + "/"; }

// `text` with what LaTeX would stop at as `?`: a byte that is not part of UTF-8, a control character but a line's
// end or a tab. Samples and problem.yaml's words are data, to be shown whatever they hold.
std::string as_utf8(std::string_view text) {
    std::string out;
    for (std::size_t at = 0; at < text.size();) {
        const unsigned char lead = text[at];
        const std::size_t length = (lead >= 0x20 && lead < 0x7f) || lead == '\n' || lead == '\t' || lead == '\r' ? 1
                                   : lead >= 0xc2 && lead < 0xe0                                          ? 2
                                   : lead >= 0xe0 && lead < 0xf0                                          ? 3
                                   : lead >= 0xf0 && lead < 0xf5                                          ? 4
                                                                                                          : 0;
        bool valid = length > 0 && at + length <= text.size();
        for (std::size_t k = 1; valid && k < length; ++k) valid = (static_cast<unsigned char>(text[at + k]) & 0xc0) == 0x80;
        out += valid ? text.substr(at, length) : "?";
        at += valid ? length : 1;
    }
    return out;
}

// problem.yaml's words and the labels are plain text, on one line: LaTeX's special characters escaped, and those
// the default OT1 fonts would draw as other glyphs (`<` as `¡`) named.
std::string latex_text(std::string_view text) {
    static const std::map<char, std::string> named = {{'\\', "\\textbackslash{}"}, {'~', "\\textasciitilde{}"},
                                                      {'^', "\\textasciicircum{}"}, {'<', "\\textless{}"},
                                                      {'>', "\\textgreater{}"}, {'|', "\\textbar{}"}};
    std::string out;
    for (const char c : as_utf8(text)) {
        if (const auto name = named.find(c); name != named.end()) out += name->second;
        else if (std::string_view("{}#$%&_").find(c) != std::string_view::npos) (out += '\\') += c;
        else out += std::isspace(static_cast<unsigned char>(c)) ? ' ' : c;
    }
    return out;
}

// The statement with its comments blanked (from a `%` no `\` escapes to the line's end), so that a command in
// one is not taken for the statement's; offsets, and so lines and columns, stay the text's.
std::string without_comments(std::string tex) {
    for (std::size_t at = 0; at < tex.size(); ++at) {
        if (tex[at] == '\\') ++at;
        else if (tex[at] == '%') for (; at < tex.size() && tex[at] != '\n'; ++at) tex[at] = ' ';
    }
    return tex;
}

// Where the control word `\name` stands in `tex`: not escaped (`\\name` is a line break and a word), not the
// start of a longer word.
std::vector<std::size_t> occurrences(std::string_view tex, std::string_view name) {
    std::vector<std::size_t> found;
    const std::string word = "\\" + std::string(name);
    for (std::size_t at = tex.find(word); at != std::string_view::npos; at = tex.find(word, at + 1)) {
        const std::size_t end = at + word.size();
        if (end < tex.size() && std::isalpha(static_cast<unsigned char>(tex[end]))) continue;
        std::size_t backslashes = 0;
        while (backslashes < at && tex[at - 1 - backslashes] == '\\') ++backslashes;
        if (backslashes % 2 == 0) found.push_back(at);
    }
    return found;
}

std::size_t skip_spaces(std::string_view tex, std::size_t at) {
    while (at < tex.size() && std::isspace(static_cast<unsigned char>(tex[at]))) ++at;
    return at;
}

struct Argument {
    std::string_view text;
    std::size_t end;  // just after its closing brace
};

// The braced argument at `at` (after spaces), or nullopt when there is none.
std::optional<Argument> braced(std::string_view tex, std::size_t at) {
    at = skip_spaces(tex, at);
    if (at >= tex.size() || tex[at] != '{') return std::nullopt;
    int depth = 0;
    for (std::size_t k = at; k < tex.size(); ++k) {
        if (tex[k] == '\\') ++k;
        else if (tex[k] == '{') ++depth;
        else if (tex[k] == '}' && --depth == 0) return Argument{tex.substr(at + 1, k - at - 1), k + 1};
    }
    return std::nullopt;
}

// Past \includegraphics's star and options ([width=...]), to where its file name's argument starts.
std::size_t past_options(std::string_view tex, std::size_t at) {
    at = skip_spaces(tex, at);
    if (at < tex.size() && tex[at] == '*') at = skip_spaces(tex, at + 1);
    if (at < tex.size() && tex[at] == '[') {
        const std::size_t close = tex.find(']', at);
        at = close == std::string_view::npos ? tex.size() : close + 1;
    }
    return at;
}

std::pair<std::size_t, std::size_t> line_and_column(std::string_view tex, std::size_t offset) {
    const std::string_view before = tex.substr(0, offset);
    const std::size_t line_start = before.rfind('\n');
    return {1 + static_cast<std::size_t>(std::count(before.begin(), before.end(), '\n')),
            offset - (line_start == std::string_view::npos ? 0 : line_start + 1) + 1};
}

// Why the image `name` cannot be shown, or "" when find_image finds it in `folder` under one of `prefixes` (the
// folder itself, \graphicspath's): only such files are copied into the box.
std::string image_refusal(const fs::path& folder, const std::string& name, const std::vector<std::string>& prefixes) {
    switch (find_image(folder, name, prefixes, image_extensions, largest_file).outcome) {
    case FoundImage::Outcome::found: return {};
    case FoundImage::Outcome::too_large: return "is larger than 16 MiB";
    case FoundImage::Outcome::linked: return "is a symbolic link, which is not followed";
    case FoundImage::Outcome::missing: break;
    }
    return "is not in the statement's folder " + folder.string();
}

// The images the statement names are there, and inside its folder: refused by name here, before pdflatex would
// only say it cannot find them. A name built by a macro is left to pdflatex, which sees nothing but the box.
void check_images(const StatementSource& source, std::string_view tex) {
    const auto refuse = [&](std::size_t at, const std::string& why) {
        const auto [line, column] = line_and_column(tex, at);
        throw InputError(source.file.string(), line, column, why);
    };
    std::vector<std::string> prefixes = {""};
    for (const std::size_t at : occurrences(tex, "graphicspath")) {
        const auto list = braced(tex, at + 13);
        for (auto item = list ? braced(list->text, 0) : std::nullopt; item; item = braced(list->text, item->end)) {
            const std::string prefix(item->text);
            if (leads_out(prefix)) refuse(at, "\\graphicspath folder '" + prefix + "' leads out of the statement's folder");
            prefixes.push_back(prefix);
        }
    }
    const auto check = [&](std::size_t at, const std::optional<Argument>& argument) {
        if (!argument) return;
        std::string name(argument->text);
        name.erase(0, name.find_first_not_of(" \t\n"));
        name.erase(name.find_last_not_of(" \t\n") + 1);
        if (name.size() >= 2 && name.front() == '"' && name.back() == '"') name = name.substr(1, name.size() - 2);
        if (name.find_first_of("\\#") != std::string::npos) return;
        if (name.empty()) refuse(at, "an image with no file name");
        if (leads_out(name)) refuse(at, "image '" + name + "' leads out of the statement's folder (an absolute path or '..')");
        if (const std::string why = image_refusal(source.folder, name, prefixes); !why.empty())
            refuse(at, "image '" + name + "' " + why);
    };
    for (const std::size_t at : occurrences(tex, "includegraphics")) check(at, braced(tex, past_options(tex, at + 16)));
    for (const std::size_t at : occurrences(tex, "illustration"))
        if (const auto width = braced(tex, at + 13)) check(at, braced(tex, width->end));
}

// The statement folder's regular files under /box/in/<k>/: pdflatex sees nothing else of it. A symbolic link
// (and what it points at) is left out, and so is a file too large to copy, which no image check lets through.
std::vector<ToolFile> folder_files(const fs::path& folder, std::size_t k) {
    std::vector<ToolFile> files;
    std::uintmax_t total = 0;
    std::error_code error;
    for (fs::recursive_directory_iterator entry(folder, error), end; !error && entry != end; entry.increment(error)) {
        if (!fs::is_regular_file(entry->symlink_status(error))) continue;
        const std::uintmax_t size = entry->file_size(error);
        if (error || size > largest_file) continue;
        if ((total += size) > largest_folder)
            throw InputError(folder.string() + ": the statement's folder holds more than 64 MiB; pdflatex is given at most that");
        const auto bytes = read_file_bytes(entry->path());
        if (!bytes) throw InputError(entry->path().string() + ": cannot be read");
        files.push_back({std::to_string(k) + "/" + entry->path().lexically_relative(folder).generic_string(), *bytes});
    }
    if (error) throw InputError(folder.string() + ": cannot be read: " + error.message());
    return files;
}

// A sample's text as its table shows it: at most 64 KiB, then a line saying how much is left out.
std::string shown_text(std::string_view text) {
    if (text.size() <= largest_sample_text) return as_utf8(text);
    std::size_t cut = text.rfind('\n', largest_sample_text);
    cut = cut == std::string_view::npos ? largest_sample_text : cut + 1;
    return as_utf8(text.substr(0, cut)) + "[... " + std::to_string(text.size() - cut) + " more bytes]\n";
}

// An exchange as runs of lines of one side, as samples_html lays it out: the judge's (`<`, read by the program),
// the program's (`>`), and lines of neither (the `---` between passes); markers and the space after them dropped.
std::vector<std::pair<std::string, std::string>> exchange_blocks(std::string_view exchange) {
    std::vector<std::pair<std::string, std::string>> blocks;  // {\gavelread | \gavelwrite | \gavelother, text}
    while (!exchange.empty()) {
        const std::size_t end = exchange.find('\n');
        std::string_view line = exchange.substr(0, end);
        exchange.remove_prefix(end == std::string_view::npos ? exchange.size() : end + 1);
        const std::string side = line.starts_with('<') ? "\\gavelread" : line.starts_with('>') ? "\\gavelwrite" : "\\gavelother";
        if (side != "\\gavelother") line.remove_prefix(line.starts_with("< ") || line.starts_with("> ") ? 2 : 1);
        if (blocks.empty() || blocks.back().first != side) blocks.emplace_back(side, "");
        blocks.back().second += std::string(line) + "\n";
    }
    return blocks;
}

// The document pdflatex typesets: our class, then each problem in its environment, its samples declared and its
// statement \input by its path in the box, so that pdflatex's file:line is the statement's own. The samples'
// texts are added to `files`, read verbatim by the class. `statements`: each one's text without comments, where a
// \problemname of its own is looked for.
std::string wrapper(const std::vector<PdfProblem>& problems, const std::vector<std::string>& statements, std::vector<ToolFile>& files) {
    std::string tex = "\\makeatletter\\def\\input@path{{" + std::string(tool_input_folder) + "/}}\\makeatother\n"
                      "\\documentclass{" + std::string(problem_class_name) + "}\n\\begin{document}\n";
    for (std::size_t k = 1; k <= problems.size(); ++k) {
        const PdfProblem& problem = problems[k - 1];
        tex += "\\begin{gavelproblem}{" + latex_text(problem.label) + "}{" + latex_text(problem.title) + "}{" + box_folder(k) + "}\n";
        for (std::size_t n = 1; n <= problem.samples.size(); ++n) {
            const StatementSample& sample = problem.samples[n - 1];
            const std::string stem = "samples/" + std::to_string(k) + "/" + std::to_string(n);
            const std::string in_box = std::string(tool_input_folder) + "/" + stem;
            if (sample.exchange.empty()) {
                files.push_back({stem + ".in", shown_text(sample.input)});
                files.push_back({stem + ".ans", shown_text(sample.answer)});
                tex += "\\gavelsample{" + in_box + ".in}{" + in_box + ".ans}\n";
                continue;
            }
            tex += "\\gavelinteraction{";
            std::size_t b = 0;
            for (const auto& [side, text] : exchange_blocks(shown_text(sample.exchange))) {
                const std::string block = "-" + std::to_string(++b) + ".txt";
                files.push_back({stem + block, text});
                tex += side + "{" + in_box + block + "}";
            }
            tex += "}\n";
        }
        if (occurrences(statements[k - 1], "problemname").empty()) tex += "\\problemname{}\n";
        tex += "\\input{" + box_folder(k) + problem.source.file.lexically_relative(problem.source.folder).generic_string() +
               "}\n\\end{gavelproblem}\n";
    }
    return tex + "\\end{document}\n";
}

struct LogError {
    std::string file;  // as pdflatex names it in the box; empty when the log gives no place
    std::size_t line = 0;
    std::string message, context;  // context: the statement's line up to where pdflatex stopped
    std::string problem_folder;    // the box folder of the problem being typeset
};

// The first error in pdflatex's log: its `file:line: message` line (-file-line-error), with the message of a
// `! ` line just before it where that says more (a missing file is "Emergency stop" at its place).
LogError first_error(std::string_view log) {
    std::vector<std::string> lines;
    bool continued = false;
    for (std::size_t start = 0, end = 0; start < log.size(); start = end + 1) {
        end = std::min(log.find('\n', start), log.size());
        const std::string_view line = log.substr(start, end - start);
        if (!continued) lines.emplace_back();
        lines.back() += line;
        continued = line.size() == 79;  // TeX breaks its log's lines at 79 characters
    }
    static const std::regex placed(R"(^(/[^:]*):(\d+): (.*)$)");
    static const std::regex context(R"(^l\.\d+ (.*)$)");
    LogError error;
    std::string pending;
    for (std::size_t at = 0; at < lines.size(); ++at) {
        std::smatch match;
        if (lines[at].starts_with(problem_marker)) error.problem_folder = lines[at].substr(problem_marker.size());
        else if (lines[at].starts_with("! ") && pending.empty()) pending = lines[at].substr(2);
        else if (std::regex_match(lines[at], match, placed)) {
            error.file = fs::path(match[1].str()).lexically_normal().string();  // "/box/in/1//sub.tex" by \input@path
            error.line = std::stoul(match[2]);
            error.message = pending.empty() ? std::string(match[3]) : pending;
            for (std::size_t next = at + 1; next < lines.size() && next < at + 16 && error.context.empty(); ++next)
                if (std::regex_match(lines[next], match, context)) error.context = match[1];
            return error;
        }
    }
    error.message = pending.empty() ? "no message in its log" : pending;
    return error;
}

// pdflatex's error as the statement's: in a statement folder's file, at its line; elsewhere (the wrapper, a
// sample's text), the statement of the problem being typeset.
[[noreturn]] void refuse(const LogError& error, const std::vector<PdfProblem>& problems) {
    std::string why = error.message;
    while (!why.empty() && (why.back() == '.' || why.back() == ' ')) why.pop_back();
    why = "pdflatex cannot typeset the statement: " + why;
    if (!error.context.empty())
        why += " (at '" + (error.context.size() > 60 ? "..." + error.context.substr(error.context.size() - 60) : error.context) + "')";
    for (std::size_t k = 1; k <= problems.size(); ++k)
        if (error.file.starts_with(box_folder(k)))
            throw InputError((problems[k - 1].source.folder / error.file.substr(box_folder(k).size())).lexically_normal().string(),
                             error.line, 0, why);
    const PdfProblem* problem = &problems.front();
    for (std::size_t k = 1; k <= problems.size(); ++k)
        if (error.problem_folder == box_folder(k)) problem = &problems[k - 1];
    std::string where = error.file.empty() ? "" : " (in gavel's document around the statement)";
    if (const std::string samples = std::string(tool_input_folder) + "/samples/"; error.file.starts_with(samples)) {
        const std::string rest = error.file.substr(samples.size());
        const std::size_t n = std::stoul(rest.substr(rest.find('/') + 1));
        if (n >= 1 && n <= problem->samples.size()) where = " (in sample " + problem->samples[n - 1].name + ")";
    }
    throw InputError(problem->source.file.string() + ": " + why + where);
}

// One pdflatex run over the wrapper; its log. Throws what the run's ending makes of it. A statement of a few
// pages typesets in a second: the limits hold one whose macros never end.
std::string typeset(ToolBox& box, const std::vector<PdfProblem>& problems) {
    const RunResult outcome = box.run({"pdflatex", "-interaction=nonstopmode", "-halt-on-error", "-file-line-error",
                                       "-no-shell-escape", "-output-directory=/box/work",
                                       std::string(tool_input_folder) + "/" + std::string(job) + ".tex"},
                                      ToolLimits{std::chrono::seconds(60), 1024ull << 20, largest_pdf});
    const std::string log = box.produced(std::string(job) + ".log", largest_log).value_or("");
    if (outcome.ending == RunResult::Ending::finished && outcome.status != 0) refuse(first_error(log), problems);
    if (outcome.ending == RunResult::Ending::cpu_limit || outcome.ending == RunResult::Ending::wall_limit ||
        outcome.ending == RunResult::Ending::memory_limit || outcome.ending == RunResult::Ending::output_limit)
        refuse({"", 0, "it did not finish (" + outcome.describe() + "): a macro that expands without end?", "",
                first_error(log).problem_folder},
               problems);
    if (!outcome.ok()) throw InternalError("pdflatex " + outcome.describe() + ": " + outcome.message);
    return log;
}

}  // namespace

bool pdflatex_installed() { return tool_installed("pdflatex"); }

std::string statement_pdf(const std::vector<PdfProblem>& problems) {
    if (problems.empty()) throw InternalError("statement_pdf: no problems to typeset");
    for (const PdfProblem& problem : problems)
        if (problem.source.kind != SourceKind::latex)
            throw InputError(problem.source.file.string() + ": only LaTeX statements are typeset as PDF");
    if (!pdflatex_installed())
        throw InputError(problems.front().source.file.string() + ": pdflatex not found: `make texlive` installs "
                                                                 "Debian's texlive-latex-base and texlive-latex-recommended");
    std::vector<ToolFile> files = {{std::string(problem_class_name) + ".cls", std::string(problem_class_text)}};
    // Each statement without its comments, read once: its images are checked and its \problemname looked for in it.
    std::vector<std::string> statements;
    for (std::size_t k = 1; k <= problems.size(); ++k) {
        const StatementSource& source = problems[k - 1].source;
        statements.push_back(without_comments(read_needed_file(source.file)));
        check_images(source, statements.back());
        const std::vector<ToolFile> folder = folder_files(source.folder, k);
        files.insert(files.end(), folder.begin(), folder.end());
    }
    files.push_back({std::string(job) + ".tex", wrapper(problems, statements, files)});
    ToolBox box;
    box.add_files(files);
    // Cross-references (\ref to a figure) are known only from the first run's .aux: a second run reads it
    // from /box/in, as /box/work is emptied before every run.
    if (typeset(box, problems).find("Rerun to get") != std::string::npos)
        if (const auto aux = box.produced(std::string(job) + ".aux", largest_log)) {
            box.add_files({{std::string(job) + ".aux", *aux}});
            typeset(box, problems);
        }
    const auto pdf = box.produced(std::string(job) + ".pdf", largest_pdf);
    if (!pdf) throw InputError(problems.front().source.file.string() + ": pdflatex made no pages (an empty statement?)");
    return *pdf;
}

}  // namespace gavel::statement
