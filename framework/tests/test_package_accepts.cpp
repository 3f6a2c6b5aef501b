// What real archives made with BAPCtools do where the specification says otherwise, and BAPCtools and problemtools
// judge all the same: each is read as they read it, with a warning naming the file and what the spec says
// instead. data/test_group.yaml for all of data/; testdata.yaml, the 2023-07-draft's name for test_group.yaml;
// legacy's keys (validator_flags, input/output_validator_flags, grading) in the later versions; a Java class
// with main that is not public; an OCaml program that uses Str.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "cli_runner.hpp"
#include "graded_report.hpp"
#include "jdk.hpp"
#include "package/package.hpp"
#include "package_builder.hpp"
#include "run/languages.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;
using gavel::package::open_package;
using gavel::package::Package;
using Words = std::vector<std::string>;

namespace {

fs::path test_package(const std::string& name) { return fs::path(SOURCE_DIR) / "framework/tests/packages" / name; }

// The one warning that holds `part`; fails the test when none or several do.
std::string warning_with(const Package& package, const std::string& part) {
    INFO("warnings: " << nlohmann::json(package.warnings).dump(2));
    const auto count = std::count_if(package.warnings.begin(), package.warnings.end(),
                                     [&](const std::string& warning) { return warning.find(part) != std::string::npos; });
    REQUIRE(count == 1);
    return *std::find_if(package.warnings.begin(), package.warnings.end(),
                         [&](const std::string& warning) { return warning.find(part) != std::string::npos; });
}

const gavel::package::DataCase& case_named(const Package& package, const std::string& name) {
    const auto found = std::find_if(package.cases.begin(), package.cases.end(), [&](const auto& c) { return c.name == name; });
    REQUIRE(found != package.cases.end());
    return *found;
}

const gavel::package::DataNode& node_named(const Package& package, const std::string& name) {
    const auto found = std::find_if(package.nodes.begin(), package.nodes.end(), [&](const auto& n) { return n.name == name; });
    REQUIRE(found != package.nodes.end());
    return *found;
}

// A package of the given version with one sample and one secret case, and nothing else of its data.
void write_minimal(const TemporaryFolder& folder, const std::string& version, const std::string& extra_problem_yaml = "") {
    folder.write("problem.yaml", "problem_format_version: " + version + "\nname: Accepts\n" + extra_problem_yaml);
    for (const char* name : {"data/sample/1", "data/secret/1"}) {
        folder.write(std::string(name) + ".in", "1\n");
        folder.write(std::string(name) + ".ans", "1\n");
    }
}

void verify_passes(const std::string& name) {
    const fs::path copy = scratch() / ("accepts-" + name) / name;
    fs::remove_all(copy.parent_path());
    fs::create_directories(copy.parent_path());
    fs::copy(test_package(name), copy, fs::copy_options::recursive);
    const auto verified = gavel_test::gavel("verify " + copy.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    CHECK_THAT(verified.out, Catch::Contains("nine_decimals.py") && Catch::Contains("two_decimals.py"));
}

}  // namespace

TEST_CASE("data/test_group.yaml holds settings for all of data/, with a warning, as BAPCtools writes it", "[package][accepts]") {
    const Package package = open_package(test_package("floatroot"));
    CHECK_THAT(warning_with(package, "data/test_group.yaml:"),
               Catch::Contains("floatroot/data/test_group.yaml: the specification places test_group.yaml in data/sample, "
                               "data/secret and its test data groups, not in data/ itself; read as settings for all of data/"));
    for (const char* name : {"sample/1", "secret/1", "secret/2", "secret/3"}) {
        INFO(name);
        CHECK(case_named(package, name).extras.checker_arguments == Words{"float_tolerance", "1e-6"});
    }
    CHECK(std::none_of(package.warnings.begin(), package.warnings.end(),
                       [](const std::string& warning) { return warning.find("not a folder of the format") != std::string::npos; }));
}

TEST_CASE("a float tolerance in data/test_group.yaml is used: the accepted submission is AC, the rounded one WA", "[package][accepts]") {
    verify_passes("floatroot");
}

TEST_CASE("data/test_group.yaml: a nearer file wins, the validation folders inherit it, scoring keys are refused", "[package][accepts]") {
    TemporaryFolder folder("accepts-root");
    write_minimal(folder, "2025-09");
    folder.write("data/test_group.yaml", "args: [all]\noutput_validator_args: [case_sensitive]\n");
    folder.write("data/secret/test_group.yaml", "output_validator_args: [space_change_sensitive]\n");
    folder.write("data/invalid_input/bad.in", "x\n");
    const Package package = open_package(folder.path());
    CHECK(case_named(package, "sample/1").extras.checker_arguments == Words{"case_sensitive"});
    CHECK(case_named(package, "secret/1").extras.checker_arguments == Words{"space_change_sensitive"});
    CHECK(case_named(package, "secret/1").extras.arguments == Words{"all"});
    REQUIRE(package.invalid_inputs.size() == 1);
    CHECK(package.invalid_inputs[0].extras.arguments == Words{"all"});

    folder.write("data/test_group.yaml", "max_score: 10\n");
    CHECK_THROWS_WITH(open_package(folder.path()),
                      Catch::Contains("data/test_group.yaml:1:12: max_score is only permitted in data/secret and its test data groups"));
}

TEST_CASE("data/testdata.yaml at the root of a 2023-07-draft or 2025-09 package is read as data/test_group.yaml", "[package][accepts]") {
    for (const std::string version : {"2023-07-draft", "2025-09"}) {
        INFO(version);
        TemporaryFolder folder("accepts-root-testdata");
        write_minimal(folder, version);
        folder.write("data/testdata.yaml", "output_validator_args: [float_tolerance, 1e-3]\n");
        const Package package = open_package(folder.path());
        CHECK_THAT(warning_with(package, "data/testdata.yaml: the specification places"), Catch::Contains("as BAPCtools does"));
        CHECK_THAT(warning_with(package, "data/testdata.yaml: read as test_group.yaml"),
                   Catch::Contains(version == "2025-09" ? "2025-09 names this file test_group.yaml (testdata.yaml is legacy's name)"
                                                        : "2023-07-draft packages, and BAPCtools until the rename, named it testdata.yaml"));
        CHECK(case_named(package, "secret/1").extras.checker_arguments == Words{"float_tolerance", "1e-3"});
    }
}

TEST_CASE("testdata.yaml in a 2023-07-draft package is its test_group.yaml, and legacy's flags key is read as the args", "[package][accepts]") {
    const Package package = open_package(test_package("drafttestdata"));
    CHECK_THAT(warning_with(package, "data/secret/testdata.yaml: read as test_group.yaml"),
               Catch::Contains("the name the specification gives this file"));
    CHECK_THAT(warning_with(package, "output_validator_flags is legacy's key"),
               Catch::Contains("data/secret/testdata.yaml:1:25: output_validator_flags is legacy's key; 2023-07-draft names it "
                               "output_validator_args (a list of strings); its words are read as output_validator_args"));
    CHECK(case_named(package, "secret/1").extras.checker_arguments == Words{"float_tolerance", "1e-6"});
    CHECK(case_named(package, "sample/1").extras.checker_arguments.empty());
    CHECK(node_named(package, "secret").config_file.find("data/secret/testdata.yaml") != std::string::npos);
    verify_passes("drafttestdata");
}

TEST_CASE("testdata.yaml beside test_group.yaml is ignored, and makes a test data group where it stands alone", "[package][accepts]") {
    TemporaryFolder folder("accepts-both");
    write_minimal(folder, "2025-09");
    std::filesystem::remove(folder.path() / "data/secret/1.in");
    std::filesystem::remove(folder.path() / "data/secret/1.ans");
    folder.write("data/secret/g1/test_group.yaml", "output_validator_args: [case_sensitive]\n");
    folder.write("data/secret/g1/testdata.yaml", "output_validator_args: [space_change_sensitive]\n");
    folder.write("data/secret/g2/testdata.yaml", "args: [g2]\n");
    for (const char* name : {"data/secret/g1/1", "data/secret/g2/1"}) {
        folder.write(std::string(name) + ".in", "1\n");
        folder.write(std::string(name) + ".ans", "1\n");
    }
    const Package package = open_package(folder.path());
    CHECK_THAT(warning_with(package, "g1/testdata.yaml"),
               Catch::EndsWith("data/secret/g1/testdata.yaml: ignored: the test_group.yaml beside it is read (testdata.yaml "
                               "is legacy's name for that file)"));
    CHECK(case_named(package, "secret/g1/1").extras.checker_arguments == Words{"case_sensitive"});
    CHECK(node_named(package, "secret/g2").test_group);
    CHECK(case_named(package, "secret/g2/1").extras.arguments == Words{"g2"});
    CHECK_THAT(warning_with(package, "g2/testdata.yaml: read as test_group.yaml"), Catch::Contains("2025-09 names this file"));

    // Beside testdata.in, testdata.yaml is that case's own file, and its folder no test data group.
    folder.write("data/secret/g3/testdata.in", "2\n");
    folder.write("data/secret/g3/testdata.ans", "2\n");
    folder.write("data/secret/g3/testdata.yaml", "output_validator_args: [case_sensitive]\n");
    CHECK_THROWS_WITH(open_package(folder.path()),
                      Catch::Contains("data/secret/g3: a folder without test_group.yaml beside test data groups"));
    folder.write("data/secret/g3/test_group.yaml", "");
    const Package with_case = open_package(folder.path());
    CHECK(case_named(with_case, "secret/g3/testdata").extras.checker_arguments == Words{"case_sensitive"});
    CHECK(node_named(with_case, "secret/g3").config_file.find("g3/test_group.yaml") != std::string::npos);
}

TEST_CASE("validator_flags in a 2023-07-draft or 2025-09 problem.yaml goes to the output validator, as legacy's does", "[package][accepts]") {
    for (const std::string flags : {"float_tolerance 1e-6", "[float_tolerance, 1e-6]"}) {
        INFO(flags);
        TemporaryFolder folder("accepts-flags");
        write_minimal(folder, "2023-07-draft", "validator_flags: " + flags + "\n");
        const Package package = open_package(folder.path());
        CHECK(package.output_validator_flags == Words{"float_tolerance", "1e-6"});
        CHECK_THAT(warning_with(package, "validator_flags"),
                   Catch::Contains("problem.yaml:3:18: validator_flags is legacy's key; 2023-07-draft gives the output "
                                   "validator's arguments as output_validator_args in test_group.yaml; passed to the "
                                   "output validator before each case's arguments, as legacy does"));
    }
}

TEST_CASE("legacy's keys in a test_group.yaml: the validators' flags become their args, the rest is said and left", "[package][accepts]") {
    TemporaryFolder folder("accepts-keys");
    write_minimal(folder, "2025-09");
    folder.write("data/secret/test_group.yaml",
                 "input_validator_flags: { name: check, flags: --max 5 }\noutput_validator_flags: case_sensitive\n"
                 "output_validator_args: [space_change_sensitive]\non_reject: continue\ngrading: default\n");
    const Package package = open_package(folder.path());
    const auto& secret = case_named(package, "secret/1");
    CHECK(secret.input_validator_arguments.empty());
    CHECK(secret.input_validator_arguments_by_name.at("check") == Words{"--max", "5"});
    CHECK(secret.extras.checker_arguments == Words{"space_change_sensitive"});
    CHECK_THAT(warning_with(package, "input_validator_flags"),
               Catch::Contains("test_group.yaml:1:24: input_validator_flags is legacy's key; 2025-09 names it input_validator_args"));
    CHECK_THAT(warning_with(package, "output_validator_flags"),
               Catch::Contains("test_group.yaml:2:25: output_validator_flags is legacy's name for output_validator_args, "
                               "which this file gives as well; ignored"));
    for (const std::string key : {"on_reject", "grading"}) {
        CHECK_THAT(warning_with(package, key + " is a key"),
                   Catch::Contains(key + " is a key of legacy's testdata.yaml; 2025-09 has no such setting"));
        CHECK(std::none_of(package.warnings.begin(), package.warnings.end(), [&](const std::string& warning) {
            return warning.find("unknown key '" + key + "'") != std::string::npos;
        }));
    }
}

TEST_CASE("a Java class that is not public, named as its file, with main, is the entry point", "[java][accepts]") {
    if (!jdk_installed()) return;
    // Kattis runs the class named as the file; gavel saves a single file as Main.java, and finds the class by its
    // main method. A helper class before it in name order has no main.
    const fs::path source = scratch() / "Solver.java";
    std::ofstream(source) << "import java.util.Scanner;\n"
                             "class Adder { static long add(long a, long b) { return a + b; } }\n"
                             "class Solver {\n"
                             "    public static void main(String[] args) {\n"
                             "        Scanner in = new Scanner(System.in);\n"
                             "        System.out.println(Adder.add(in.nextLong(), in.nextLong()));\n"
                             "    }\n"
                             "}\n";
    const auto report = graded_report("root", "sum " + source.string() + " --suite " +
                                                  (fs::path(FIXTURES_DIR) / "java" / "suite.yaml").string(), 0);
    CHECK(report["verdict"] == "AC");
}

TEST_CASE("an OCaml program that uses Str is linked with it, as Kattis links it", "[languages][accepts]") {
    if (gavel::find_toolchain_program("ocamlopt").empty()) {
        WARN("skipped: no ocamlopt (make languages installs it: apt-get install ocaml-nox)");
        return;
    }
    const fs::path source = scratch() / "sum_str.ml";
    std::ofstream(source) << "let () =\n"
                             "  let words = Str.split (Str.regexp \"[ \\t]+\") (input_line stdin) in\n"
                             "  let sum = List.fold_left (fun total word -> total + int_of_string word) 0 words in\n"
                             "  ignore (Unix.gettimeofday ());\n"
                             "  Printf.printf \"%d\\n\" sum\n";
    const auto report = graded_report("root", "sum " + source.string() + " --suite " +
                                                  (fs::path(FIXTURES_DIR) / "java" / "suite.yaml").string(), 0);
    CHECK(report["verdict"] == "AC");
}
