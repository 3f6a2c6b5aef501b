// The shapes a problem author's program takes (the package format's "Programs"): a folder with build and/or run
// scripts, a Python folder entered at __main__.py, a single .py file, a C++ folder with a header; and the ones
// gavel cannot run here, which say why instead of failing later. Each is a Kattis validator here, since that is
// where a package uses them.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "base/errors.hpp"
#include "checkers/checker.hpp"
#include "jdk.hpp"
#include "run/author_program.hpp"
#include "run/languages.hpp"

using gavel::Verdict;
namespace fs = std::filesystem;

namespace {

// The shipped table without Ruby: the tests need a language it does not know (.rb), and one it knows whose
// interpreter is missing (a Ruby entry of their own).
const gavel::LanguageTable& languages() {
    static const gavel::LanguageTable table = [] {
        gavel::LanguageTable shipped = gavel::load_languages(gavel::default_languages_file());
        std::erase_if(shipped.languages, [](const gavel::Language& language) { return language.name == "ruby"; });
        return shipped;
    }();
    return table;
}

fs::path fixture(const std::string& name) { return fs::path(FIXTURES_DIR) / "kattis-validators" / name; }

std::unique_ptr<gavel::Checker> kattis_checker(const fs::path& program) {
    gavel::CheckerSpec spec;
    spec.kind = gavel::CheckerSpec::Kind::external;
    spec.protocol = gavel::CheckerSpec::Protocol::kattis;
    spec.program = program;
    auto checker = gavel::make_external_checker(spec, "problem.yaml");
    checker->build(languages());
    return checker;
}

std::string unrunnable(const fs::path& program, const gavel::LanguageTable& table = languages()) {
    return gavel::AuthorProgram(program, "output validator", "problem.yaml").unrunnable_reason(table);
}

// What build() refuses the program with.
std::string build_error(const fs::path& program) {
    gavel::AuthorProgram author(program, "output validator", "problem.yaml");
    try {
        author.build(languages());
    } catch (const gavel::InputError& error) {
        return error.what();
    }
    return "built";
}

}  // namespace

TEST_CASE("a folder with build and run scripts: build runs once with cc, run is the validator, from its folder", "[checkers][kattis][shapes]") {
    CHECK(unrunnable(fixture("build-run")).empty());
    const auto checker = kattis_checker(fixture("build-run"));
    CHECK(checker->name() == "build-run (kattis)");
    const auto accepted = checker->check("", "1 2\n", "1\n2\n");
    CHECK(accepted.verdict == Verdict::accepted);
    // The message holds the build's stamp, read from the run's working folder.
    CHECK_THAT(accepted.message, Catch::StartsWith("build-run built ") && !Catch::Contains("no stamp"));
    CHECK(checker->check("", "1 3\n", "1 2\n").verdict == Verdict::wrong_answer);
    // A second validator from the same folder is the same build, from the compile cache: the same stamp.
    const auto again = kattis_checker(fixture("build-run"));
    CHECK(again->check("", "1 2\n", "1 2\n").message == accepted.message);
}

TEST_CASE("a folder with only a run script runs it from its folder, python3 on its PATH", "[checkers][kattis][shapes]") {
    const auto checker = kattis_checker(fixture("run-only"));
    const auto accepted = checker->check("", "yes\n", "yes\n");
    CHECK(accepted.verdict == Verdict::accepted);
    CHECK(accepted.message == "run-only");
    CHECK(checker->check("", "no\n", "yes\n").verdict == Verdict::wrong_answer);
}

TEST_CASE("a Python folder runs its __main__.py, which imports its siblings", "[checkers][kattis][shapes]") {
    CHECK(unrunnable(fixture("python-module")).empty());
    const auto checker = kattis_checker(fixture("python-module"));
    const auto accepted = checker->check("", "1  2\n", "1 2\n");
    CHECK(accepted.verdict == Verdict::accepted);
    CHECK(accepted.message == "python-module");
    CHECK(checker->check("", "2 1\n", "1 2\n").verdict == Verdict::wrong_answer);
}

TEST_CASE("a single .py file and a C++ folder with a header are validators too", "[checkers][kattis][shapes]") {
    const auto python = kattis_checker(fixture("scripted.py"));
    CHECK(python->check("", "3 4\n", "compare\n3 4\n").verdict == Verdict::accepted);
    CHECK(python->check("", "3 5\n", "compare\n3 4\n").verdict == Verdict::wrong_answer);
    CHECK(unrunnable(fixture("cpp-folder")).empty());
    const auto cpp = kattis_checker(fixture("cpp-folder"));
    const auto accepted = cpp->check("", "a b\n", "a\nb\n");
    CHECK(accepted.verdict == Verdict::accepted);
    CHECK(accepted.message == "cpp-folder");
    CHECK(cpp->check("", "a\n", "a b\n").verdict == Verdict::wrong_answer);
}

TEST_CASE("a Java validator runs with its heap sized from its memory limit", "[checkers][kattis][shapes][java]") {
    if (!gavel_test::jdk_installed()) return;
    // Saved as Main.java, as every single Java source is: its class is Main. Without {memory_mib} filled in, the
    // JVM is told -Xmx{memory_mib-24}m and refuses to start (IE).
    const auto java = kattis_checker(fixture("TokenCompare.java"));
    CHECK(java->check("", "3 4\n", "3 4\n").verdict == Verdict::accepted);
    const auto rejected = java->check("", "3 5\n", "3 4\n");
    CHECK(rejected.verdict == Verdict::wrong_answer);
    CHECK(rejected.message == "token 2 differs");
}

TEST_CASE("a program gavel cannot run here says why, and build() refuses it", "[checkers][shapes][errors]") {
    CHECK_THAT(unrunnable(fixture("validator.rb")), Catch::StartsWith("gavel cannot tell its language: no language of the languages table has .rb"));
    CHECK_THAT(unrunnable(fixture("validator.xyz")), Catch::Contains(".xyz") && Catch::EndsWith("and it is not executable"));
    CHECK(unrunnable(fixture("mixed")) == "gavel cannot tell its language: the folder holds sources in several languages (c, python3); expected one");
    CHECK(unrunnable(fixture("no-main")) == "the folder of python3 sources has no entry point: expected __main__.py in it");
    CHECK_THAT(build_error(fixture("validator.rb")),
               Catch::StartsWith("problem.yaml: output validator " + fixture("validator.rb").string() + " cannot run here: gavel cannot tell its language"));
    CHECK_THAT(build_error(fixture("mixed")), Catch::Contains("cannot run here"));
    // Missing is an error of its own, not a program to skip.
    CHECK(unrunnable(fixture("not-there")).empty());
    CHECK_THAT(build_error(fixture("not-there")), Catch::EndsWith("is not there (expected a source file, a folder or an executable)"));

    // A language the table knows whose interpreter is not installed: Ruby, where there is none.
    gavel::LanguageTable with_ruby = languages();
    gavel::Language ruby;
    ruby.name = "ruby";
    ruby.extensions = {".rb"};
    ruby.source = "solution.rb";
    ruby.run = {"gavel-test-no-such-ruby", "{source}"};
    with_ruby.languages.push_back(ruby);
    CHECK(unrunnable(fixture("validator.rb"), with_ruby) ==
          "ruby: gavel-test-no-such-ruby is not installed (looked for in /usr/bin, /bin and /usr/local/bin)");
}

TEST_CASE("a build script that fails, leaves no run or leaves a link is refused with why", "[checkers][shapes][errors]") {
    const std::string failed = build_error(fixture("build-fails"));
    CHECK_THAT(failed, Catch::StartsWith("problem.yaml: output validator " + fixture("build-fails").string() + " does not build: ") &&
                           Catch::Contains("this build fails on purpose"));
    CHECK_THAT(build_error(fixture("build-no-run")),
               Catch::EndsWith("does not build: there is no file run after the build: expected the folder or its build to make one"));
    CHECK_THAT(build_error(fixture("build-link")),
               Catch::EndsWith("does not build: the build left something gavel does not take: leftover is a symbolic link "
                               "(expected regular files and folders)"));
}

TEST_CASE("an author's program runs under the limits it is given", "[checkers][shapes][limits]") {
    gavel::AuthorProgram program(fixture("scripted.py"), "output validator", "problem.yaml");
    CHECK(program.limits().time == std::chrono::seconds(10));
    CHECK(program.spec({"x"}).memory == 1ull << 30);
    gavel::Limits limits;
    limits.time = std::chrono::milliseconds(1500);
    limits.memory = 64ull << 20;
    limits.output = 8ull << 20;
    program.set_limits(limits);
    const auto spec = program.spec({"x"});
    CHECK(spec.cpu == std::chrono::milliseconds(1500));
    CHECK(spec.wall == std::chrono::milliseconds(4000));
    CHECK(spec.memory == 64ull << 20);
    CHECK(spec.output == 8ull << 20);
}
