// Which file of a package is its statement: statement/problem.<language>.<type> (2025-09), or
// problem_statement/problem.<language>.<type> (legacy), where type is tex, md or pdf. Archives keep one language
// or several; a command names the one it wants, else English, else the only one there is.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace gavel::statement {

enum class SourceKind { latex, markdown, pdf };

struct StatementSource {
    std::filesystem::path file;    // .../statement/problem.en.tex
    std::filesystem::path folder;  // the folder it lies in: its images and other files are looked for there
    std::string language;          // "en"
    SourceKind kind = SourceKind::latex;
};

/// Every statement file of the package in `package` (both folders), in language then type order.
std::vector<StatementSource> package_statements(const std::filesystem::path& package);

/// The statement in `language` (empty: "en", else the only language there is). Where one language has several
/// types, LaTeX comes first, then Markdown, then PDF. Throws InputError naming the folder and the languages
/// there are when there is none in that language, or when no language is asked and several but no English exist.
StatementSource find_statement(const std::filesystem::path& package, const std::string& language);

}  // namespace gavel::statement
