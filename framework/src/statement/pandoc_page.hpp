// A statement (LaTeX or Markdown) as one page that stands alone: read by pandoc, made ready by pandoc_walk,
// written by pandoc as HTML with MathML, inside gavel's page (tools/statement_html.hpp: stylesheet,
// Content-Security-Policy).
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "statement/statement_source.hpp"
#include "tools/statement_html.hpp"

namespace gavel::statement {

/// Largest statement read: a statement is pages, not megabytes.
inline constexpr std::size_t largest_statement = 1u << 20;

/// The page of the statement in `file` (LaTeX or Markdown, as `kind` says), its images in `folder`, titled by its
/// own title (\problemname; a Markdown statement's leading level-1 heading) or else `title`, with `samples`.
/// Throws InputError as read_statement and prepare_document do, and for a statement over a MiB.
std::string pandoc_statement_page(SourceKind kind, const std::filesystem::path& file, const std::filesystem::path& folder,
                                  const std::string& title, const std::vector<StatementSample>& samples,
                                  const std::function<void(const std::string&)>& warn);

}  // namespace gavel::statement
