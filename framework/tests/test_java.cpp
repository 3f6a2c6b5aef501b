// Java end to end: javac in the box, then a JVM per test whose heap is sized from the test's memory limit; and
// the languages table's memory placeholders the Java commands use. Every test that runs a JVM is skipped
// without a JDK (jdk.hpp).
#include <catch2/catch.hpp>

#include <fstream>

#include "base/errors.hpp"
#include "cli_runner.hpp"
#include "graded_report.hpp"
#include "jdk.hpp"
#include "run/languages.hpp"
#include "run/memory_placeholder.hpp"
#include "run/program.hpp"
#include "sandbox/box.hpp"

using namespace gavel_test;

namespace {

std::string java_fixture(const std::string& name) { return (std::filesystem::path(FIXTURES_DIR) / "java" / name).string(); }

// `gavel grade sum` on the short Java suite (4 tests), its report's one object.
nlohmann::json graded_java(const std::string& solution, int expected_exit, const std::string& options = "") {
    return graded_report("root", "sum " + solution + " --suite " + java_fixture("suite.yaml") + " " + options, expected_exit);
}

}  // namespace

TEST_CASE("a Java Main that sums is AC", "[java]") {
    if (!jdk_installed()) return;
    const auto report = graded_java(java_fixture("sum.java"), 0);
    CHECK(report["verdict"] == "AC");
    CHECK(report["tests"].size() == 4);
}

TEST_CASE("a Java Main with the wrong answer is WA", "[java]") {
    if (!jdk_installed()) return;
    const auto report = graded_java(java_fixture("wrong.java"), 1);
    CHECK(report["verdict"] == "WA");
    CHECK_THAT(report["tests"][0]["message"].get<std::string>(), Catch::Contains("expected '3', found '-1'"));
}

TEST_CASE("an exception out of a Java main is RE, with the JVM's message", "[java]") {
    if (!jdk_installed()) return;
    const auto report = graded_java(java_fixture("throws.java"), 1);
    CHECK(report["verdict"] == "RE");
    CHECK_THAT(report["tests"][0]["message"].get<std::string>(),
               Catch::Contains("exited with code 1") && Catch::Contains("IllegalStateException: thrown on purpose"));
}

TEST_CASE("a Java program that never ends is TLE", "[java]") {
    if (!jdk_installed()) return;
    CHECK(graded_java(java_fixture("spins.java"), 1, "--time-limit 1s")["verdict"] == "TLE");
}

TEST_CASE("a Java program that keeps memory far beyond the limit is MLE, not RE", "[java]") {
    if (!jdk_installed()) return;
    const auto report = graded_java(java_fixture("hoards.java"), 1);
    CHECK(report["verdict"] == "MLE");
    CHECK_THAT(report["tests"][0]["message"].get<std::string>(), Catch::Contains("java.lang.OutOfMemoryError"));
}

TEST_CASE("a folder of two Java classes is compiled together and AC", "[java]") {
    if (!jdk_installed()) return;
    CHECK(graded_java(java_fixture("two_classes"), 0)["verdict"] == "AC");
}

TEST_CASE("a Java source that does not compile is CE with javac's message", "[java]") {
    if (!jdk_installed()) return;
    const auto source = scratch() / "broken.java";
    std::ofstream(source) << "public class Main { public static void main(String[] args) { int x = ; } }\n";
    const auto report = graded_java(source.string(), 1);
    CHECK(report["verdict"] == "CE");
    CHECK_THAT(report["compile_error"].get<std::string>(), Catch::Contains("Main.java:1: error: illegal start of expression"));
}

TEST_CASE("{memory_mib} is the run's memory limit in MiB, {memory_mib-N} that less N MiB", "[java][languages]") {
    using Words = std::vector<std::string>;
    CHECK(gavel::expand_memory({"-Xmx{memory_mib-24}m", "{memory_mib}", "a{memory_mib}b{memory_mib-1}c"}, 64ull << 20) ==
          Words{"-Xmx40m", "64", "a64b63c"});
    // Never less than a quarter of the limit: a valid heap size, which the JVM then outgrows (MLE).
    CHECK(gavel::expand_memory({"-Xmx{memory_mib-100}m"}, 64ull << 20) == Words{"-Xmx16m"});
    CHECK(gavel::expand_memory({"{source}", "{memory_mib", "{memory_mib-}"}, 64ull << 20) == Words{"{source}", "{memory_mib", "{memory_mib-}"});
    CHECK(gavel::memory_placeholder_error("-Xmx{memory_mib-24}m").empty());
}

TEST_CASE("a malformed memory placeholder in the languages table is refused, naming what was expected", "[java][languages]") {
    const auto table = scratch() / "bad-memory-languages.yaml";
    std::ofstream(table) << "languages:\n"
                            "  - name: java\n"
                            "    extensions: [.java]\n"
                            "    source: Main.java\n"
                            "    run: [java, \"-Xmx{memory_mib-lots}m\", Main]\n";
    try {
        gavel::load_languages(table);
        FAIL("the table was accepted");
    } catch (const gavel::InputError& error) {
        CHECK_THAT(error.what(), Catch::Contains("bad-memory-languages.yaml:5:") &&
                                     Catch::Contains("expected {memory_mib} or {memory_mib-N} (N a whole number of MiB) "
                                                     "in '-Xmx{memory_mib-lots}m'"));
    }
}

TEST_CASE("a Java program gets its case's arguments (a package's .args) after its own", "[java]") {
    if (!jdk_installed()) return;
    const gavel::LanguageTable languages = gavel::load_languages(gavel::default_languages_file());
    gavel::sandbox::Box box;
    const gavel::PreparedProgram program = gavel::prepare_program(java_fixture("echo_arguments.java"), languages, box);
    REQUIRE(program.ready);
    gavel::install_program(program, box);
    gavel::ProgramSolution solution(box, program, "echo_arguments.java");
    gavel::Limits limits;
    limits.time = std::chrono::seconds(10);
    gavel::CaseExtras extras;
    extras.arguments = {"--fast", "two words", "$1"};
    const gavel::RunResult outcome = solution.run_case("", limits, extras);
    INFO(outcome.describe() << ": " << outcome.message);
    REQUIRE(outcome.ok());
    CHECK(outcome.output == "--fast\ntwo words\n$1\n");
}
