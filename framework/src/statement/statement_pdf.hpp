// gavel statement --pdf: LaTeX statements typeset by pdflatex with gavel's own class (problem_class.hpp), one
// problem or a contest's booklet, each problem on fresh pages with its samples (problemtools' tables).
//
// pdflatex reads what the statement names, so it runs in a ToolBox (statement_box.hpp): it sees each statement's
// folder (regular files only, copied under /box/in/<k>/), the samples, the wrapper document and the class, and
// nothing of the host's but /usr and texlive's own settings. Images the statement names are checked before it
// runs, so that a missing one or one outside the folder is refused by name rather than by a TeX error; an error
// pdflatex reports is the statement's, at its own file and line.
#pragma once

#include <string>
#include <vector>

#include "statement/statement_source.hpp"
#include "tools/statement_html.hpp"

namespace gavel::statement {

struct PdfProblem {
    StatementSource source;                // kind latex; Markdown and PDF statements are refused
    std::string title;                     // problem.yaml's name: the heading when the statement has no \problemname
    std::string label;                     // the contest's label ("A"), or empty for a problem on its own
    std::vector<StatementSample> samples;  // shown at \nextsample and \remainingsamples, the rest after the text
};

/// Whether /usr/bin/pdflatex is there (`make texlive` installs it).
bool pdflatex_installed();

/// The PDF's bytes: `problems` in their order, each starting a page. Throws InputError naming the statement when
/// it is not LaTeX, when texlive is not installed, when an image it names (\includegraphics, \illustration) is
/// missing or lies outside its folder (an absolute path, `..`, a symbolic link), when its folder is too large,
/// and when pdflatex refuses it: pdflatex's message at the statement's file and line (a \nextsample with no
/// sample left among them).
std::string statement_pdf(const std::vector<PdfProblem>& problems);

}  // namespace gavel::statement
