// gavel statement ID [-o FILE] [--lang xx] [--pdf FILE]: a problem's statement as one HTML page with its samples,
// or typeset as PDF; a contest folder's statements as one PDF booklet (statement/statement.hpp).
#include <spdlog/spdlog.h>

#include <cstdio>
#include <filesystem>

#include "commands.hpp"
#include "package_commands.hpp"
#include "stop_signals.hpp"
#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "base/printable_text.hpp"
#include "package/contest_folder.hpp"
#include "package/package.hpp"
#include "plugin/plugin_search.hpp"
#include "problem/catalog.hpp"
#include "problem/open_problem.hpp"
#include "report/report.hpp"
#include "statement/statement.hpp"
#include "tools/statement_html.hpp"
#include "tools/statement_samples.hpp"

namespace gavel::cli {
namespace {

// Said before the problem is opened: a missing statement is the problem's, whatever else is wrong with it.
void require_statement(const std::filesystem::path& file, const char* expected) {
    std::error_code error;
    const auto status = std::filesystem::status(file, error);
    if (!std::filesystem::exists(status)) throw InputError(file.string() + ": no such file; expected " + expected);
    if (!std::filesystem::is_regular_file(status)) throw InputError(file.string() + ": not a file; expected " + expected);
}

void warn(const std::string& text) { spdlog::warn("{}", printable_text(text)); }

// A Markdown statement through pandoc where it is installed (math as MathML, tables, footnotes), else through cmark
// into the same page, said once.
std::string markdown_page(const std::filesystem::path& file, const std::string& title, const std::vector<StatementSample>& samples) {
    if (statement::pandoc_installed())
        return statement::pandoc_statement_page(statement::SourceKind::markdown, file, file.parent_path(), title, samples, warn);
    spdlog::warn("pandoc is not installed: {} is rendered by cmark, its math, tables and footnotes shown as text "
                 "(make pandoc installs it)", printable_text(file.string()));
    return statement_page(read_needed_file(file), file, title, samples, warn);
}

std::vector<StatementSample> samples_of(const ProblemJudge& judge) {
    return statement_samples(judge, [] {
        if (stop_requested()) throw InternalError("gavel statement stopped while the reference answered the samples");
    });
}

// A package's statement, in the language asked for, as the page shows it.
std::string package_page(const StatementCommand& command) {
    const statement::StatementSource source = statement::find_statement(command.id, command.language);
    if (source.kind == statement::SourceKind::pdf)
        throw InputError(source.file.string() + ": a PDF statement is shown as it is; gavel renders LaTeX and Markdown statements");
    const ProblemJudge judge(package::open_package(command.id).problem);
    const std::vector<StatementSample> samples = samples_of(judge);
    const std::string& title = judge.problem().title;
    if (source.kind == statement::SourceKind::latex)
        return statement::pandoc_statement_page(source.kind, source.file, source.folder, title, samples, warn);
    return markdown_page(source.file, title, samples);
}

std::string problem_page(const GlobalOptions& options, const StatementCommand& command) {
    const Catalog catalog(options.root);
    catalog.require(command.id);
    const std::filesystem::path file = catalog.problem_file(command.id).parent_path() / "statement.md";
    require_statement(file, "the problem's statement in CommonMark");
    const ProblemJudge judge(open_problem(catalog, command.id, plugin_search_path(options.plugin_path)));
    return markdown_page(file, judge.problem().title, samples_of(judge));
}

statement::PdfProblem pdf_problem(const std::filesystem::path& package, const std::string& label, const std::string& language) {
    statement::StatementSource source = statement::find_statement(package, language);
    const ProblemJudge judge(package::open_package(package).problem);
    return {std::move(source), judge.problem().title, label, samples_of(judge)};
}

// The packages a PDF is made of: one, or a contest's in contest order.
std::vector<statement::PdfProblem> pdf_problems(const StatementCommand& command) {
    std::vector<statement::PdfProblem> problems;
    if (names_package(command.id)) {
        problems.push_back(pdf_problem(command.id, "", command.language));
    } else if (names_contest(command.id)) {
        for (const auto& entry : package::open_contest_folder(command.id).entries) {
            if (!entry.missing.empty()) throw InputError(entry.missing);
            problems.push_back(pdf_problem(entry.path, entry.label, command.language));
        }
    } else {
        throw InputError(command.id + ": --pdf typesets a package's LaTeX statement (or a contest folder's); expected a "
                                      "problem package or a contest folder");
    }
    return problems;
}

void write_output(const std::string& file, const std::string& bytes, const std::string& what) {
    if (file.empty()) {
        if (std::fwrite(bytes.data(), 1, bytes.size(), stdout) != bytes.size() || std::fflush(stdout) != 0)
            throw InputError("standard output: cannot write the " + what);
        return;
    }
    write_file_atomically(file, bytes);
    spdlog::info("wrote the {} to {}", what, printable_text(file));
}

}  // namespace

int statement(const GlobalOptions& options, const StatementCommand& command) {
    if (!command.pdf_file.empty()) {
        write_output(command.pdf_file, statement::statement_pdf(pdf_problems(command)), "statement as PDF");
        if (command.out_file.empty()) return exit_passed;
    }
    if (names_contest(command.id) && !names_package(command.id))
        throw InputError(command.id + ": a contest folder's statements are typeset together: use --pdf FILE for its booklet");
    const bool package = names_package(command.id);
    if (!package && !command.language.empty())
        throw InputError("--lang " + command.language + ": a gavel problem has one statement, statement.md; --lang chooses among a package's");
    write_output(command.out_file, package ? package_page(command) : problem_page(options, command), "statement page");
    return exit_passed;
}

}  // namespace gavel::cli
