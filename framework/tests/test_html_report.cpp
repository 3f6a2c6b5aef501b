// --html on grade and verify: one page that stands alone, hostile text escaped, the matrix, the tests and a plot
// of time per test against the limit; and, where Chromium is installed, what a browser draws of it.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

#include "cli_runner.hpp"
#include "judged_packages.hpp"
#include "made_results.hpp"
#include "png_pixels.hpp"
#include "tools/report_html.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

using gavel::Duration;
using gavel::Verdict;

std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t count = 0;
    for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
    return count;
}

// A report with a message a hostile program could write: markup, a terminal escape, a bell, a bad byte.
gavel::Report hostile_report() {
    gavel::Report report;
    report.problem = "sum";
    report.solution = "x<b>.cpp";
    report.verdict = Verdict::wrong_answer;
    report.max_score = 100;
    report.tests = {made_result("g", "1", Verdict::accepted, 12), made_result("g", "2", Verdict::wrong_answer, 30, "<script>alert(1)</script>\x1b[31m\x07\xff"),
                    made_result("g", "3", Verdict::time_limit, 210), made_result("g", "4", Verdict::skipped, std::nullopt)};
    return report;
}

const std::vector<Duration> limits{ms(100), ms(100), ms(200), ms(200)};

// A verify page of one problem: a solution of each colour the screenshot looks for.
std::string verify_page() {
    gavel::VerifiedProblem problem;
    problem.matrix.problem = "sum";
    problem.matrix.groups = {"samples", "random"};
    const std::vector<std::pair<std::string, Verdict>> solutions{
        {"accepted/sum.cpp", Verdict::accepted}, {"wrong_answer/difference.c", Verdict::wrong_answer}, {"time_limit_exceeded/slow.c", Verdict::time_limit}};
    for (const auto& [name, verdict] : solutions) {
        problem.matrix.rows.push_back({name, std::string(gavel::long_name(verdict)), verdict, true, false,
                                       {{verdict, ms(50)}, {verdict, ms(90)}}});
        gavel::VerifyRow row;
        row.solution = name;
        row.expected = row.got = verdict;
        row.as_expected = true;
        row.report.tests = {made_result("g", "1", verdict, 40), made_result("g", "2", verdict, 90), made_result("g", "3", verdict, 150), made_result("g", "4", verdict, 60)};
        problem.rows.push_back(row);
    }
    problem.time_limits = limits;
    return gavel::verify_report_html(std::span(&problem, 1));
}

}  // namespace

TEST_CASE("an HTML report escapes what programs wrote and fetches nothing", "[html]") {
    const std::string page = gavel::grade_report_html(hostile_report(), limits);
    CHECK(occurrences(page, "<script") == 0);
    CHECK_THAT(page, Catch::Contains("&lt;script&gt;alert(1)&lt;/script&gt;\\x1b[31m\\x07\\xff"));
    CHECK_THAT(page, Catch::Contains("x&lt;b&gt;.cpp"));
    CHECK(page.find('\x1b') == std::string::npos);
    CHECK(page.find('\x07') == std::string::npos);
    // Nothing to fetch: no URL, no attribute that loads one.
    CHECK(page.find("://") == std::string::npos);
    CHECK(page.find("src=") == std::string::npos);
    CHECK(page.find("href=") == std::string::npos);
    CHECK(page.find("<link") == std::string::npos);
    CHECK_THAT(page, Catch::Contains("Content-Security-Policy\" content=\"default-src 'none'"));
}

TEST_CASE("an HTML grade report has a row per test and a plot with a point per measured test and the limit as steps", "[html]") {
    const std::string page = gavel::grade_report_html(hostile_report(), limits);
    CHECK_THAT(page, Catch::Contains("<table class=\"tests\">"));
    CHECK(occurrences(page, "<tr><td class=\"num\">") == 4);
    CHECK_THAT(page, Catch::Contains("Verdict: <span class=\"wa\">wrong answer</span>. Score: 0 / 100."));
    // The skipped test has no time: no point for it, not one at 0.
    CHECK(occurrences(page, "<circle class=\"test\"") == 3);
    CHECK(occurrences(page, "<svg") == 1);
    const std::smatch path = [&] {
        std::smatch found;
        std::regex_search(page, found, std::regex("<path class=\"limit\" d=\"([^\"]*)\""));
        return found;
    }();
    REQUIRE(!path.empty());
    // One horizontal segment per test; the limit steps up from 100 ms to 200 ms at test 3: two heights.
    const std::string d = path[1];
    std::set<std::string> heights;
    const std::regex point("[ML]([0-9.]+) ([0-9.]+)");
    for (auto it = std::sregex_iterator(d.begin(), d.end(), point); it != std::sregex_iterator(); ++it) heights.insert((*it)[2]);
    CHECK(heights.size() == 2);
    CHECK(occurrences(d, "M") == 1);
    CHECK(occurrences(d, "L") == 7);
    CHECK_THAT(page, Catch::Contains(std::string("stroke=\"") + gavel::report_colours::limit_line));
}

TEST_CASE("graded_time_limits puts --time-limit in place of every test's limit", "[html]") {
    gavel::Problem problem;
    problem.limits.time = ms(1000);
    problem.suite.groups.resize(1);
    problem.suite.groups[0].cases.resize(3);
    CHECK(gavel::graded_time_limits(problem, std::nullopt) == std::vector<Duration>(3, ms(1000)));
    CHECK(gavel::graded_time_limits(problem, ms(300)) == std::vector<Duration>(3, ms(300)));
}

TEST_CASE("an HTML verify report has the matrix coloured by verdict and each solution's tests in details", "[html]") {
    const std::string page = verify_page();
    CHECK_THAT(page, Catch::Contains("<table class=\"matrix\">"));
    CHECK_THAT(page, Catch::Contains("<th>samples</th><th>random</th>"));
    CHECK_THAT(page, Catch::Contains("<td class=\"tle\">TLE 90 ms</td>"));
    CHECK(occurrences(page, "<details>") == 3);
    CHECK(occurrences(page, "<svg") == 3);
    CHECK(occurrences(page, "<circle class=\"test\"") == 12);
    CHECK_THAT(page, Catch::Contains("slowest accepted: none"));
    CHECK(page.find("://") == std::string::npos);
}

TEST_CASE("gavel grade --html writes the page of the grading", "[html][cli]") {
    const auto page_file = scratch() / "grade.html";
    const auto graded = gavel_test::gavel(on("root") + " grade sum " + FIXTURES_DIR + "/root/problems/sum/solutions/accepted/sum.cpp --html " + page_file.string());
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 0);
    const std::string page = read_all(page_file);
    CHECK_THAT(page, Catch::Contains("<h1>sum: "));
    CHECK_THAT(page, Catch::Contains("Verdict: <span class=\"ac\">accepted</span>"));
    CHECK_THAT(page, Catch::Contains("<path class=\"limit\""));
    CHECK(occurrences(page, "<circle class=\"test\"") == occurrences(page, "<tr><td class=\"num\">"));
    CHECK(occurrences(page, "<tr><td class=\"num\">") > 1);
}

TEST_CASE("gavel verify --html writes the matrix and every solution's tests", "[html][cli]") {
    const auto page_file = scratch() / "verify.html";
    const auto verified = gavel_test::gavel(on("root") + " verify sum --html " + page_file.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    const std::string page = read_all(page_file);
    CHECK_THAT(page, Catch::Contains("<table class=\"matrix\">"));
    for (const char* solution : {"accepted/sum.cpp", "wrong_answer/difference.c", "time_limit_exceeded/slow.c", "runtime_error/crash.c"})
        CHECK_THAT(page, Catch::Contains(std::string("<h3>") + solution + "</h3>"));
    CHECK_THAT(page, Catch::Contains("<td class=\"tle\">TLE "));
    CHECK(occurrences(page, "<details>") == occurrences(page, "<h3>"));
}

TEST_CASE("an --html file that cannot be written, or one asked of a shard, is refused before anything is judged", "[html][cli]") {
    const std::string nowhere = (scratch() / "no-such-folder" / "report.html").string();
    for (const std::string& command : {" grade sum " + std::string(FIXTURES_DIR) + "/root/problems/sum/solutions/accepted/sum.cpp", std::string(" verify sum")}) {
        const auto refused = gavel_test::gavel(on("root") + command + " --html " + nowhere);
        check_refused(refused, "--html: " + nowhere + ": cannot write the file: No such file or directory");
        CHECK(refused.out.empty());  // no table: refused as the command line was read
        check_refused(gavel_test::gavel(on("root") + command + " --html " + scratch().string()), scratch().string() + ": a folder; expected a file name");
    }
    const std::string page = (scratch() / "report.html").string();
    check_refused(gavel_test::gavel(on("root") + " grade sum " + FIXTURES_DIR + "/root/problems/sum/solutions/accepted/sum.cpp --shard 1/2 --json " +
                        (scratch() / "shard.json").string() + " --html " + page),
                  "--shard with --html");
    check_refused(gavel_test::gavel(on("root") + " verify sum --shard 1/2 --json " + (scratch() / "shard.json").string() + " --html " + page),
                  "--shard with --html");
    CHECK_FALSE(fs::exists(page));
    // Trying the folder left no file in it.
    for (const auto& entry : fs::directory_iterator(scratch())) CHECK(entry.path().filename().string().rfind(".report.html.", 0) != 0);
}

TEST_CASE("Chromium headless draws an HTML report's matrix cells and time limit line", "[html][chromium]") {
    if (::access("/usr/bin/chromium", X_OK) != 0) {
        WARN("skipped: chromium not installed: make chromium installs it");
        return;
    }
    const fs::path folder = scratch() / "chromium";
    fs::create_directories(folder / "profile");
    const fs::path page = folder / "verify.html", screenshot = folder / "verify.png";
    std::ofstream(page) << verify_page();
    // Root needs --no-sandbox; the profile and HOME are the test's own; srgb keeps the page's colours exact.
    const int code = shell("HOME=" + folder.string() + " timeout 60 /usr/bin/chromium --headless --no-sandbox --disable-gpu --hide-scrollbars "
                           "--force-color-profile=srgb --user-data-dir=" + (folder / "profile").string() + " --window-size=1200,1600 --screenshot=" +
                           screenshot.string() + " file://" + page.string());
    INFO(read_all(scratch() / "shell.log"));
    REQUIRE(code == 0);
    const Pixels image = decode_png(read_all(screenshot));
    CHECK(image.width == 1200);
    CHECK(image.height == 1600);
    // Each matrix cell is tens of pixels of its verdict's colour; the limit line is hundreds of pixels long.
    CHECK(pixels_of(image, gavel::report_colours::accepted) > 200);
    CHECK(pixels_of(image, gavel::report_colours::wrong_answer) > 200);
    CHECK(pixels_of(image, gavel::report_colours::time_limit) > 200);
    CHECK(pixels_of(image, gavel::report_colours::limit_line) > 500);
    // And the page is not all one colour: most of it is the white background.
    CHECK(pixels_of(image, "#ffffff") > image.rgb.size() / 2);
}

TEST_CASE("gavel grade and verify --html write the page of a problem package", "[html][cli][package]") {
    // pairfind gives its time limit, so two submissions are all that need to run: one right, one wrong.
    const fs::path package = package_copy("pairfind", "html");
    const fs::path submissions = package / "submissions";
    for (const auto* folder : {"time_limit_exceeded", "run_time_error"}) fs::remove_all(submissions / folder);
    for (const auto* folder : {"accepted", "wrong_answer"})
        for (const auto& entry : std::vector<fs::path>(fs::directory_iterator(submissions / folder), fs::directory_iterator()))
            if (entry.filename() != "all_pairs.c" && entry.filename() != "same_twice.c") fs::remove_all(entry);
    const auto verify_file = scratch() / "package-verify.html", grade_file = scratch() / "package-grade.html";
    const auto verified = gavel_test::gavel("verify " + package.string() + " --html " + verify_file.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    const std::string verify_page = read_all(verify_file);
    CHECK_THAT(verify_page, Catch::Contains("<table class=\"matrix\">"));
    CHECK(occurrences(verify_page, "<h3>") == 2);
    CHECK(occurrences(verify_page, "<svg") == 2);
    const auto graded = gavel_test::gavel("grade " + package.string() + " " + (submissions / "accepted" / "all_pairs.c").string() + " --html " + grade_file.string());
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 0);
    const std::string grade_page = read_all(grade_file);
    CHECK_THAT(grade_page, Catch::Contains("Verdict: <span class=\"ac\">accepted</span>"));
    CHECK_THAT(grade_page, Catch::Contains("<path class=\"limit\""));
}
