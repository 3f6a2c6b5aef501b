// gavel statement ID [-o FILE]: the page end to end (the bundled boggle, the fixtures' sum with its reference
// answering a sample, an exported package), written atomically, and each way it is refused.
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_runner.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

const std::string bundled = "--root " + std::string(SOURCE_DIR);

// A root of its own holding the fixtures' sum, its statement.md `statement` (none when empty), and `suite` as its
// suite when not empty. Returns the options that point gavel at it.
std::string sum_root(const std::string& name, const std::string& statement, const std::string& suite = "") {
    const fs::path root = copy_of_sum_root(name);
    if (!statement.empty()) std::ofstream(root / "problems" / "sum" / "statement.md") << statement;
    if (!suite.empty()) std::ofstream(root / "testcases" / "sum" / "suite.yaml") << suite;
    return "--root " + root.string() + " --plugin-path " + TEST_PLUGIN_DIR;
}

std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t count = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
    return count;
}

ino_t inode_of(const fs::path& path) {
    struct stat status {};
    REQUIRE(::stat(path.c_str(), &status) == 0);
    return status.st_ino;
}

}  // namespace

TEST_CASE("gavel statement boggle prints one page with its sample, and nothing in it is fetched", "[statement][cli]") {
    const auto shown = gavel(bundled + " statement boggle");
    INFO(shown.err);
    REQUIRE(shown.exit_code == 0);
    const std::string& page = shown.out;
    CHECK_THAT(page, Catch::StartsWith("<!DOCTYPE html>\n"));
    CHECK_THAT(page, Catch::Contains("<title>Boggle</title>"));
    CHECK(occurrences(page, "<h1>") == 1);
    CHECK_THAT(page, Catch::Contains(">Input</h2>"));
    // The suite's sample, input and answer, where the statement's marker stands (under its "Sample" heading).
    const std::string input = read_all(fs::path(SOURCE_DIR) / "testcases/boggle/data/sample.in");
    const std::string answer = read_all(fs::path(SOURCE_DIR) / "testcases/boggle/data/sample.ans");
    REQUIRE_FALSE(input.empty());
    CHECK_THAT(page, Catch::Contains("<th>Sample Input 1</th><th>Sample Output 1</th></tr>\n<tr><td><pre>" + input + "</pre></td>"));
    CHECK_THAT(page, Catch::Contains("<td><pre>" + answer + "</pre></td></tr>"));
    CHECK(page.find(">Sample</h2>") < page.find("Sample Input 1"));
    CHECK(page.find("Sample Output 1") < page.find(">Judging</h2>"));
    CHECK(page.find("{{") == std::string::npos);
    CHECK(page.find("http://") == std::string::npos);
    CHECK(page.find("https://") == std::string::npos);
    CHECK(page.find("<script") == std::string::npos);
    CHECK(page.find("<link") == std::string::npos);
}

TEST_CASE("gavel statement shows the interactive omok-hunt sample as its exchange", "[statement][cli]") {
    const auto shown = gavel(bundled + " statement omok-hunt");
    INFO(shown.err);
    REQUIRE(shown.exit_code == 0);
    CHECK_THAT(shown.out, Catch::Contains("<pre class=\"write\">? 3 2\n</pre></td></tr>\n<tr><td colspan=\"3\"><pre class=\"read\">2\n</pre>"));
    CHECK(shown.out.find("Sample Input") == std::string::npos);
}

TEST_CASE("gavel statement -o replaces the file atomically with the page standard output gets", "[statement][cli]") {
    const fs::path folder = scratch() / "statement-out", page = folder / "boggle.html";
    fs::remove_all(folder);
    fs::create_directories(folder);
    std::ofstream(page) << "an older page\n";
    const ino_t before = inode_of(page);
    const auto written = gavel(bundled + " statement boggle -o " + page.string());
    INFO(written.err);
    REQUIRE(written.exit_code == 0);
    CHECK(written.out.empty());
    CHECK(read_all(page) == gavel(bundled + " statement boggle").out);
    // Written beside it and renamed over it: a new file, never the old one rewritten in place, and nothing left.
    CHECK(inode_of(page) != before);
    std::size_t files = 0;
    for (const auto& entry : fs::directory_iterator(folder)) files += entry.path().filename() == "boggle.html" ? 1 : 100;
    CHECK(files == 1);
}

TEST_CASE("gavel statement refuses an unknown problem, a missing or unreadable statement and an -o it cannot write", "[statement][cli][errors]") {
    check_refused(gavel(bundled + " statement nosuch"), "unknown problem 'nosuch'");

    const std::string no_statement = sum_root("statement-none", "");
    const auto missing = gavel(no_statement + " statement sum");
    check_refused(missing, (scratch() / "statement-none/problems/sum/statement.md").string() +
                               ": no such file; expected the problem's statement in CommonMark");
    CHECK(line_count(missing.err) == 1);

    const std::string folder_statement = sum_root("statement-folder", "");
    fs::create_directories(scratch() / "statement-folder/problems/sum/statement.md");
    const auto unreadable = gavel(folder_statement + " statement sum");
    check_refused(unreadable, (scratch() / "statement-folder/problems/sum/statement.md").string() + ": not a file");
    CHECK(line_count(unreadable.err) == 1);

    const std::string two_markers = sum_root("statement-markers", "# Sum\n\n{{nextsample}}\n\n{{nextsample}}\n\n{{nextsample}}\n");
    check_refused(gavel(two_markers + " statement sum"),
                  "problems/sum/statement.md:7:1: {{nextsample}} with no sample left: expected at most 2");

    const fs::path nowhere = scratch() / "no-such-folder" / "page.html";
    const auto unwritable = gavel(bundled + " statement boggle -o " + nowhere.string());
    // Refused as the command line is read: the option's name, then CLI11's pointer to --help.
    check_refused(unwritable, "--output: " + nowhere.string() + ": cannot write the file: No such file or directory");
    CHECK(line_count(unwritable.err) == 2);
    CHECK_FALSE(fs::exists(nowhere.parent_path()));
    check_refused(gavel(bundled + " statement boggle -o " + scratch().string()), scratch().string() + ": a folder; expected a file name");
}

TEST_CASE("gavel statement answers a sample without a stored answer with the reference, and shows a generated one", "[statement][cli]") {
    const std::string options = sum_root("statement-reference", "Add them.\n",
                                         "problem: sum\ngroups:\n"
                                         "  - name: Sample\n    points: 0\n    cases:\n      - { name: unanswered, input: \"40 2\\n\" }\n"
                                         "    generate: { count: 1, seed: 5, params: { bound: 9 } }\n"
                                         "  - name: random\n    points: 100\n    cases:\n      - { name: r, input: \"7 7\\n\" }\n");
    const auto shown = gavel(options + " statement sum");
    INFO(shown.err);
    REQUIRE(shown.exit_code == 0);
    CHECK_THAT(shown.out, Catch::Contains("<h1>A plus B</h1>\n<p>Add them.</p>"));
    CHECK_THAT(shown.out, Catch::Contains(">Samples</h2>"));
    CHECK_THAT(shown.out, Catch::Contains("Sample Input 1</th><th>Sample Output 1</th></tr>\n<tr><td><pre>40 2\n</pre></td><td><pre>42\n</pre>"));
    CHECK_THAT(shown.out, Catch::Contains("Sample Output 2"));
    CHECK(shown.out.find("7 7") == std::string::npos);  // another group's case is no sample
}

TEST_CASE("gavel export writes the statement as the format wants it, its image beside it, and it renders as a package", "[statement][export]") {
    const std::string markdown = "# Adding\n\nAdd two numbers.\n\n![plus](figures/plus.png) ![far](https://example.com/a.png)\n\n"
                                 "## Samples\n{{remainingsamples}}\n\n## Notes\nNone.\n";
    const std::string options = sum_root("statement-export", markdown);
    const std::string picture = std::string("\x89PNG\r\n\x1a\n", 8) + "pixels";
    fs::create_directories(scratch() / "statement-export/problems/sum/figures");
    std::ofstream(scratch() / "statement-export/problems/sum/figures/plus.png", std::ios::binary) << picture;
    const fs::path out = scratch() / "statement-export-out";
    fs::remove_all(out);
    const auto exported = gavel(options + " export sum " + out.string());
    INFO(exported.out << exported.err);
    REQUIRE(exported.exit_code == 0);

    // The title heading left out (the format prepends problem.yaml's name), the marker kept (it is the format's own).
    const fs::path package = out / "sum";
    CHECK(read_all(package / "statement/problem.en.md") ==
          "Add two numbers.\n\n![plus](figures/plus.png) ![far](https://example.com/a.png)\n\n## Samples\n{{remainingsamples}}\n\n## Notes\nNone.\n");
    CHECK(read_all(package / "statement/figures/plus.png") == picture);
    CHECK_THAT(exported.err, Catch::Contains("the statement's title 'Adding' is left out: the format shows problem.yaml's name, 'A plus B'"));
    CHECK_THAT(exported.err, Catch::Contains("image 'https://example.com/a.png' is not a file beside the statement"));

    // The package's statement, rendered: its name as the heading, data/sample at the marker, the image embedded.
    const auto shown = gavel("statement " + package.string());
    INFO(shown.err);
    REQUIRE(shown.exit_code == 0);
    CHECK_THAT(shown.out, Catch::Contains("<h1>A plus B</h1>\n<p>Add two numbers.</p>"));
    CHECK(shown.out.find(">Samples</h2>") < shown.out.find("<td><pre>1 2\n</pre>"));
    CHECK(shown.out.find("<td><pre>-3\n</pre>") < shown.out.find(">Notes</h2>"));
    CHECK_THAT(shown.out, Catch::Contains("<img src=\"data:image/png;base64,"));
    CHECK_THAT(shown.err, Catch::Contains("image 'https://example.com/a.png' left out"));
    CHECK(shown.out.find("example.com") == std::string::npos);
}
