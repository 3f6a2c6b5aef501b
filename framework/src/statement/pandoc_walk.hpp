// What gavel changes in pandoc's tree of a statement before it becomes a page (pandoc_page.hpp writes it):
//   - the title: \problemname's (pandoc's meta title), or a Markdown statement's leading level-1 heading (gavel's
//     statement.md opens with one), else the problem's name, as the page's level-1 heading; a LaTeX statement's
//     own headings one level lower (\section is <h2>; Markdown's `## Input` is already);
//   - the samples: raw LaTeX \nextsample and \remainingsamples, and Markdown's paragraphs `{{nextsample}}` and
//     `{{remainingsamples}}` (the format's markers; within a sentence or a code block they are text), become the
//     sample tables (samples_html), the samples left over follow under a Samples heading; a next-sample marker
//     with none left names its line;
//   - images: each becomes a data: URL of its file in the statement's folder (LaTeX's search for a name without
//     extension included). One that is missing or whose path leads out of the folder (a URL, absolute, `..`, a
//     symbolic link) refuses a LaTeX statement, by name, as pdflatex would; in Markdown it is left out with a
//     warning, its alt text shown, as cmark's page does. One the page cannot show (a PDF) is its caption, said;
//   - what is not the statement's to put on a page: every other raw LaTeX or HTML, and links other than http,
//     https, mailto and the page's own anchors (their text stays).
#pragma once

#include <nlohmann/json.hpp>

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "statement/statement_source.hpp"
#include "tools/statement_html.hpp"

namespace gavel::statement {

struct WalkInput {
    SourceKind kind = SourceKind::latex;
    std::filesystem::path file;    // the statement, for messages
    std::filesystem::path folder;  // where its images are
    std::string text;              // the statement's text, to find the line of what pandoc's tree holds no line of
    std::string title;             // the problem's name, when the statement gives none
    std::vector<StatementSample> samples;
    std::function<void(const std::string&)> warn;
};

/// `document` made ready for write_html (pandoc_reader.hpp). Throws InputError as said above.
void prepare_document(nlohmann::json& document, const WalkInput& input);

}  // namespace gavel::statement
