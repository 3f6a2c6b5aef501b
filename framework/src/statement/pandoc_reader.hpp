// pandoc as gavel uses it: a reader of LaTeX and Markdown into pandoc's document tree (its JSON), and a writer of a tree as
// HTML with MathML. Both run in a ToolBox (statement_box.hpp) with pandoc's own --sandbox as well, so neither
// \input nor \include reaches a file, and under limits, since a statement's macros can expand without end.
//
// The LaTeX is the statement's text behind one line of definitions of problemtools' macros (\problemname,
// \illustration, the Input, Output and Interaction environments), so that a line pandoc names is the statement's
// line plus one. \nextsample and \remainingsamples stay undefined: pandoc keeps them as raw LaTeX, where
// pandoc_walk.hpp finds them.
#pragma once

#include <nlohmann/json.hpp>

#include <filesystem>
#include <functional>
#include <string>

#include "statement/statement_box.hpp"
#include "statement/statement_source.hpp"

namespace gavel::statement {

/// The id \illustration gives its image, for pandoc_walk to turn into the class the page floats to the right.
inline constexpr const char* illustration_id = "gavel-illustration";

bool pandoc_installed();

/// `text`, read from `file` (for messages), as pandoc's tree: LaTeX, or Markdown as CommonMark with the format's
/// extensions (math between dollars, pipe tables, footnotes; pandoc's commonmark_x). Throws InputError at the
/// statement's line and column with pandoc's message when pandoc refuses it, when it does not finish within its
/// limits, and when pandoc is not installed (naming `make pandoc`); InternalError when pandoc fails otherwise.
nlohmann::json read_statement(ToolBox& box, SourceKind kind, const std::filesystem::path& file, const std::string& text);

/// `document` written by pandoc as an HTML fragment, math as MathML. `warn` hears what pandoc warned of (a
/// formula it could not convert, shown as TeX).
std::string write_html(ToolBox& box, const nlohmann::json& document, const std::function<void(const std::string&)>& warn);

}  // namespace gavel::statement
