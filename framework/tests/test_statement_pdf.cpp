// gavel statement --pdf's typesetting (statement/statement_pdf.hpp), called on statement folders written here and
// read back with poppler's pdfinfo, pdftotext and pdfimages. Each test is skipped where texlive or poppler-utils
// is not installed.
#include <catch2/catch.hpp>

#include <unistd.h>
#include <zlib.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "cli_runner.hpp"
#include "statement/statement_pdf.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;
using gavel::StatementSample;
using gavel::statement::PdfProblem;
using gavel::statement::statement_pdf;

namespace {

bool can_typeset() {
    if (!gavel::statement::pdflatex_installed()) {
        WARN("skipped: pdflatex not installed: make texlive installs it");
        return false;
    }
    for (const char* tool : {"/usr/bin/pdftotext", "/usr/bin/pdfinfo", "/usr/bin/pdfimages"})
        if (::access(tool, X_OK) != 0) {
            WARN(std::string("skipped: ") + tool + " not installed: Debian's poppler-utils has it");
            return false;
        }
    return true;
}

void write(const fs::path& file, const std::string& bytes) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << bytes;
}

// A statement folder of its own, scratch()/pdf/<name>/statement, holding problem.en.tex.
PdfProblem problem(const std::string& name, const std::string& tex, std::vector<StatementSample> samples = {},
                   const std::string& title = "Yaml Title", const std::string& label = "") {
    const fs::path folder = scratch() / "pdf" / name / "statement";
    fs::remove_all(folder);
    write(folder / "problem.en.tex", tex);
    return {{folder / "problem.en.tex", folder, "en", gavel::statement::SourceKind::latex}, title, label, std::move(samples)};
}

// A real 8 by 8 red PNG image: pdflatex reads its pixels.
std::string red_png() {
    const auto chunk = [](const std::string& type, const std::string& data) {
        std::string bytes;
        for (int shift = 24; shift >= 0; shift -= 8) bytes += char((data.size() >> shift) & 0xff);
        const std::string body = type + data;
        const uLong crc = crc32(0, reinterpret_cast<const Bytef*>(body.data()), body.size());
        bytes += body;
        for (int shift = 24; shift >= 0; shift -= 8) bytes += char((crc >> shift) & 0xff);
        return bytes;
    };
    std::string rows;
    for (int row = 0; row < 8; ++row) {
        rows += '\0';  // no filter
        for (int pixel = 0; pixel < 8; ++pixel) rows += std::string("\xff\0\0", 3);
    }
    std::string packed(compressBound(rows.size()), '\0');
    uLongf size = packed.size();
    compress(reinterpret_cast<Bytef*>(packed.data()), &size, reinterpret_cast<const Bytef*>(rows.data()), rows.size());
    packed.resize(size);
    const std::string header("\0\0\0\x08\0\0\0\x08\x08\x02\0\0\0", 13);  // 8x8, 8 bits, RGB
    return std::string("\x89PNG\r\n\x1a\n", 8) + chunk("IHDR", header) + chunk("IDAT", packed) + chunk("IEND", "");
}

fs::path written_pdf(const std::string& pdf) {
    const fs::path file = scratch() / "pdf" / "typeset.pdf";
    write(file, pdf);
    return file;
}

// The PDF's text as pdftotext lays it out, of pages `first`..`last` (0: to the end).
std::string text_of(const std::string& pdf, int first = 1, int last = 0) {
    const fs::path file = written_pdf(pdf), text = scratch() / "pdf" / "typeset.txt";
    REQUIRE(shell("pdftotext -layout -f " + std::to_string(first) + (last ? " -l " + std::to_string(last) : "") + " " +
                  file.string() + " " + text.string()) == 0);
    return read_all(text);
}

int pages_of(const std::string& pdf) {
    REQUIRE(shell("pdfinfo " + written_pdf(pdf).string()) == 0);
    const std::string info = read_all(scratch() / "shell.log");
    const std::size_t at = info.find("Pages:");
    REQUIRE(at != std::string::npos);
    return std::stoi(info.substr(at + 6));
}

// What statement_pdf refused `problems` with; fails when it typeset them.
std::string refusal(const std::vector<PdfProblem>& problems) {
    try {
        statement_pdf(problems);
    } catch (const gavel::InputError& error) {
        return error.what();
    }
    FAIL("statement_pdf typeset what it should have refused");
    return {};
}

}  // namespace

TEST_CASE("a LaTeX statement is typeset as one page headed by its problemname", "[statement][pdf]") {
    if (!can_typeset()) return;
    const std::string pdf = statement_pdf({problem("named", "\\problemname{Adding Numbers}\nAdd $a$ and $b$; at most "
                                                            "\\constant{max_n} of them.\n\\begin{Input}Two numbers.\\end{Input}\n")});
    CHECK(pdf.starts_with("%PDF-"));
    CHECK(pages_of(pdf) == 1);
    const std::string text = text_of(pdf);
    CHECK(text.find("Adding Numbers") != std::string::npos);
    CHECK(text.find("Yaml Title") == std::string::npos);
    CHECK(text.find("max_n") != std::string::npos);
    CHECK(text.find("Input") != std::string::npos);
}

TEST_CASE("a statement without problemname is headed by problem.yaml's name, its LaTeX characters escaped", "[statement][pdf]") {
    if (!can_typeset()) return;
    const std::string text = text_of(statement_pdf({problem("unnamed", "Just text.\n", {}, "Sums & Carries_{100%} #1")}));
    CHECK(text.find("Sums & Carries") != std::string::npos);  // the underscore a rule, which pdftotext leaves out
    CHECK(text.find("{100%} #1") != std::string::npos);
    CHECK(text.find("Just text.") != std::string::npos);
}

TEST_CASE("a booklet puts each problem on its own pages in contest order, labelled", "[statement][pdf]") {
    if (!can_typeset()) return;
    const std::string pdf = statement_pdf({problem("first", "\\problemname{Apples}\nCount apples.\n", {}, "Apples", "A"),
                                           problem("second", "Count bananas.\n", {}, "Bananas", "B")});
    REQUIRE(pages_of(pdf) >= 2);
    const std::string first = text_of(pdf, 1, 1), last = text_of(pdf, pages_of(pdf), pages_of(pdf));
    CHECK(first.find("Problem A") != std::string::npos);
    CHECK(first.find("Apples") != std::string::npos);
    CHECK(first.find("Bananas") == std::string::npos);
    CHECK(last.find("Problem B") != std::string::npos);
    CHECK(last.find("Count bananas.") != std::string::npos);
}

TEST_CASE("samples are shown at nextsample and after the text, an interaction with its two sides apart", "[statement][pdf]") {
    if (!can_typeset()) return;
    const std::vector<StatementSample> samples = {{"sample/1", "3 4\n", "7\n", ""},
                                                  {"sample/2", "", "", "< 10 20\n> guess 15\n< higher\n"},
                                                  {"sample/3", "100 200\n", "300\n", ""}};
    const std::string text = text_of(statement_pdf({problem("samples", "Before.\n\\nextsample\nBetween.\n", samples)}));
    const std::size_t before = text.find("Before."), first = text.find("Sample Input 1"), between = text.find("Between."),
                      interaction = text.find("Sample Interaction 2"), third = text.find("Sample Output 3");
    REQUIRE(first != std::string::npos);
    REQUIRE(interaction != std::string::npos);
    REQUIRE(third != std::string::npos);
    CHECK(before < first);
    CHECK(first < between);
    CHECK(between < interaction);
    CHECK(interaction < third);
    CHECK(text.find("3 4") != std::string::npos);
    CHECK(text.find("300") != std::string::npos);
    // The judge's lines on the left, the program's on the right: in pdftotext's layout, further along their line.
    const auto column = [&](const std::string& words) {
        const std::size_t at = text.find(words);
        REQUIRE(at != std::string::npos);
        return at - text.rfind('\n', at);
    };
    CHECK(column("guess 15") > column("10 20") + 20);
    CHECK(text.find("< higher") == std::string::npos);
}

TEST_CASE("sample bytes LaTeX cannot show are replaced, not refused", "[statement][pdf]") {
    if (!can_typeset()) return;
    const StatementSample sample = {"sample/1", "caf\xc3\xa9 \xe2\x86\x92 \xff\x01 end\n", "ok\n", ""};  // UTF-8 no font has, not UTF-8
    const std::string text = text_of(statement_pdf({problem("bytes", "Text.\n", {sample})}));
    CHECK(text.find("end") != std::string::npos);
    CHECK(text.find("ok") != std::string::npos);
}

TEST_CASE("an illustration shows its PNG image and caption, and ref finds its figure", "[statement][pdf]") {
    if (!can_typeset()) return;
    PdfProblem drawn = problem("illustrated", "\\problemname{Red}\n\\illustration{0.3}{images/red.png}{A red square}\n"
                                              "Some text flows here.\n\\begin{figure}\\includegraphics[width=2cm]{images/red}"
                                              "\\caption{Again}\\label{fig:again}\\end{figure}\nSee Figure~\\ref{fig:again}.\n");
    write(drawn.source.folder / "images" / "red.png", red_png());
    const std::string pdf = statement_pdf({drawn});
    const std::string text = text_of(pdf);
    CHECK(text.find("A red square") != std::string::npos);
    CHECK(text.find("See Figure 1.") != std::string::npos);  // the second run resolved the reference
    REQUIRE(shell("pdfimages -list " + written_pdf(pdf).string()) == 0);
    CHECK(read_all(scratch() / "shell.log").find(" image ") != std::string::npos);
}

TEST_CASE("images missing or outside the statement's folder are refused by name before pdflatex runs", "[statement][pdf]") {
    if (!can_typeset()) return;
    const std::string missing = refusal({problem("missing", "Text.\n\n\\illustration{0.3}{nothere.png}{Gone}\n")});
    CHECK_THAT(missing, Catch::Contains("problem.en.tex:3:1: image 'nothere.png' is not in the statement's folder"));
    const std::string climbing = refusal({problem("climbing", "\\includegraphics[width=3cm]{../x.png}\n")});
    CHECK_THAT(climbing, Catch::Contains("problem.en.tex:1:1: image '../x.png' leads out of the statement's folder"));
    CHECK_THAT(refusal({problem("absolute", "\\includegraphics{/usr/share/x.png}\n")}), Catch::Contains("leads out"));
    PdfProblem linked = problem("linked", "\\includegraphics{link.png}\n");
    write(linked.source.folder.parent_path() / "outside.png", red_png());
    fs::create_symlink(linked.source.folder.parent_path() / "outside.png", linked.source.folder / "link.png");
    CHECK_THAT(refusal({linked}), Catch::Contains("image 'link.png' is a symbolic link"));
    // A commented-out image is not the statement's.
    CHECK(statement_pdf({problem("commented", "% \\includegraphics{nothere.png}\nText.\n")}).starts_with("%PDF-"));
}

TEST_CASE("pdflatex's errors are the statement's, at its own file and line", "[statement][pdf]") {
    if (!can_typeset()) return;
    const PdfProblem broken = problem("undefined", "\\problemname{Broken}\nFine.\n\nStill fine \\nosuchmacro{x}.\n");
    const std::string undefined = refusal({problem("fine", "Fine.\n", {}, "Fine", "A"), broken});
    CHECK_THAT(undefined, Catch::Contains((broken.source.folder / "problem.en.tex").string() + ":4:0: pdflatex cannot "
                                          "typeset the statement: Undefined control sequence"));
    CHECK_THAT(undefined, Catch::Contains("\\nosuchmacro"));
    const std::string too_many = refusal({problem("toomany", "\\nextsample\n\\nextsample\n", {{"sample/1", "1\n", "1\n", ""}})});
    CHECK_THAT(too_many, Catch::Contains("problem.en.tex:2:0: pdflatex cannot typeset the statement:"));
    CHECK_THAT(too_many, Catch::Contains("\\nextsample with no sample left (the problem has 1)"));
    CHECK_THAT(refusal({problem("unended", "\\begin{Input}\nNo end.\n")}), Catch::Contains("problem.en.tex"));
    // A file the statement \input's from its folder is named itself, at its own line.
    PdfProblem parts = problem("parts", "Start. \\input{part}\n");
    write(parts.source.folder / "part.tex", "Fine.\n\\oops\n");
    CHECK_THAT(refusal({parts}), Catch::StartsWith((parts.source.folder / "part.tex").string() + ":2:0: pdflatex cannot"));
}

TEST_CASE("a statement reads nothing of the host: input{/etc/passwd} shows none of it", "[statement][pdf]") {
    if (!can_typeset()) return;
    REQUIRE(read_all("/etc/passwd").find("root:") != std::string::npos);
    std::string shown;
    try {
        shown = text_of(statement_pdf({problem("passwd", "Secret: \\input{/etc/passwd}\n")}));
    } catch (const gavel::InputError& error) {
        shown = error.what();
        CHECK_THAT(shown, Catch::Contains("problem.en.tex:1:0: pdflatex cannot typeset the statement"));
    }
    CHECK(shown.find("root:") == std::string::npos);
}

TEST_CASE("only LaTeX statements are typeset as PDF", "[statement][pdf]") {
    PdfProblem markdown = problem("markdown", "# Title\n");
    markdown.source.kind = gavel::statement::SourceKind::markdown;
    CHECK_THAT(refusal({markdown}), Catch::Contains("problem.en.tex: only LaTeX statements are typeset as PDF"));
}
