#include "statement/problem_class.hpp"

namespace gavel::statement {

// In TeX, a comment says why; pdflatex reads this text, so it is kept to what texlive-latex-base and
// -recommended have, and the packages of texlive-latex-extra (wrapfig, ulem, multirow, epigraph) are used only
// where installed, a plain stand-in otherwise.
const std::string_view problem_class_text = R"cls(
% gavel's class for problem statements typeset by pdflatex: problemtools' macros (\problemname, \illustration,
% Input/Output/Interaction, \nextsample, \remainingsamples, \constant), written for gavel.
\NeedsTeXFormat{LaTeX2e}
\ProvidesClass{gavelstatement}[2025/01/01 gavel problem statements]
\LoadClass[a4paper,11pt]{article}
\RequirePackage{amsmath}
\RequirePackage{amssymb}
\RequirePackage{graphicx}
% A statement's \graphicspath names folders in its own folder, where pdflatex does not run: each is looked for
% there, and the statement's folder itself last.
\def\gavel@folder{}
\def\graphicspath#1{\def\Ginput@path{}%
  \@tfor\gavel@dir:=#1\do{\edef\Ginput@path{\Ginput@path{\gavel@folder\gavel@dir}}}%
  \edef\Ginput@path{\Ginput@path{\gavel@folder}}}
\RequirePackage{fancyvrb}
\RequirePackage{fancyhdr}
\RequirePackage{array}
\RequirePackage{listings}
\RequirePackage[margin=2.2cm,headheight=14pt]{geometry}
\RequirePackage{url}
\RequirePackage[hidelinks,bookmarks=false]{hyperref}
% Packages texlive-latex-extra holds; without it a plain stand-in keeps the statement typesetting: a figure
% flushed right without text flowing around it, a struck-out word that does not break, a cell not spanning rows.
\newif\ifgavel@wrapfig
\IfFileExists{wrapfig.sty}{\RequirePackage{wrapfig}\gavel@wrapfigtrue}{}
\ifgavel@wrapfig\else
  \newenvironment{wrapfigure}[3][0]{\par\def\@captype{figure}\noindent\if l#2\else\if L#2\else\hfill\fi\fi
    \begin{minipage}{#3}\centering}{\end{minipage}\par}
\fi
\IfFileExists{ulem.sty}{\RequirePackage[normalem]{ulem}}{}
\providecommand\sout[1]{\leavevmode\setbox\z@\hbox{#1}\rlap{\rule[.5ex]{\wd\z@}{.4pt}}\box\z@}
\IfFileExists{multirow.sty}{\RequirePackage{multirow}}{}
\providecommand\multirow[3]{#3}
\IfFileExists{epigraph.sty}{\RequirePackage{epigraph}}{}
\providecommand\epigraph[2]{\par\hfill\begin{minipage}{.6\textwidth}\itshape#1\par\raggedleft\upshape--- #2\end{minipage}\par\medskip}
\providecommand\tightlist{\setlength\itemsep{0pt}\setlength\parskip{0pt}}

\renewcommand\section{\@startsection{section}{1}{\z@}{-3ex}{1ex}{\normalfont\large\sffamily\bfseries}}
\renewcommand\subsection{\@startsection{subsection}{2}{\z@}{-3ex}{1ex}{\normalfont\normalsize\sffamily\bfseries}}
\newenvironment{Input}{\section*{Input}}{}
\newenvironment{Output}{\section*{Output}}{}
\newenvironment{Interaction}{\section*{Interaction}}{}
% Constants' values are not handed to pdflatex: the name is shown as written (`max_n` keeps its underscore).
\newcommand\constant[1]{\texttt{\detokenize{#1}}}

% The heading: the label ("Problem A") and the title, in the page's header too.
\def\gavel@label{}
\def\gavel@title{}
\newcommand\gavel@running{\ifx\gavel@label\@empty\else Problem \gavel@label: \fi\gavel@title}
\pagestyle{fancy}
\fancyhf{}
\fancyhead[L]{\small\sffamily\gavel@running}
\fancyfoot[C]{\small\thepage}
\newcommand\problemname[1]{%
  \def\gavel@name{#1}\ifx\gavel@name\@empty\else\gdef\gavel@title{#1}\fi
  \begin{center}\sffamily
    \ifx\gavel@label\@empty\else{\huge Problem \gavel@label}\\[3mm]\fi
    {\LARGE\gavel@title}
  \end{center}\par\medskip}

\newcommand\illustration[3]{%
  \ifgavel@wrapfig
    \begin{wrapfigure}{r}{#1\textwidth}\centering
      \includegraphics[width=#1\textwidth]{#2}\par\raggedleft\footnotesize#3\end{wrapfigure}%
  \else
    \par\noindent\hfill\begin{minipage}{#1\textwidth}\centering
      \includegraphics[width=\linewidth]{#2}\par\raggedleft\footnotesize#3\end{minipage}\par
  \fi\noindent\ignorespaces}

% Samples: the wrapper declares each (\gavelsample, \gavelinteraction) before the statement; the statement shows
% them at \nextsample and \remainingsamples, the problem's end shows the rest.
\newcounter{gavel@samples}
\newcounter{gavel@shown}
\newcommand\gavelsample[2]{\stepcounter{gavel@samples}%
  \expandafter\def\csname gavel@sample@\the\value{gavel@samples}\endcsname{\gavel@table{#1}{#2}}}
\newcommand\gavelinteraction[1]{\stepcounter{gavel@samples}%
  \expandafter\def\csname gavel@sample@\the\value{gavel@samples}\endcsname{\gavel@interaction{#1}}}
\newcommand\gavel@show{\stepcounter{gavel@shown}\csname gavel@sample@\the\value{gavel@shown}\endcsname}
\newcommand\nextsample{%
  \ifnum\value{gavel@shown}<\value{gavel@samples}\expandafter\@firstoftwo\else\expandafter\@secondoftwo\fi
  {\gavel@show}{\ClassError{gavelstatement}{\string\nextsample\space with no sample left
    (the problem has \the\value{gavel@samples})}{}}}
\newcommand\remainingsamples{\@whilenum\value{gavel@shown}<\value{gavel@samples}\do{\gavel@show}}

\newsavebox\gavel@inbox
\newsavebox\gavel@outbox
\newlength\gavel@half
\setlength\gavel@half{\dimexpr(\textwidth-4\tabcolsep-3\arrayrulewidth)/2\relax}
\newcommand\gavel@head[1]{\textsf{\textbf{#1}}}
% A sample is data, not LaTeX: a character our fonts lack is shown as a boxed `?` rather than stopping pdflatex.
\newcommand\gavel@verbatim[1]{{\def\UTFviii@undefined@err##1{\fbox{?}}\BVerbatimInput[baseline=t]{#1}}}
% Input and answer side by side where both fit in half the width, else one above the other.
\newcommand\gavel@table[2]{\par\medskip
  \sbox\gavel@inbox{\gavel@verbatim{#1}}\sbox\gavel@outbox{\gavel@verbatim{#2}}%
  \noindent
  \ifdim\wd\gavel@inbox>\gavel@half \gavel@stacked \else\ifdim\wd\gavel@outbox>\gavel@half \gavel@stacked
  \else
    \begin{tabular}{|p{\gavel@half}|p{\gavel@half}|}
      \multicolumn{1}{l}{\gavel@head{Sample Input \the\value{gavel@shown}}} &
      \multicolumn{1}{l}{\gavel@head{Sample Output \the\value{gavel@shown}}}\\\hline
      \usebox\gavel@inbox & \usebox\gavel@outbox\\\hline
    \end{tabular}%
  \fi\fi\par\medskip}
\newcommand\gavel@stacked{%
  \begin{tabular}{|p{\dimexpr\textwidth-2\tabcolsep-2\arrayrulewidth\relax}|}
    \multicolumn{1}{l}{\gavel@head{Sample Input \the\value{gavel@shown}}}\\\hline\usebox\gavel@inbox\\\hline
  \end{tabular}\par\smallskip\noindent
  \begin{tabular}{|p{\dimexpr\textwidth-2\tabcolsep-2\arrayrulewidth\relax}|}
    \multicolumn{1}{l}{\gavel@head{Sample Output \the\value{gavel@shown}}}\\\hline\usebox\gavel@outbox\\\hline
  \end{tabular}}
% An exchange: the judge's blocks (what the program reads) on the left, the program's on the right, other lines
% (the `---` between passes) across.
\newcommand\gavel@interaction[1]{\par\medskip\noindent
  \makebox[\textwidth]{\gavel@head{Read}\hfill\gavel@head{Sample Interaction \the\value{gavel@shown}}\hfill\gavel@head{Write}}%
  \par\nobreak#1\par\medskip}
\newcommand\gavel@block[2]{\par\nointerlineskip\vspace{2pt}\noindent
  \ifx r#1\else\hfill\fi
  \fbox{\begin{minipage}{\ifx a#1\dimexpr\textwidth-2\fboxsep-2\fboxrule\relax\else .55\textwidth\fi}%
    \gavel@verbatim{#2}\end{minipage}}\par}
\newcommand\gavelread[1]{\gavel@block r{#1}}
\newcommand\gavelwrite[1]{\gavel@block w{#1}}
\newcommand\gavelother[1]{\gavel@block a{#1}}

% One problem: a fresh page, its counters from the start. Its files are looked for in its own folder (#3), since
% the statement names them from there while pdflatex runs elsewhere; the log line "gavel: problem <folder>" tells
% gavel which problem an error outside the statement's own files (the wrapper's, a sample's) belongs to.
\newenvironment{gavelproblem}[3]{%
  \clearpage
  \gdef\gavel@label{#1}\gdef\gavel@title{#2}%
  \setcounter{gavel@samples}{0}\setcounter{gavel@shown}{0}%
  \setcounter{section}{0}\setcounter{figure}{0}\setcounter{table}{0}\setcounter{equation}{0}\setcounter{footnote}{0}%
  \def\input@path{{#3}}\def\gavel@folder{#3}\graphicspath{}%
  \typeout{gavel: problem #3}}
  {\remainingsamples\clearpage}
)cls";

}  // namespace gavel::statement
