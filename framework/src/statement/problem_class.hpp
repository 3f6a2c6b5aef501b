// gavel's LaTeX class for statements typeset by pdflatex (statement_pdf.hpp): a package's LaTeX statement is only
// a document's body, and the format leaves the class to the judge. Ours gives the macros problemtools' class
// does (\problemname, \illustration, the Input/Output/Interaction environments, \nextsample, \remainingsamples,
// \constant), written for gavel, with only what Debian's texlive-latex-base and -recommended hold.
//
// The wrapper document declares each problem's samples (\gavelsample{in}{answer}, \gavelinteraction{blocks of
// \gavelread, \gavelwrite, \gavelother}: files read verbatim) inside \begin{gavelproblem}{label}{title}{folder},
// then \input's the statement; the environment starts a fresh page with its counters reset and shows the
// samples the statement left when it ends.
#pragma once

#include <string_view>

namespace gavel::statement {

/// The class's name, as \documentclass names it; its file is <name>.cls.
inline constexpr std::string_view problem_class_name = "gavelstatement";

/// The text of gavelstatement.cls.
extern const std::string_view problem_class_text;

}  // namespace gavel::statement
