// LaTeX statements as contest archives keep them: pandoc's tree walked by gavel (statement/pandoc_walk.hpp, with
// hand-made trees, so these run without pandoc), then `gavel statement` end to end on our LaTeX packages
// (tests/packages/latexsums; tests/judged/guess, interactive) and on hostile statements, where pandoc is installed.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "cli_runner.hpp"
#include "png_pixels.hpp"
#include "statement/pandoc_reader.hpp"
#include "statement/pandoc_walk.hpp"
#include "statement/statement_pdf.hpp"
#include "statement/statement_source.hpp"

using namespace gavel_test;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

const fs::path packages = fs::path(SOURCE_DIR) / "framework/tests/packages";

void write(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
}

json str(const std::string& text) { return {{"t", "Str"}, {"c", text}}; }
json raw_inline(const std::string& format, const std::string& text) { return {{"t", "RawInline"}, {"c", {format, text}}}; }
json raw_block(const std::string& format, const std::string& text) { return {{"t", "RawBlock"}, {"c", {format, text}}}; }
json para(json inlines) { return {{"t", "Para"}, {"c", std::move(inlines)}}; }
json image(const std::string& url) {
    return {{"t", "Image"}, {"c", {{"", json::array(), json::array()}, json::array({str("caption")}), {url, ""}}}};
}
json document_of(json blocks) { return {{"pandoc-api-version", {1, 22, 2, 1}}, {"meta", json::object()}, {"blocks", std::move(blocks)}}; }

std::vector<gavel::StatementSample> two_samples() {
    return {{"sample/1", "in-1\n", "out-1\n", ""}, {"sample/2", "in-2\n", "out-2\n", ""}};
}

struct Walked {
    json document;
    std::vector<std::string> warnings;
};

Walked walk(json blocks, const std::string& text, const fs::path& folder = fs::temp_directory_path(),
            std::vector<gavel::StatementSample> samples = two_samples()) {
    Walked walked{document_of(std::move(blocks)), {}};
    gavel::statement::prepare_document(walked.document, {gavel::statement::SourceKind::latex, folder / "problem.en.tex", folder, text, "Yaml Name", std::move(samples),
                                                         [&](const std::string& warning) { walked.warnings.push_back(warning); }});
    return walked;
}

// The sample tables the walked tree holds, in order: each raw HTML block's first sample number.
std::vector<std::string> sample_blocks(const json& document) {
    std::vector<std::string> found;
    for (const json& block : document["blocks"])
        if (block["t"] == "RawBlock") found.push_back(block["c"][1].get<std::string>().substr(0, 40));
    return found;
}

bool pandoc_here() {
    if (gavel::statement::pandoc_installed()) return true;
    WARN("skipped: pandoc not installed: make pandoc installs it");
    return false;
}

fs::path copy_of(const std::string& name, const std::string& tag) {
    const fs::path copy = scratch() / tag / name;
    fs::remove_all(copy.parent_path());
    fs::create_directories(copy.parent_path());
    fs::copy(packages / name, copy, fs::copy_options::recursive);
    return copy;
}

std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t count = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
    return count;
}

// A pixel of pure red text on white, anti-aliased or not: (255, v, v). The illustration's red bar is not.
bool text_red(const std::array<std::uint8_t, 3>& pixel) { return pixel[0] == 255 && pixel[1] == pixel[2] && pixel[1] < 200; }

std::size_t text_red_pixels(const Pixels& image) {
    return static_cast<std::size_t>(std::count_if(image.rgb.begin(), image.rgb.end(), text_red));
}

// The tallest band of rows holding red text, gaps of up to 4 rows bridged: a formula's parts (a sum and its limits
// above and below) are one band, lines of text (9 rows apart here) are not.
std::size_t tallest_red_band(const Pixels& image) {
    std::size_t tallest = 0;
    long first = -1, last = -10;
    for (std::uint32_t y = 0; y < image.height; ++y) {
        bool found = false;
        for (std::uint32_t x = 0; x < image.width && !found; ++x) found = text_red(image.rgb[std::size_t(y) * image.width + x]);
        if (!found) continue;
        if (static_cast<long>(y) - last > 5) first = y;
        last = y;
        tallest = std::max(tallest, static_cast<std::size_t>(last - first + 1));
    }
    return tallest;
}

}  // namespace

TEST_CASE("the walk titles the page, lowers the statement's headings and puts the samples at their markers", "[statement][latex]") {
    const json header = {{"t", "Header"}, {"c", {1, {"input", json::array(), json::array()}, json::array({str("Input")})}}};
    const Walked walked = walk({header, para({str("A"), raw_inline("latex", "\\nextsample")}), para({str("B")})}, "A \\nextsample\nB\n");
    const json& blocks = walked.document["blocks"];
    REQUIRE(blocks.size() == 7);  // title, Input, A, sample 1, B, Samples, sample 2
    CHECK(blocks[0]["c"][0] == 1);
    CHECK(blocks[0]["c"][2][0]["c"] == "Yaml Name");  // no \problemname: problem.yaml's name
    CHECK(blocks[1]["c"][0] == 2);                    // \section* of Input is <h2>
    CHECK(blocks[2] == para({str("A")}));
    CHECK_THAT(blocks[3]["c"][1].get<std::string>(), Catch::Contains("Sample Input 1") && Catch::Contains("<pre>in-1\n</pre>"));
    CHECK(blocks[4] == para({str("B")}));
    CHECK(blocks[5]["c"][2][0]["c"] == "Samples");
    CHECK_THAT(blocks[6]["c"][1].get<std::string>(), Catch::Contains("Sample Input 2"));

    // \problemname's title (pandoc's meta title) heads the page instead.
    Walked named{document_of(json::array()), {}};
    named.document["meta"]["title"] = {{"t", "MetaInlines"}, {"c", json::array({str("From"), str("LaTeX")})}};
    gavel::statement::prepare_document(named.document, {gavel::statement::SourceKind::latex, "p.tex", ".", "", "Yaml Name", {}, [](const std::string&) {}});
    CHECK(named.document["blocks"][0]["c"][2] == json::array({str("From"), str("LaTeX")}));
}

TEST_CASE("remainingsamples takes what is left, even nothing, and nextsample past the last names its line", "[statement][latex]") {
    const Walked walked = walk({raw_block("latex", "\\nextsample"), raw_block("latex", "\\remainingsamples"),
                                raw_block("latex", "\\remainingsamples")}, "");
    CHECK(sample_blocks(walked.document).size() == 3);  // sample 1, sample 2, and an empty block for nothing left
    CHECK(occurrences(walked.document.dump(), "Sample Input") == 2);

    try {
        walk({raw_block("latex", "\\nextsample"), raw_block("latex", "\\nextsample"), raw_block("latex", "\\nextsample")},
             "intro\n\\nextsample\ntext\n\\nextsample\n\n\\nextsample\n");
        FAIL("a third \\nextsample with two samples was taken");
    } catch (const gavel::InputError& error) {
        CHECK_THAT(error.what(), Catch::Contains("problem.en.tex:6:1: \\nextsample with no sample left: expected at most 2"));
    }
}

TEST_CASE("the walk drops raw LaTeX and HTML and unsafe links, and keeps their text", "[statement][latex]") {
    const json link = {{"t", "Link"}, {"c", {{"", json::array(), json::array()}, json::array({str("click")}), {"javascript:alert(1)", ""}}}};
    const json web = {{"t", "Link"}, {"c", {{"", json::array(), json::array()}, json::array({str("site")}), {"https://example.org/", ""}}}};
    const Walked walked = walk({para({str("x"), raw_inline("html", "<script>alert(1)</script>"), raw_inline("latex", "\\vspace{1em}"), link, web}),
                                raw_block("html", "<iframe src=x>")}, "");
    const std::string tree = walked.document.dump();
    CHECK(tree.find("script") == std::string::npos);
    CHECK(tree.find("iframe") == std::string::npos);
    CHECK(tree.find("vspace") == std::string::npos);
    CHECK(tree.find("javascript") == std::string::npos);
    CHECK_THAT(tree, Catch::Contains("click"));
    CHECK_THAT(tree, Catch::Contains("https://example.org/"));
}

TEST_CASE("images are embedded as LaTeX finds them, and one missing, outside or a link refuses the statement by name", "[statement][latex]") {
    const fs::path folder = scratch() / "latex-images";
    fs::remove_all(folder);
    write(folder / "pics" / "dot.png", std::string("\x89PNG\r\n\x1a\n", 8) + "rest");
    write(folder.parent_path() / "latex-secret.png", "secret");
    fs::create_symlink(folder.parent_path() / "latex-secret.png", folder / "linked.png");
    fs::create_symlink(folder.parent_path(), folder / "up");
    write(folder / "figure.pdf", "%PDF-1.4");

    const Walked embedded = walk({para({image("pics/dot")})}, "\\includegraphics{pics/dot}\n", folder);
    CHECK_THAT(embedded.document.dump(), Catch::Contains("data:image/png;base64,iVBORw0KGgpyZXN0"));

    const Walked pdf = walk({para({image("figure")})}, "\\includegraphics{figure}\n", folder);
    REQUIRE(pdf.warnings.size() == 1);
    CHECK_THAT(pdf.warnings[0], Catch::Contains("image 'figure' left out: not a PNG, JPEG, GIF or WebP file"));
    CHECK(pdf.document.dump().find("figure.pdf") == std::string::npos);

    const std::vector<std::pair<std::string, std::string>> refused = {
        {"missing", "image 'missing': no such file in"},
        {"../latex-secret.png", "image '../latex-secret.png': a path out of the statement's folder"},
        {"/etc/passwd", "image '/etc/passwd': a path out of the statement's folder"},
        {"https://example.org/x.png", "image 'https://example.org/x.png': a URL, which the page would fetch"},
        {"linked.png", "image 'linked.png': " + (folder / "linked.png").string() + " is a symbolic link, which gavel does not follow"},
        {"up/latex-secret.png", "image 'up/latex-secret.png': " + (folder / "up").string() + " is a symbolic link, which gavel does not follow"},
    };
    for (const auto& [name, message] : refused) {
        INFO(name);
        try {
            walk({para({str("x")}), para({image(name)})}, "first line\n\\includegraphics{" + name + "}\n", folder);
            FAIL("the image was taken");
        } catch (const gavel::InputError& error) {
            CHECK_THAT(error.what(), Catch::Contains("problem.en.tex:2:1: " + message));
        }
    }
}

TEST_CASE("a package's statement is found in its language, legacy folder included, or the languages there are named", "[statement][latex]") {
    const fs::path package = scratch() / "latex-languages";
    fs::remove_all(package);
    write(package / "statement" / "problem.nl.tex", "x");
    write(package / "statement" / "problem.de.md", "x");
    write(package / "statement" / "notes.txt", "x");
    using gavel::statement::find_statement;
    CHECK(find_statement(package, "nl").file.filename() == "problem.nl.tex");
    CHECK(find_statement(package, "de").kind == gavel::statement::SourceKind::markdown);
    CHECK_THROWS_WITH(find_statement(package, ""), Catch::Contains("no statement in 'en'; the package has de, nl (choose one with --lang)"));
    CHECK_THROWS_WITH(find_statement(package, "fr"), Catch::Contains("no statement in 'fr'; the package has de, nl"));
    fs::remove(package / "statement" / "problem.de.md");
    CHECK(find_statement(package, "").language == "nl");  // the only one

    const fs::path legacy = scratch() / "latex-legacy";
    fs::remove_all(legacy);
    write(legacy / "problem_statement" / "problem.en.tex", "x");
    CHECK(find_statement(legacy, "").folder.filename() == "problem_statement");
    CHECK_THROWS_WITH(find_statement(scratch() / "latex-none", ""), Catch::Contains("no statement; expected problem.<language>.tex"));
}

TEST_CASE("gavel statement renders a LaTeX package: its title, MathML, the illustration and the samples in place", "[statement][latex][cli]") {
    if (!pandoc_here()) return;
    const fs::path page = scratch() / "latexsums.html";
    const auto rendered = gavel_test::gavel("statement " + (packages / "latexsums").string() + " -o " + page.string());
    INFO(rendered.err);
    REQUIRE(rendered.exit_code == 0);
    const std::string html = read_all(page);
    CHECK_THAT(html, Catch::Contains("<h1>Sum of Many</h1>"));
    CHECK_THAT(html, Catch::Contains("<h2 class=\"unnumbered\" id=\"input\">Input</h2>"));
    CHECK(occurrences(html, "<math") >= 8);
    CHECK_THAT(html, Catch::Contains("<mo>∑</mo>"));
    CHECK_THAT(html, Catch::Contains("<msup><mn>10</mn><mn>6</mn></msup>"));  // the statement's own \limit, expanded
    CHECK_THAT(html, Catch::Contains("<div class=\"illustration\" style=\"width:35%\">"));
    CHECK_THAT(html, Catch::Contains("src=\"data:image/png;base64,"));
    CHECK(html.find("src=\"bars") == std::string::npos);
    // \nextsample shows the first sample before the last paragraph, the second follows under Samples.
    const std::size_t first = html.find("Sample Input 1"), text = html.find("The second sample"), second = html.find("Sample Input 2");
    CHECK(first < text);
    CHECK(text < html.find("<h2 id=\"samples\">Samples</h2>"));
    CHECK(html.find("<h2 id=\"samples\">Samples</h2>") < second);
    CHECK(second != std::string::npos);
    CHECK_THAT(html, Catch::Contains("<td><pre>2\n-5 17\n</pre></td><td><pre>12\n</pre></td>"));
    CHECK_THAT(html, Catch::Contains("Content-Security-Policy"));
    CHECK(html.find("<script") == std::string::npos);
}

TEST_CASE("gavel statement shows an interactive package's .interaction sample, each side in its column", "[statement][latex][cli]") {
    if (!pandoc_here()) return;
    const auto rendered = gavel_test::gavel("statement " + (fs::path(SOURCE_DIR) / "framework/tests/judged/guess").string());
    INFO(rendered.err);
    REQUIRE(rendered.exit_code == 0);
    CHECK_THAT(rendered.out, Catch::Contains("<h1>Guess the Number</h1>"));
    CHECK_THAT(rendered.out, Catch::Contains("<h2 class=\"unnumbered\" id=\"interaction\">Interaction</h2>"));
    CHECK_THAT(rendered.out, Catch::Contains("<th>Sample Interaction 1</th>"));
    CHECK_THAT(rendered.out, Catch::Contains("<pre class=\"write\">? 500\n</pre></td></tr>\n<tr><td colspan=\"3\"><pre class=\"read\">&lt;\n</pre>"));
    CHECK_THAT(rendered.out, Catch::Contains("<pre class=\"read\">=\n</pre></td></tr>\n<tr><td colspan=\"3\"><pre class=\"write\">! 327\n</pre>"));
    CHECK(rendered.out.find("Sample Input") == std::string::npos);
}

TEST_CASE("a hostile LaTeX statement reads no file, ends, and is refused at its line", "[statement][latex][cli][errors]") {
    if (!pandoc_here()) return;
    const fs::path package = copy_of("latexsums", "latex-hostile");
    const fs::path statement = package / "statement" / "problem.en.tex";
    const auto render = [&](const std::string& latex) {
        write(statement, "\\problemname{Hostile}\nA line.\n" + latex + "\n");
        return gavel_test::gavel("statement " + package.string());
    };
    // \input and \include: pandoc's sandbox and the box's root both keep the host's files away.
    const auto input = render("\\input{/etc/passwd} \\include{/etc/hostname} Text \\verbatiminput{/etc/passwd}");
    INFO(input.err);
    CHECK(input.exit_code == 0);
    CHECK(input.out.find("root:") == std::string::npos);
    CHECK_THAT(input.out, Catch::Contains("Text"));

    check_refused(render("\\def\\a{\\a\\a}\\a"), statement.string() + ": pandoc cannot read the statement: Loop encountered in expanding macro a");
    check_refused(render("\\begin{itemize} \\item x"), statement.string() + ":4:2: pandoc cannot read the statement: unexpected end of input");
    check_refused(render("\\includegraphics{../../problem.yaml}"), statement.string() + ":3:1: image '../../problem.yaml': a path out of the statement's folder");
    check_refused(render("\\illustration{0.3}{nothere.png}{x}"), statement.string() + ":3:1: image 'nothere.png': no such file");
    check_refused(gavel_test::gavel("statement " + package.string() + " --lang fr"), "no statement in 'fr'; the package has en");
}

TEST_CASE("a LaTeX statement whose macros never end is stopped at pandoc's limit and refused", "[statement][latex][cli][errors][slow]") {
    if (!pandoc_here()) return;
    const fs::path package = copy_of("latexsums", "latex-endless");
    write(package / "statement" / "problem.en.tex", "\\def\\a{x\\a}\\a\n");
    check_refused(gavel_test::gavel("statement " + package.string()), "pandoc did not finish reading the statement");
}

TEST_CASE("Chromium headless draws a LaTeX statement's title, its math as math and its sample table", "[statement][latex][chromium]") {
    if (!pandoc_here()) return;
    if (::access("/usr/bin/chromium", X_OK) != 0) {
        WARN("skipped: chromium not installed: make chromium installs it");
        return;
    }
    const fs::path folder = scratch() / "latex-chromium";
    fs::remove_all(folder);
    fs::create_directories(folder / "profile");
    const fs::path page = folder / "statement.html", screenshot = folder / "statement.png";
    const auto rendered = gavel_test::gavel("statement " + (packages / "latexsums").string());
    REQUIRE(rendered.exit_code == 0);
    // The test's own colours, pure so that a pixel of them is only ever the title's or the math's: the page's
    // policy allows inline style, which is all this adds.
    std::string html = rendered.out;
    html.insert(html.find("</head>"), "<style>h1 { color: #0000ff; } math { color: #ff0000; }</style>\n");
    std::ofstream(page) << html;
    const int code = shell("HOME=" + folder.string() + " timeout 60 /usr/bin/chromium --headless --no-sandbox --disable-gpu --hide-scrollbars "
                           "--force-color-profile=srgb --user-data-dir=" + (folder / "profile").string() + " --window-size=900,1200 --screenshot=" +
                           screenshot.string() + " file://" + page.string());
    INFO(read_all(scratch() / "shell.log"));
    REQUIRE(code == 0);
    const Pixels image = decode_png(read_all(screenshot));
    CHECK(pixels_of(image, "#0000ff") > 150);  // the title, "Sum of Many" in bold
    CHECK(text_red_pixels(image) > 500);      // the formulas
    // Math laid out as math: the display sum's limits stack above and below it, a band of red (41 rows here) taller
    // than any line of text (TeX shown as text would be lines of 20 rows at most).
    CHECK(tallest_red_band(image) >= 32);
    // Two sample tables, each a header row the width of the page.
    CHECK(pixels_of(image, "#e4e8ee") > 2 * 20 * 600);
    CHECK(pixels_of(image, "#ffffff") > image.rgb.size() / 3);
}

TEST_CASE("gavel statement --pdf typesets a package, and a contest folder as one booklet in contest order", "[statement][latex][pdf][cli]") {
    if (!gavel::statement::pdflatex_installed() || shell("command -v pdftotext && command -v pdfinfo") != 0) {
        WARN("skipped: pdflatex or poppler's pdftotext is not installed: make texlive installs them");
        return;
    }
    const fs::path contest = scratch() / "latex-booklet";
    fs::remove_all(contest);
    fs::create_directories(contest);
    fs::copy(packages / "latexsums", contest / "sums", fs::copy_options::recursive);
    fs::copy(fs::path(SOURCE_DIR) / "framework/tests/judged/guess", contest / "guess", fs::copy_options::recursive);
    // problems.yaml puts guess first, though sums comes first by name.
    write(contest / "problems.yaml", "- id: guess\n  label: A\n- id: sums\n  label: B\n");

    const fs::path single = contest / "sums.pdf";
    const auto typeset = gavel_test::gavel("statement " + (contest / "sums").string() + " --pdf " + single.string());
    INFO(typeset.err);
    REQUIRE(typeset.exit_code == 0);
    CHECK(typeset.out.empty());  // --pdf alone writes no page
    REQUIRE(shell("pdftotext " + single.string() + " " + (contest / "sums.txt").string()) == 0);
    const std::string text = read_all(contest / "sums.txt");
    CHECK_THAT(text, Catch::Contains("Sum of Many"));
    CHECK_THAT(text, Catch::Contains("Sample Input 2"));

    const fs::path booklet = contest / "booklet.pdf";
    const auto made = gavel_test::gavel("statement " + contest.string() + " --pdf " + booklet.string());
    INFO(made.err);
    REQUIRE(made.exit_code == 0);
    REQUIRE(shell("pdftotext " + booklet.string() + " " + (contest / "booklet.txt").string()) == 0);
    const std::string pages = read_all(contest / "booklet.txt");
    CHECK(pages.find("Guess the Number") < pages.find("Sum of Many"));
    CHECK(pages.find("Sample Interaction 1") < pages.find("Sum of Many"));
    REQUIRE(shell("pdfinfo " + booklet.string()) == 0);
    CHECK_THAT(read_all(scratch() / "shell.log"), Catch::Matches("[\\s\\S]*Pages:\\s+2\\s[\\s\\S]*"));

    // A contest folder's page is its booklet, asked for by name.
    check_refused(gavel_test::gavel("statement " + contest.string()), "a contest folder's statements are typeset together: use --pdf FILE");
    check_refused(gavel_test::gavel("statement " + (contest / "sums").string() + " --pdf " + (contest / "no/such/folder.pdf").string()), "folder.pdf");
}
