// The languages table: every language the issue names is in it, Python 2 is refused rather than run as Python 3,
// a missing toolchain is said before anything runs (grade refuses, verify marks NOT RUN), `gavel languages`
// checks each toolchain, and the polyglot package verifies in every language whose toolchain is installed.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "cli_runner.hpp"
#include "graded_report.hpp"
#include "run/languages.hpp"
#include "run/program.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

std::string fixture(const std::string& name) { return (fs::path(FIXTURES_DIR) / "languages" / name).string(); }

std::string sum_suite() { return (fs::path(FIXTURES_DIR) / "java" / "suite.yaml").string(); }

// The polyglot package with only `folder` of its submissions, copied to scratch(): each folder is a test of its
// own, so that none runs long.
fs::path polyglot_with(const std::string& folder) {
    const fs::path copy = scratch() / ("polyglot-" + folder) / "polyglot";
    fs::remove_all(copy.parent_path());
    fs::create_directories(copy.parent_path());
    fs::copy(fs::path(SOURCE_DIR) / "framework/tests/judged/polyglot", copy, fs::copy_options::recursive);
    for (const auto& entry : fs::directory_iterator(copy / "submissions"))
        if (entry.path().filename() != folder) fs::remove_all(entry.path());
    // An endless program is TLE on its first test: each further test would only wait out the limit again.
    if (folder == "time_limit_exceeded")
        for (const char* extra : {"data/secret/2.in", "data/secret/2.ans"}) fs::remove(copy / extra);
    return copy;
}

void verify_polyglot_folder(const std::string& folder) {
    const auto table = gavel::load_languages(gavel::default_languages_file());
    const fs::path package = polyglot_with(folder);
    // --fail-fast: a program's verdict is what is checked, and an endless one need not run into the limit twice.
    const auto result = gavel_test::gavel("verify " + package.string() + " --fail-fast --json " + (scratch() / "polyglot.json").string());
    INFO(result.out << result.err);
    CHECK(result.exit_code == 0);
    const auto report = nlohmann::json::parse(read_all(scratch() / "polyglot.json"));
    const auto& rows = report["problems"][0]["submissions"];
    // One per language, and accepted/ has two folder submissions besides (a Prolog library, Java classes).
    CHECK(rows.size() == (folder == "accepted" ? 19u : 17u));
    std::size_t judged = 0;
    for (const auto& row : rows) {
        INFO(row["submission"]);
        const gavel::Language* language = gavel::solution_language(package / "submissions" / row["submission"].get<std::string>(), table);
        REQUIRE(language != nullptr);
        // Not run exactly when its toolchain is missing here; judged right otherwise.
        CHECK(row["not_run"].is_null() == gavel::unrunnable_reason(*language).empty());
        if (!row["not_run"].is_null()) continue;
        CHECK(row["as_expected"] == true);
        ++judged;
    }
    // C, C++ and Python 3 are always there (make deps): at least they were judged.
    CHECK(judged >= 3);
}

// The row of `gavel languages` whose first word is `name` (a regular expression over one short line: std::regex
// recurses per character, and over the whole output it overflows the stack of a sanitized build).
std::string row_of(const std::string& table, const std::string& name) {
    std::istringstream lines(table);
    for (std::string line; std::getline(lines, line);)
        if (line.rfind(name + " ", 0) == 0) return line;
    return "no row for " + name;
}

}  // namespace

TEST_CASE("the shipped table has the ICPC languages and those of real archives, each with a self-test", "[languages]") {
    const auto table = gavel::load_languages(gavel::default_languages_file());
    std::set<std::string> codes;
    for (const auto& language : table.languages) {
        codes.insert(language.code);
        INFO(language.name);
        if (language.unavailable.empty()) {
            CHECK_FALSE(language.hello.empty());
            CHECK_FALSE(language.toolchain.empty());
            CHECK_FALSE(language.packages.empty());
        }
    }
    for (const char* code : {"c", "cpp", "python3", "java", "kotlin", "javascript", "rust", "go", "csharp", "ruby", "haskell",
                             "ocaml", "php", "scala", "lisp", "prolog", "pascal", "python2"})
        CHECK(codes.count(code) == 1);
    REQUIRE(table.named("pypy3") != nullptr);
    CHECK(table.named("pypy3")->code == "python3");
}

TEST_CASE("a .py file whose shebang names python2 is Python 2, another .py is Python 3", "[languages]") {
    const auto table = gavel::load_languages(gavel::default_languages_file());
    CHECK(table.find("a.py", "#!/usr/bin/env python2")->name == "python2");
    CHECK(table.find("a.py", "#!/usr/bin/python2.7")->name == "python2");
    CHECK(table.find("a.py", "#!/usr/bin/env python3")->name == "python3");
    CHECK(table.find("a.py", "print('python2')")->name == "python3");
    CHECK(table.find("a.py2")->name == "python2");
}

TEST_CASE("a Python 2 program is refused, naming why, and never run as Python 3", "[languages]") {
    const auto result = gavel_test::gavel(on("root") + " grade sum " + fixture("legacy.py") + " --suite " + sum_suite());
    check_refused(result, "legacy.py: gavel cannot run Python 2 here: Debian 12 has no Python 2");
}

TEST_CASE("prefer pypy3 judges Python 3 sources with PyPy", "[languages]") {
    auto table = gavel::load_languages(gavel::default_languages_file());
    table.prefer("pypy3");
    CHECK(table.find("a.py")->name == "pypy3");
    CHECK(table.find("a.py3")->name == "pypy3");
    CHECK(table.named("python3")->extensions.empty());
    CHECK_THROWS_WITH(table.prefer("cobol"), Catch::Contains("--prefer cobol: no such language"));
    if (gavel::find_toolchain_program("pypy3").empty()) {
        WARN("skipped: no pypy3 (make languages installs it)");
        return;
    }
    const auto report = graded_report("root", "sum " + (fs::path(FIXTURES_DIR) / "solutions" / "sum.py").string() +
                                                  " --suite " + sum_suite() + " --prefer pypy3", 0);
    CHECK(report["verdict"] == "AC");
}

TEST_CASE("a Java file keeps the name of its public class, which is its entry point", "[languages]") {
    const auto table = gavel::load_languages(gavel::default_languages_file());
    CHECK(gavel::source_file_name(*table.named("java"), "import java.util.*;\npublic final class Adder {") == "Adder.java");
    CHECK(gavel::source_file_name(*table.named("java"), "class Main {") == "Main.java");
    CHECK(gavel::source_file_name(*table.named("java"), "// not a public class: a comment\n/* public class Nor */ class Main { String s = \"public class No\"; }") == "Main.java");
    // A contestant's source of any shape: scanned in one pass, never by a recursive matcher.
    CHECK(gavel::source_file_name(*table.named("java"), "public" + std::string(20 << 20, ' ') + "class Huge {") == "Huge.java");
    CHECK(gavel::source_file_name(*table.named("java"), std::string(1 << 20, '{') + "public final class Deep") == "Deep.java");
    if (!gavel::unrunnable_reason(*table.named("java")).empty()) {
        WARN("skipped: no JDK (make java installs one)");
        return;
    }
    CHECK(graded_report("root", "sum " + fixture("adder.java") + " --suite " + sum_suite(), 0)["verdict"] == "AC");
}

TEST_CASE("a solution whose toolchain is missing is refused by grade, naming the program and the package", "[languages]") {
    const auto result = gavel_test::gavel(on("root") + " --languages " + fixture("no_toolchain.yaml") + " grade sum " +
                              (fs::path(FIXTURES_DIR) / "solutions" / "odd_wrong.c").string() + " --suite " + sum_suite());
    check_refused(result, "needs gavel-no-such-compiler, which is not installed (make languages installs it: apt-get install gavel-no-such-package)");
}

TEST_CASE("verify marks a submission whose toolchain is missing NOT RUN, and strict makes that a failure", "[languages]") {
    const fs::path package = polyglot_with("accepted");
    for (const auto& entry : fs::directory_iterator(package / "submissions" / "accepted"))
        if (entry.path().extension() != ".c") fs::remove_all(entry.path());
    // A validator (of a language that runs), so that --strict finds nothing to refuse but the missing toolchain.
    fs::create_directories(package / "input_validators");
    std::ofstream(package / "input_validators" / "letters.sh") << "grep -Eqx '[A-Za-z]{1,20}' && exit 42; exit 43\n";
    const std::string table = " --languages " + fixture("no_toolchain.yaml");
    const auto lenient = gavel_test::gavel("verify " + package.string() + table);
    INFO(lenient.out << lenient.err);
    CHECK(lenient.exit_code == 0);
    CHECK_THAT(lenient.out, Catch::Contains("NOT RUN: c needs gavel-no-such-compiler"));
    CHECK_THAT(lenient.out, Catch::Contains("1 not run"));
    CHECK(gavel_test::gavel("verify " + package.string() + table + " --strict").exit_code == 1);
}

TEST_CASE("gavel languages checks every toolchain, C, C++ and Python 3 pass their self-tests, Python 2 is unavailable", "[languages]") {
    const std::string cache = "XDG_CACHE_HOME=" + (scratch() / "self-test-cache").string() + " ";
    fs::remove_all(scratch() / "self-test-cache");
    const auto result = run_program(cache + GAVEL_BINARY, "languages");
    INFO(result.out << result.err);
    CHECK(result.exit_code == 0);
    CHECK_THAT(row_of(result.out, "c"), Catch::Matches("c +c +C +\\.c +usable +gcc.*"));
    CHECK_THAT(row_of(result.out, "c++"), Catch::Matches("c\\+\\+ +cpp +C\\+\\+ .* usable .*"));
    CHECK_THAT(row_of(result.out, "python3"), Catch::Matches("python3 +python3 .* usable +Python 3.*"));
    CHECK_THAT(row_of(result.out, "python2"), Catch::Matches("python2 +python2 .* unavailable +Debian 12 has no Python 2.*"));
    CHECK_THAT(result.out, !Catch::Contains("self-test passed before"));
    // A pass is kept: the next run tests nothing again, until --fresh.
    const auto again = run_program(cache + GAVEL_BINARY, "languages");
    CHECK(again.exit_code == 0);
    CHECK_THAT(row_of(again.out, "c"), Catch::Matches("c +c +C +\\.c +usable +gcc.*\\(self-test passed before\\)"));
    CHECK_THAT(run_program(cache + GAVEL_BINARY, "languages --fresh").out, !Catch::Contains("self-test passed before"));
}

TEST_CASE("gavel languages shows an installed toolchain that fails its self-test as BROKEN, and exits 1", "[languages][errors]") {
    const std::string cache = "XDG_CACHE_HOME=" + (scratch() / "broken-cache").string() + " ";
    for (int time = 0; time < 2; ++time) {  // a failure is never kept as a pass
        const auto result = run_program(cache + GAVEL_BINARY, "--languages " + fixture("broken_hello.yaml") + " languages");
        INFO(result.out << result.err);
        CHECK(result.exit_code == 1);
        CHECK_THAT(result.out, Catch::Contains("BROKEN") && Catch::Contains("printed 'Goodbye, world!', not 'Hello, world!'"));
    }
}

TEST_CASE("a Kotlin program that keeps memory far beyond the limit is MLE, not RE", "[languages]") {
    if (gavel::find_toolchain_program("kotlinc").empty()) {
        WARN("skipped: no kotlinc (make languages installs it)");
        return;
    }
    CHECK(graded_report("root", "sum " + fixture("hoards.kt") + " --suite " + sum_suite(), 1)["verdict"] == "MLE");
}

TEST_CASE("polyglot: every accepted program is AC in each language installed here", "[languages][polyglot]") {
    verify_polyglot_folder("accepted");
}
TEST_CASE("polyglot: every wrong program is WA in each language installed here", "[languages][polyglot]") {
    verify_polyglot_folder("wrong_answer");
}
TEST_CASE("polyglot: every crashing program is RTE in each language installed here", "[languages][polyglot]") {
    verify_polyglot_folder("run_time_error");
}
TEST_CASE("polyglot: every endless program is TLE in each language installed here", "[languages][polyglot]") {
    verify_polyglot_folder("time_limit_exceeded");
}
