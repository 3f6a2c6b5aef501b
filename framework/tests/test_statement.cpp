// The statement page (tools/statement_html.hpp): CommonMark rendered by cmark, what a hostile statement cannot put
// in it, the samples escaped, at their markers or after the text, and images embedded or left out.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "base/printable_text.hpp"
#include "tools/statement_html.hpp"

using namespace gavel;
namespace fs = std::filesystem;

namespace {

const std::vector<StatementSample> no_samples;

std::vector<StatementSample> numbered_samples(int count) {
    std::vector<StatementSample> samples;
    for (int i = 1; i <= count; ++i)
        samples.push_back({"samples/s" + std::to_string(i), "in-" + std::to_string(i) + "\n", "out-" + std::to_string(i) + "\n", ""});
    return samples;
}

std::string page_of(const std::string& markdown, const std::vector<StatementSample>& samples = no_samples,
                    std::vector<std::string>* warnings = nullptr, const fs::path& file = "problems/p/statement.md") {
    return statement_page(markdown, file, "The Problem", samples, [&](const std::string& text) {
        if (warnings) warnings->push_back(text);
    });
}

std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t count = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
    return count;
}

// Where `part` is in `text`; fails the test when it is not there.
std::size_t position(const std::string& text, const std::string& part) {
    const std::size_t at = text.find(part);
    INFO("looking for " << part);
    REQUIRE(at != std::string::npos);
    return at;
}

}  // namespace

TEST_CASE("a statement page renders headings, emphasis, lists and code blocks, with the statement's own title", "[statement]") {
    const std::string page = page_of("# Boggle\n\nFind *words* on a **board**.\n\n## Input\n- five lines\n- then N\n\n"
                                     "```\nURLPM\nXPRET\n```\n\nUse `a < b` & more.\n");
    CHECK_THAT(page, Catch::StartsWith("<!DOCTYPE html>\n<html lang=\"en\">"));
    CHECK_THAT(page, Catch::Contains("<title>The Problem</title>"));
    CHECK_THAT(page, Catch::Contains("<h1>Boggle</h1>"));
    CHECK(occurrences(page, "<h1>") == 1);  // the statement's own title, not the problem's besides it
    CHECK_THAT(page, Catch::Contains("<p>Find <em>words</em> on a <strong>board</strong>.</p>"));
    CHECK_THAT(page, Catch::Contains("<h2>Input</h2>"));
    CHECK_THAT(page, Catch::Contains("<li>five lines</li>"));
    CHECK_THAT(page, Catch::Contains("<pre><code>URLPM\nXPRET\n</code></pre>"));
    CHECK_THAT(page, Catch::Contains("<code>a &lt; b</code> &amp; more."));
    // One page that fetches nothing: its style inline, a policy that forbids loading anything else.
    CHECK_THAT(page, Catch::Contains("<style>\n"));
    CHECK_THAT(page, Catch::Contains("default-src 'none'; img-src data:; style-src 'unsafe-inline'"));
    CHECK(page.find("http://") == std::string::npos);
    CHECK(page.find("https://") == std::string::npos);
}

TEST_CASE("a statement without a title heading is headed by the problem's title, escaped", "[statement]") {
    const std::string page = statement_page("Some text.\n\n# Not first\n", "statement/problem.en.md", "A <&> B", no_samples,
                                            [](const std::string&) {});
    CHECK_THAT(page, Catch::Contains("<title>A &lt;&amp;&gt; B</title>"));
    CHECK_THAT(page, Catch::Contains("<main>\n<h1>A &lt;&amp;&gt; B</h1>\n<p>Some text.</p>"));
    CHECK_THAT(page, Catch::Contains("<h1>Not first</h1>"));
}

TEST_CASE("raw HTML and script links in a statement are not passed through", "[statement]") {
    const std::string page = page_of("# T\n\n<script>alert(1)</script>\n\nText <b onclick=\"steal()\">bold</b> "
                                     "[a link](javascript:alert(2)) and <img src=x onerror=alert(3)>.\n\n"
                                     "<iframe src=\"https://evil.example/\"></iframe>\n");
    CHECK(page.find("<script") == std::string::npos);
    CHECK(page.find("onclick") == std::string::npos);
    CHECK(page.find("onerror") == std::string::npos);
    CHECK(page.find("<iframe") == std::string::npos);
    CHECK(page.find("javascript:") == std::string::npos);
    CHECK(page.find("evil.example") == std::string::npos);
    CHECK(occurrences(page, "<!-- raw HTML omitted -->") == 5);  // 2 blocks; <b ...>, </b>, <img ...> inline
    CHECK_THAT(page, Catch::Contains("<a href=\"\">a link</a>"));
}

TEST_CASE("samples are escaped: < > & and control bytes in an input or answer are text", "[statement]") {
    const std::vector<StatementSample> samples{{"samples/angle", "1 < 2 & 3 > 0\n<script>x</script>\n", "<b>yes</b>\x1b[2J\n", ""}};
    const std::string page = page_of("# T\n\nText.\n", samples);
    CHECK_THAT(page, Catch::Contains("<pre>1 &lt; 2 &amp; 3 &gt; 0\n&lt;script&gt;x&lt;/script&gt;\n</pre>"));
    CHECK_THAT(page, Catch::Contains("<pre>&lt;b&gt;yes&lt;/b&gt;\\x1b[2J\n</pre>"));
    CHECK(page.find("<b>yes") == std::string::npos);
    CHECK(page.find("<script>") == std::string::npos);
    CHECK(page.find('\x1b') == std::string::npos);
}

TEST_CASE("without a marker the samples follow the statement under a Samples heading", "[statement]") {
    const std::string page = page_of("# T\n\n## Input\nOne line.\n", numbered_samples(2));
    const std::size_t heading = position(page, "<h2>Samples</h2>");
    CHECK(position(page, "One line.") < heading);
    CHECK(heading < position(page, "Sample Input 1"));
    CHECK(position(page, "<pre>in-1\n</pre>") < position(page, "<pre>out-1\n</pre>"));
    CHECK(position(page, "<pre>out-1\n</pre>") < position(page, "Sample Input 2"));
    CHECK(position(page, "Sample Output 2") < position(page, "</main>"));
}

TEST_CASE("{{remainingsamples}} on a line of its own shows every sample there, and nothing is appended", "[statement]") {
    const std::string page = page_of("# T\n\n## Sample\n{{remainingsamples}}\n\n## Judging\nAfter.\n", numbered_samples(2));
    CHECK(position(page, "<h2>Sample</h2>") < position(page, "<pre>in-1\n</pre>"));
    CHECK(position(page, "<pre>out-2\n</pre>") < position(page, "<h2>Judging</h2>"));
    CHECK(page.find("{{remainingsamples}}") == std::string::npos);
    CHECK(page.find("<h2>Samples</h2>") == std::string::npos);
    CHECK(occurrences(page, "<pre>in-1\n</pre>") == 1);
}

TEST_CASE("{{nextsample}} shows one sample each, the rest follow the text, and one too many names its line", "[statement]") {
    const std::string page = page_of("# T\n\nA\n\n{{nextsample}}\n\nB\n\n{{nextsample}}\n\nC\n", numbered_samples(3));
    CHECK(position(page, "<p>A</p>") < position(page, "<pre>in-1\n</pre>"));
    CHECK(position(page, "<pre>in-1\n</pre>") < position(page, "<p>B</p>"));
    CHECK(position(page, "<p>B</p>") < position(page, "<pre>in-2\n</pre>"));
    CHECK(position(page, "<pre>in-2\n</pre>") < position(page, "<p>C</p>"));
    CHECK(position(page, "<p>C</p>") < position(page, "<h2>Samples</h2>"));
    CHECK(position(page, "<h2>Samples</h2>") < position(page, "Sample Input 3"));

    // Then {{remainingsamples}} takes what is left, even nothing.
    const std::string rest = page_of("{{nextsample}}\n\n{{remainingsamples}}\n\n{{remainingsamples}}\n", numbered_samples(2));
    CHECK(occurrences(rest, "class=\"sample\"") == 2);
    CHECK(rest.find("{{") == std::string::npos);

    try {
        page_of("# T\n\n{{nextsample}}\n\ntext\n\n{{nextsample}}\n", numbered_samples(1));
        FAIL("a second {{nextsample}} with one sample was taken");
    } catch (const InputError& error) {
        CHECK_THAT(error.what(), Catch::StartsWith("problems/p/statement.md:7:1: {{nextsample}} with no sample left: "
                                                   "expected at most 1"));
    }
}

TEST_CASE("a marker in a code block or within a sentence is text, and the samples follow the statement", "[statement]") {
    const std::string page = page_of("# T\n\n```\n{{remainingsamples}}\n```\n\nSee {{remainingsamples}} here.\n", numbered_samples(1));
    CHECK(occurrences(page, "{{remainingsamples}}") == 2);
    CHECK(position(page, "See {{remainingsamples}} here.") < position(page, "<h2>Samples</h2>"));
}

TEST_CASE("an interactive sample shows its exchange, each side marked, escaped", "[statement]") {
    const std::vector<StatementSample> samples{{"samples/talk", "board\n", "answer\n", "> ? 3 2\n< 2\n> ! <b>\n"}};
    const std::string page = page_of("# T\n\n{{remainingsamples}}\n", samples);
    CHECK_THAT(page, Catch::Contains("<th class=\"read\">Read</th><th>Sample Interaction 1</th><th class=\"write\">Write</th>"));
    CHECK_THAT(page, Catch::Contains("<pre class=\"write\">? 3 2\n</pre></td></tr>\n<tr><td colspan=\"3\"><pre class=\"read\">2\n</pre>"
                                     "</td></tr>\n<tr><td colspan=\"3\"><pre class=\"write\">! &lt;b&gt;\n</pre>"));
    CHECK(page.find("board") == std::string::npos);  // the exchange is shown instead of the input and answer
    CHECK(page.find("Sample Input") == std::string::npos);
}

TEST_CASE("an image beside the statement is embedded, and a URL, a missing file, a link or a path outside is left out", "[statement]") {
    const fs::path folder = fs::temp_directory_path() / ("gavel-statement-images-" + std::to_string(::getpid()));
    fs::remove_all(folder);
    fs::create_directories(folder / "pics");
    std::ofstream(folder / "pics" / "board.png", std::ios::binary) << std::string("\x89PNG\r\n\x1a\n", 8) << "abc";
    std::ofstream(folder / "secret.txt") << "root:x:0:0\n";
    fs::create_symlink(folder / "secret.txt", folder / "pics" / "linked.png");
    std::ofstream(folder / "drawing.svg") << "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>";

    std::vector<std::string> warnings;
    const std::string page = page_of("# T\n\n![the board](pics/board.png)\n\n![remote](https://example.com/x.png) "
                                     "![gone](missing.png) ![up](../secret.png) ![link](pics/linked.png) "
                                     "![vector](drawing.svg) ![absolute](/etc/passwd)\n",
                                     no_samples, &warnings, folder / "statement.md");
    // "\x89PNG\r\n\x1a\nabc" in base64.
    CHECK_THAT(page, Catch::Contains("<img src=\"data:image/png;base64,iVBORw0KGgphYmM=\" alt=\"the board\" />"));
    CHECK(occurrences(page, "<img") == 1);
    for (const char* alt : {"remote", "gone", "up", "link", "vector", "absolute"}) CHECK_THAT(page, Catch::Contains(alt));
    CHECK(page.find("example.com") == std::string::npos);
    CHECK(page.find("root:x") == std::string::npos);
    REQUIRE(warnings.size() == 6);
    CHECK(warnings[0] == (folder / "statement.md").string() + ":5: image 'https://example.com/x.png' left out: not a file "
                                                              "beside the statement (the page fetches nothing); its alt text is shown");
    CHECK_THAT(warnings[1], Catch::Contains("image 'missing.png' left out: no such file"));
    CHECK_THAT(warnings[2], Catch::Contains("image '../secret.png' left out: not a file beside the statement"));
    CHECK_THAT(warnings[3], Catch::Contains("image 'pics/linked.png' left out: no such file (a symbolic link is not followed)"));
    CHECK_THAT(warnings[4], Catch::Contains("image 'drawing.svg' left out: not a PNG, JPEG, GIF or WebP file"));
    CHECK_THAT(warnings[5], Catch::Contains("image '/etc/passwd' left out: not a file beside the statement"));
    fs::remove_all(folder);
}

TEST_CASE("markup_text escapes markup and shows control bytes as printable_text does", "[statement][printable]") {
    CHECK(markup_text("a<b>&\"c\" 'd'") == "a&lt;b&gt;&amp;&quot;c&quot; &#39;d&#39;");
    CHECK(markup_text("red\x1b[31m\tok\n") == "red\\x1b[31m\tok\n");
    CHECK(markup_text("\xff") == "\\xff");
}
