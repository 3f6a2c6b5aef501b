// `gavel verify` and `gavel grade` on interactive and multi-pass packages: the three of framework/tests/judged/
// (guess: interactive; relay: multi-pass; echoes: both), each with a C, a C++, a Python 3 and a Java submission
// in every expectation folder, and small packages made here whose output validator misbehaves in each way the
// format calls a judge error.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_runner.hpp"
#include "judged_packages.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

// --fail-fast: these check each folder's promise, which a rejected submission keeps at its first failure; judging
// every test (the matrix) is verify's own test, and here it would spin the TLE submissions on every test.
void verify_passes(const std::string& name) {
    const fs::path package = package_copy(name, "interactive-" + name);
    const auto verified = gavel("verify " + package.string() + " --fail-fast");
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    check_table(verified.out, package);
}

void write(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

// A one-case package in scratch(): problem.yaml with `type` (and `passes`), input "5", the given output
// validator (Python) and one submission (Python) in accepted/.
fs::path tiny_package(const std::string& tag, const std::string& type, const std::string& validator,
                      const std::string& submission, int passes = 0) {
    const fs::path folder = scratch() / ("tiny-" + tag) / "tiny";
    fs::remove_all(folder.parent_path());
    write(folder / "problem.yaml", "problem_format_version: 2025-09\nname: Tiny\ntype: " + type +
                                       "\nlimits:\n  time_limit: 1\n" +
                                       (passes ? "  validation_passes: " + std::to_string(passes) + "\n" : ""));
    write(folder / "data" / "secret" / "1.in", "5\n");
    write(folder / "data" / "secret" / "1.ans", "10\n");
    write(folder / "input_validators" / "accept.py", "import sys\nsys.stdin.read()\nsys.exit(42)\n");
    write(folder / "output_validator" / "__main__.py", validator);
    write(folder / "submissions" / "accepted" / "answer.py", submission);
    return folder;
}

// Grades the tiny package's submission; `message` gets its one test's message, whole (the table cuts it short).
Outcome grade_tiny(const fs::path& package, std::string* message = nullptr) {
    const fs::path report = package.parent_path() / "report.json";
    const Outcome graded = gavel("grade " + package.string() + " " + (package / "submissions" / "accepted" / "answer.py").string() +
                                 " --json " + report.string());
    if (message != nullptr && fs::exists(report)) *message = nlohmann::json::parse(read_all(report))[0]["tests"][0].value("message", "");
    return graded;
}

// The opening of a Python validator: the files it is given, and its pass count in its feedback folder.
const std::string validator_head =
    "import os, sys\n"
    "input_file, answer_file, feedback = sys.argv[1], sys.argv[2], sys.argv[3]\n"
    "count_file = os.path.join(feedback, 'count')\n"
    "passes = int(open(count_file).read()) + 1 if os.path.exists(count_file) else 1\n"
    "open(count_file, 'w').write(str(passes))\n";

const std::string doubling_submission = "print(2 * int(input()), flush=True)\n";

}  // namespace

TEST_CASE("gavel verify passes an interactive package with C, C++, Python 3 and Java submissions in every folder", "[package][slow][interactive]") {
    verify_passes("guess");
}

TEST_CASE("gavel verify passes a multi-pass package with C, C++, Python 3 and Java submissions in every folder", "[package][slow][interactive]") {
    verify_passes("relay");
}

TEST_CASE("gavel verify passes an interactive multi-pass package with C, C++, Python 3 and Java submissions in every folder",
          "[package][slow][interactive]") {
    verify_passes("echoes");
}

TEST_CASE("gavel verify fails an interactive or multi-pass package whose wrong submission is moved into accepted, naming it",
          "[package][interactive]") {
    const std::pair<std::string, std::string> wrong[] = {
        {"guess", "starts_at_2.cpp"}, {"relay", "int_sum.cpp"}, {"echoes", "unsigned_double.cpp"}};
    for (const auto& [name, file] : wrong) {
        INFO(name);
        const fs::path package = package_copy(name, "moved-" + name);
        // Only the moved submission is judged: the others have their own tests.
        for (const auto& folder : fs::directory_iterator(package / "submissions"))
            if (folder.path().filename() != "wrong_answer") fs::remove_all(folder.path());
        fs::create_directories(package / "submissions" / "accepted");
        fs::rename(package / "submissions" / "wrong_answer" / file, package / "submissions" / "accepted" / file);
        fs::remove_all(package / "submissions" / "wrong_answer");
        const auto verified = gavel("verify " + package.string() + " --show");
        INFO(verified.out << verified.err);
        CHECK(verified.exit_code == 1);
        const std::string row = row_of(verified.out, "accepted/" + file);
        CHECK_THAT(row, Catch::Contains("WA") && Catch::Contains("NOT AS EXPECTED"));
        if (name != "relay") {  // multi-pass without interaction: nothing was exchanged
            // --show: the first failing test's exchange, as a .interaction file writes it.
            CHECK_THAT(verified.out, Catch::Contains("    exchange of ") && Catch::Contains("(WA; < the judge, > the submission):"));
            CHECK_THAT(verified.out, Catch::Contains("\n      > "));
        }
    }
}

TEST_CASE("an interactive validator that rejects first is WA at once, even though the submission then sleeps", "[package][interactive]") {
    const fs::path package = tiny_package("rejects", "interactive", "import sys\nprint(5, flush=True)\nsys.exit(43)\n",
                                          "import time\ninput()\ntime.sleep(30)\n");
    const auto graded = grade_tiny(package);
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 1);
    CHECK_THAT(graded.out, Catch::Contains("tiny: WA"));
}

TEST_CASE("an interactive or multi-pass output validator that breaks the format's rules is a judge error, saying which rule",
          "[package][interactive]") {
    struct Case {
        std::string name, type, validator, message;
        int passes = 0;
    };
    const Case cases[] = {
        {"exit code 0", "interactive", validator_head + "print(5, flush=True)\ninput()\nsys.exit(0)\n", "exited with code 0"},
        {"nextpass.in with 43", "multi-pass", validator_head + "open(feedback + 'nextpass.in', 'w').write('1')\nsys.exit(43)\n",
         "wrote nextpass.in and exited with code 43: expected exit code 42 with it", 3},
        {"more passes than allowed", "multi-pass", validator_head + "open(feedback + 'nextpass.in', 'w').write('7\\n')\nsys.exit(42)\n",
         "it asked for pass 3 (nextpass.in), but the problem allows 2 (limits.validation_passes)", 2},
        {"nextpass.in in an interactive problem that is not multi-pass", "interactive",
         validator_head + "print(5, flush=True)\ninput()\nopen(feedback + 'nextpass.in', 'w').write('1')\nsys.exit(42)\n",
         "it wrote nextpass.in, but the problem is not multi-pass"},
        {"nextpass.in a link", "multi-pass", validator_head + "os.symlink('/etc/passwd', feedback + 'nextpass.in')\nsys.exit(42)\n",
         "its nextpass.in is refused (a symbolic link)", 3},
        {"a crash after the submission ended", "interactive", validator_head + "print(5, flush=True)\ninput()\ninput()\n",
         "the checker failed"},
    };
    for (const Case& c : cases) {
        INFO(c.name);
        const bool interactive = c.type == "interactive";
        const fs::path package = tiny_package("rule", c.type, c.validator, interactive ? doubling_submission : "print(2 * int(input()))\n", c.passes);
        std::string message;
        const auto graded = grade_tiny(package, &message);
        INFO(graded.out << graded.err);
        CHECK(graded.exit_code == 1);
        CHECK_THAT(graded.out, Catch::Contains("tiny: IE"));
        CHECK_THAT(message, Catch::Contains(c.message));
    }
}

TEST_CASE("a multi-pass submission runs again on each nextpass.in, and the feedback folder is kept between passes", "[package][interactive]") {
    // Pass k's input is k; the validator accepts an output of 2k, and counts its passes in its feedback folder.
    const std::string validator = validator_head +
                                  "given = int(open(input_file).read())\n"
                                  "if given != (5 if passes == 1 else passes) or int(sys.stdin.read()) != 2 * given:\n"
                                  "    open(feedback + 'judgemessage.txt', 'a').write('pass %d: wrong\\n' % passes)\n"
                                  "    sys.exit(43)\n"
                                  "if passes < 3: open(feedback + 'nextpass.in', 'w').write('%d\\n' % (passes + 1))\n"
                                  "sys.exit(42)\n";
    const auto graded = grade_tiny(tiny_package("passes", "multi-pass", validator, "print(2 * int(input()))\n", 3));
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 0);
    CHECK_THAT(graded.out, Catch::Contains("tiny: AC"));
}

TEST_CASE("a package sample's .interaction is shown beside the exchange of a run that fails it", "[package][interactive]") {
    // The validator sends the input and accepts its double; the submission sends one more.
    const fs::path package = tiny_package("interaction", "interactive",
                                          "import sys\nx = int(open(sys.argv[1]).read())\nprint(x, flush=True)\n"
                                          "sys.exit(42 if int(input()) == 2 * x else 43)\n",
                                          "print(2 * int(input()) + 1, flush=True)\n");
    write(package / "data" / "sample" / "1.in", "3\n");
    write(package / "data" / "sample" / "1.ans", "6\n");
    write(package / "data" / "sample" / "1.interaction", "< 3\n> 6\n");
    const fs::path report = package.parent_path() / "sample.json";
    const auto graded = gavel("grade " + package.string() + " " + (package / "submissions" / "accepted" / "answer.py").string() +
                              " --json " + report.string());
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 1);
    CHECK_THAT(graded.out, Catch::Contains("exchange of sample/1 (WA; < the judge, > the submission):\n        < 3\n        > 7\n"
                                           "      the sample's exchange, as its author wrote it:\n        < 3\n        > 6\n"));
    const auto tests = nlohmann::json::parse(read_all(report))[0]["tests"];
    CHECK(tests[0]["sample_exchange"] == "< 3\n> 6\n");
    CHECK(tests[0]["exchange"] == "< 3\n> 7\n");
}
