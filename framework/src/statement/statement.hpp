// statement: what a contestant reads. A package's statement (statement_source.hpp finds it: LaTeX, Markdown or
// PDF, in a language) becomes one HTML page that stands alone, or a PDF; a contest's statements one booklet.
//
// LaTeX and Markdown go through pandoc (pandoc_reader.hpp) into pandoc's tree, which gavel walks (pandoc_walk.hpp:
// title, samples at their markers, images embedded, nothing unsafe kept) before pandoc writes it as HTML with
// MathML (pandoc_page.hpp). PDFs are typeset by pdflatex with gavel's own class of problemtools' macros
// (statement_pdf.hpp, problem_class.hpp). Both tools read files from elsewhere, so both run in a sandbox box
// (statement_box.hpp). Without pandoc, Markdown is rendered by cmark (tools/statement_html.hpp) into the same page.
//
//   statement_source.hpp  StatementSource, SourceKind, package_statements, find_statement
//   statement_box.hpp     ToolBox, ToolFile, ToolLimits, tool_installed
//   pandoc_reader.hpp     read_statement, write_html, pandoc_installed
//   pandoc_walk.hpp       WalkInput, prepare_document
//   pandoc_page.hpp       pandoc_statement_page
//   statement_image.hpp   find_image, leads_out: an image a statement names, found as graphicx finds it
//   statement_pdf.hpp     PdfProblem, statement_pdf, pdflatex_installed
//   problem_class.hpp     problem_class_text: the LaTeX class the PDFs are typeset with
#pragma once

#include "statement/pandoc_page.hpp"
#include "statement/pandoc_reader.hpp"
#include "statement/statement_pdf.hpp"
#include "statement/statement_source.hpp"
