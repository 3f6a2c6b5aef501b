// gavel export: a problem written as a problem package (format 2025-09). The fixtures' sum (pass-fail, the default
// validator, the plugin's validate()) and the bundled omok (scoring, the plugin's own check()) are exported, and the
// validators the package holds are built with a plain g++ and run as a judge runs them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli_runner.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

// A root of its own: the fixture root's sum problem, suite and solutions, and beside them files that are no
// submission of a package (a Solver plugin's source, a built plugin, notes).
std::string sum_root(const std::string& name) {
    const fs::path root = copy_of_sum_root(name);
    const fs::path accepted = root / "problems" / "sum" / "solutions" / "accepted";
    std::ofstream(accepted / "as_plugin.cpp") << "#include <gavel/sdk.hpp>\n// ...\nGAVEL_SOLVER(Sum, \"sum\")\n";
    std::ofstream(accepted / "built.so") << "not really a library";
    std::ofstream(accepted / "notes.txt") << "how the solutions differ\n";
    return "--root " + root.string() + " --plugin-path " + TEST_PLUGIN_DIR;
}

// Every regular file under `root` whose name ends with `suffix`, relative to `root`, sorted.
std::vector<std::string> files_ending(const fs::path& root, const std::string& suffix) {
    std::vector<std::string> files;
    for (const auto& entry : fs::recursive_directory_iterator(root))
        if (entry.is_regular_file() && entry.path().string().ends_with(suffix))
            files.push_back(fs::relative(entry.path(), root).string());
    std::sort(files.begin(), files.end());
    return files;
}

std::vector<std::string> names_in(const fs::path& folder) {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(folder)) names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

// Nothing but the package itself under `out`: no temporary folder of an export is left.
bool only_packages_in(const fs::path& out) {
    for (const auto& entry : fs::directory_iterator(out))
        if (entry.path().filename().string().starts_with(".")) return false;
    return true;
}

// Builds the program folder `folder` as a judge may: g++ on every .cpp in it, nothing else. Returns the binary.
fs::path build_program(const fs::path& folder, const std::string& name) {
    const fs::path binary = scratch() / name;
    const int code = shell("cd " + folder.string() + " && g++ -std=c++20 -O2 *.cpp -o " + binary.string());
    INFO(read_all(scratch() / "shell.log"));
    REQUIRE(code == 0);
    return binary;
}

// How many of `inputs` (under `data`) the command `check` (given IN and ANS in the shell) does not end with
// code `expected` for, in one shell loop rather than a std::system per case.
int mismatches(const fs::path& data, const std::vector<std::string>& inputs, const std::string& check, int expected) {
    const fs::path list = scratch() / "inputs.txt", count = scratch() / "mismatches.txt";
    std::ofstream listing(list);
    for (const auto& input : inputs) listing << (data / input).string() << '\n';
    listing.close();
    const std::string loop = "(n=0; while read -r IN; do ANS=\"${IN%.in}.ans\"; " + check + " >/dev/null 2>&1; [ $? -eq " +
                             std::to_string(expected) + " ] || { n=$((n+1)); echo \"$IN\"; }; done <" + list.string() +
                             "; echo $n >" + count.string() + ")";
    REQUIRE(shell(loop) == 0);
    INFO(read_all(scratch() / "shell.log"));
    return std::stoi(read_all(count));
}

}  // namespace

TEST_CASE("gavel export writes sum as a pass-fail package with the plugin's validate() as its input validator", "[export]") {
    const fs::path out = scratch() / "export-sum";
    const auto exported = gavel(sum_root("sum-root") + " export sum " + out.string());
    INFO(exported.out << exported.err);
    REQUIRE(exported.exit_code == 0);
    CHECK_THAT(exported.out, Catch::Contains("exported sum to " + (out / "sum").string() + ": pass-fail, 2 sample and 20 secret cases"));
    const fs::path package = out / "sum";
    CHECK(only_packages_in(out));

    const std::string yaml = read_all(package / "problem.yaml");
    for (const char* line : {"problem_format_version: \"2025-09\"\n", "type: pass-fail\n", "name: \"A plus B\"\n",
                             "limits:\n  time_limit: 1\n  memory: 64\n  output: 1\n"})
        CHECK_THAT(yaml, Catch::Contains(line));
    std::smatch uuid;
    REQUIRE(std::regex_search(yaml, uuid, std::regex("uuid: \"([0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})\"")));
    // This sum has no statement.md: the statement the format requires says so (test_statement_command.cpp exports one).
    CHECK(read_all(package / "statement/problem.en.md") == "The problem `sum` had no statement (" + (scratch() / "sum-root/problems/sum/statement.md").string() + ") when gavel exported it.\n");
    CHECK_THAT(exported.err, Catch::Contains("statement.md: no such file; statement/problem.en.md only says the problem has no statement"));

    // The samples keep their names; the generated cases lie in secret/ in suite order, each answered by the reference.
    CHECK(files_ending(package / "data", ".in") ==
          std::vector<std::string>{"sample/01-statement.in", "sample/02-negative.in", "secret/01-random-gen-1.in",
                                   "secret/02-random-gen-2.in", "secret/03-random-gen-3.in", "secret/04-random-gen-4.in",
                                   "secret/05-random-gen-5.in", "secret/06-random-gen-6.in", "secret/07-random-gen-7.in",
                                   "secret/08-random-gen-8.in", "secret/09-random-gen-9.in", "secret/10-random-gen-10.in",
                                   "secret/11-random-gen-11.in", "secret/12-random-gen-12.in", "secret/13-random-gen-13.in",
                                   "secret/14-random-gen-14.in", "secret/15-random-gen-15.in", "secret/16-random-gen-16.in",
                                   "secret/17-random-gen-17.in", "secret/18-random-gen-18.in", "secret/19-random-gen-19.in",
                                   "secret/20-random-gen-20.in"});
    CHECK(read_all(package / "data/sample/02-negative.in") == "-5 2\n");
    CHECK(read_all(package / "data/sample/02-negative.ans") == "-3\n");
    for (const auto& input : files_ending(package / "data/secret", ".in")) {
        long long a = 0, b = 0, sum = 0;
        std::istringstream(read_all(package / "data/secret" / input)) >> a >> b;
        std::istringstream(read_all(package / "data/secret" / (input.substr(0, input.size() - 3) + ".ans"))) >> sum;
        CHECK(sum == a + b);
    }
    // tokens is the default validator, told to compare case by case as gavel does; no score keys in pass-fail.
    CHECK_FALSE(fs::exists(package / "output_validator"));
    CHECK(read_all(package / "data/secret/test_group.yaml") == "output_validator_args: [\"case_sensitive\"]\n");
    CHECK(read_all(package / "data/sample/test_group.yaml") == "output_validator_args: [\"case_sensitive\"]\n");

    const fs::path validator = build_program(package / "input_validators/plugin", "sum-input-validator");
    CHECK(mismatches(package / "data", files_ending(package / "data", ".in"), validator.string() + " <\"$IN\"", 42) == 0);
    for (const char* bad : {"garbage\n", "1 2", "1  2\n", "1 2000000\n"})
        CHECK(run_program(validator.string(), "", bad).exit_code == 43);

    // Each bundled solution in the format's folder; memory_limit_exceeded joins run_time_error.
    CHECK(names_in(package / "submissions") ==
          std::vector<std::string>{"accepted", "run_time_error", "submissions.yaml", "time_limit_exceeded", "wrong_answer"});
    CHECK(names_in(package / "submissions/accepted") == std::vector<std::string>{"sum.cpp", "sum.py"});
    CHECK(names_in(package / "submissions/run_time_error") == std::vector<std::string>{"crash.c", "hog.cpp"});
    CHECK(names_in(package / "submissions/time_limit_exceeded") == std::vector<std::string>{"slow.c"});
    CHECK(names_in(package / "submissions/wrong_answer") == std::vector<std::string>{"difference.c"});
    // gavel's folders promise the first failing case's verdict; the format's folder defaults would forbid any other.
    const std::string rules = read_all(package / "submissions/submissions.yaml");
    CHECK_THAT(rules, Catch::Contains("wrong_answer:\n  permitted: [AC, WA, TLE, RTE]\n  required: [WA]\n"));
    CHECK_THAT(rules, Catch::Contains("run_time_error:\n  permitted: [AC, WA, TLE, RTE]\n  required: [RTE]\n"));
    CHECK_THAT(rules, Catch::Contains("time_limit_exceeded:\n  permitted: [AC, WA, TLE, RTE]\n  required: [TLE]\n"));
    for (const char* skipped : {"accepted/as_plugin.cpp: not exported: the source of a Solver plugin",
                                "accepted/built.so: not exported: a Solver plugin", "accepted/notes.txt: not exported"})
        CHECK_THAT(exported.err, Catch::Contains(skipped));

    // The uuid is the id's: the same in a second export.
    const auto again = gavel(sum_root("sum-root-again") + " export sum " + (scratch() / "export-sum-again").string());
    REQUIRE(again.exit_code == 0);
    CHECK_THAT(read_all(scratch() / "export-sum-again/sum/problem.yaml"), Catch::Contains("uuid: \"" + uuid[1].str() + "\""));
}

TEST_CASE("gavel export writes omok as a scoring package whose output validator is the plugin's check()", "[export]") {
    const fs::path out = scratch() / "export-omok";
    const std::string root = "--root " + std::string(SOURCE_DIR);
    const auto exported = gavel(root + " export omok " + out.string());
    INFO(exported.out << exported.err);
    REQUIRE(exported.exit_code == 0);
    const fs::path package = out / "omok", data = package / "data";
    CHECK(only_packages_in(out));
    CHECK_THAT(read_all(package / "problem.yaml"), Catch::Contains("type: scoring\n"));
    CHECK_THAT(read_all(package / "problem.yaml"), Catch::Contains("  time_limit: 1\n  memory: 128\n  output: 1\n"));
    // Its statement.md without the title heading (problem.yaml's name is shown), its samples marker kept.
    const std::string statement = read_all(package / "statement/problem.en.md");
    CHECK_FALSE(statement.starts_with("# "));
    CHECK_THAT(statement, Catch::Contains("## Sample\n{{remainingsamples}}\n"));

    // Every case `gavel list` counts, one test data group per gavel group, whose max_scores add up to secret's.
    const auto listed = gavel(root + " list");
    std::smatch cases;
    REQUIRE(std::regex_search(listed.out, cases, std::regex("\nomok +Omok +([0-9]+)\n")));
    const std::vector<std::string> inputs = files_ending(data, ".in");
    CHECK(inputs.size() == std::stoul(cases[1].str()));
    CHECK(files_ending(data, ".ans").size() == inputs.size());
    CHECK(read_all(data / "secret/test_group.yaml") == "max_score: 100\nscore_aggregation: sum\n");
    CHECK(read_all(data / "secret/01-sixes-do-not-win/test_group.yaml") ==
          "# gavel group 'sixes-do-not-win': its points when every case is accepted\nmax_score: 8\nscore_aggregation: pass-fail\n");
    int total = 0;
    for (const auto& group : files_ending(data / "secret", "/test_group.yaml")) {
        if (group == "test_group.yaml") continue;  // secret's own
        std::smatch score;
        const std::string text = read_all(data / "secret" / group);
        REQUIRE(std::regex_search(text, score, std::regex("max_score: ([0-9]+)\nscore_aggregation: pass-fail\n")));
        total += std::stoi(score[1].str());
    }
    CHECK(total == 100);
    CHECK(fs::exists(data / "sample/01-sample-1.in"));

    // The output validator: the plugin's source, the SDK headers it includes, a driver; built by g++ alone.
    CHECK(names_in(package / "output_validator") == std::vector<std::string>{"gavel", "main.cpp", "omok.cpp"});
    const fs::path checker = build_program(package / "output_validator", "omok-output-validator");
    const fs::path feedback = scratch() / "feedback";
    fs::create_directories(feedback);
    // Every tenth case in name order (all 1837 would take a minute here: a process costs up to 25 ms on this
    // loaded machine); export itself has run the same validate() on every input.
    std::vector<std::string> spread;
    for (std::size_t i = 0; i < inputs.size(); i += 10) spread.push_back(inputs[i]);
    const std::string validate_output = checker.string() + " \"$IN\" \"$ANS\" " + feedback.string() + "/";
    CHECK(mismatches(data, spread, validate_output + " <\"$ANS\"", 42) == 0);
    // A wrong winner is rejected (43), and why is in judgemessage.txt.
    fs::remove(feedback / "judgemessage.txt");
    const fs::path sample_in = data / "sample/01-sample-1.in", sample_ans = data / "sample/01-sample-1.ans";
    const auto wrong = run_program(checker.string(), sample_in.string() + " " + sample_ans.string() + " " + feedback.string() + "/", "0\n");
    CHECK(wrong.exit_code == 43);
    CHECK_THAT(read_all(feedback / "judgemessage.txt"), Catch::Contains("expected the winner"));
    CHECK(run_program(checker.string(), sample_in.string() + " " + sample_ans.string() + " " + feedback.string() + "/", "").exit_code == 43);

    // The input validator: the plugin's validate(), the same way.
    const fs::path validator = build_program(package / "input_validators/plugin", "omok-input-validator");
    CHECK(mismatches(data, spread, validator.string() + " <\"$IN\"", 42) == 0);
    CHECK(run_program(validator.string(), "", "garbage\n").exit_code == 43);
    CHECK(run_program(validator.string(), "", read_all(sample_in) + "0\n").exit_code == 43);

    CHECK(names_in(package / "submissions/accepted") == names_in(fs::path(SOURCE_DIR) / "problems/omok/solutions/accepted"));
    CHECK(names_in(package / "submissions/wrong_answer") == names_in(fs::path(SOURCE_DIR) / "problems/omok/solutions/wrong_answer"));
}

TEST_CASE("gavel export refuses an occupied OUTDIR/ID, an unknown id and a testlib checker, leaving nothing behind", "[export][errors]") {
    const fs::path out = scratch() / "export-refusals";
    fs::create_directories(out / "sum");
    std::ofstream(out / "sum" / "keep.txt") << "mine\n";
    const auto occupied = gavel(on("root") + " export sum " + out.string());
    check_refused(occupied, (out / "sum").string() + ": already exists and is not empty; gavel export never overwrites");
    CHECK(line_count(occupied.err) == 1);
    CHECK(names_in(out / "sum") == std::vector<std::string>{"keep.txt"});
    CHECK(only_packages_in(out));

    check_refused(gavel(on("root") + " export nosuch " + out.string()), "unknown problem 'nosuch'");

    // A testlib checker has no place in a package: refused before the reference runs, and the temporary folder goes.
    const auto testlib = gavel(on("checkers") + " export sum_testlib " + out.string());
    check_refused(testlib, "speaks testlib's protocol");
    CHECK_FALSE(fs::exists(out / "sum_testlib"));
    CHECK(only_packages_in(out));

    // An empty folder is taken; a Kattis checker program goes into output_validator/ as it is. The folder's name
    // keeps a-z and 0-9 of the id only, as the format wants.
    fs::create_directories(out / "sumkattis");
    const auto kattis = gavel(on("honest") + " export sum_kattis " + out.string());
    INFO(kattis.out << kattis.err);
    CHECK(kattis.exit_code == 0);
    CHECK(names_in(out / "sumkattis/output_validator") == std::vector<std::string>{"rejecting_checker.c"});
    CHECK_THAT(kattis.err, Catch::Contains("no accepted solution"));
    CHECK_THAT(kattis.err, Catch::Contains("the package folder is named sumkattis: the format allows a-z and 0-9 only, and the problem is sum_kattis"));
    CHECK(only_packages_in(out));
}

TEST_CASE("an exported problem verifies as a package: every bundled solution as its folder promises", "[export][package]") {
    const fs::path out = scratch() / "export-round-trip";
    fs::remove_all(out);
    REQUIRE(gavel(sum_root("sum-root-round-trip") + " export sum " + out.string()).exit_code == 0);
    const auto verified = gavel("verify " + (out / "sum").string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    CHECK_THAT(verified.out, Catch::Contains("accepted/sum.cpp") && Catch::Contains("wrong_answer/difference.c") &&
                                 Catch::Contains("6 submissions, 6 as expected, 0 not"));
}
