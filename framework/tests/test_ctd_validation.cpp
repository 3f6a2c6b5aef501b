// A package whose input validator is a checktestdata program (tests/packages/ctdvalidated), through the gavel
// binary: gavel runs the .ctd itself (gavel-checktestdata-host in the validator's box), a refusal names the data
// file, the program and where in the data it stopped, and data/invalid_input is checked against it. Then an input
// validator gavel cannot run: skipped, and said so in the console, in --json's warnings and its data_valid.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_runner.hpp"
#include "run/author_program.hpp"
#include "run/languages.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

// tests/packages/ctdvalidated copied to scratch()/<tag>/ctdvalidated, for a test that changes it.
fs::path copy_of_package(const std::string& tag) {
    const fs::path copy = scratch() / tag / "ctdvalidated";
    fs::remove_all(copy.parent_path());
    fs::create_directories(copy.parent_path());
    fs::copy(fs::path(SOURCE_DIR) / "framework/tests/packages/ctdvalidated", copy, fs::copy_options::recursive);
    return copy;
}

void write(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
}

std::string unrunnable(const fs::path& program) {
    static const gavel::LanguageTable table = gavel::load_languages(gavel::default_languages_file());
    return gavel::AuthorProgram(program, "input validator", "problem.yaml").unrunnable_reason(table);
}

}  // namespace

TEST_CASE("a package validated by a checktestdata program verifies, its invalid inputs refused", "[package][ctd]") {
    const fs::path package = copy_of_package("ctd-valid");
    const fs::path report = package.parent_path() / "verify.json";
    const auto verified = gavel_test::gavel("verify " + package.string() + " --json " + report.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    CHECK_THAT(verified.out, Catch::Contains("accepted/sum.py"));
    CHECK_THAT(verified.err, !Catch::Contains("skipped"));
    const auto json = nlohmann::json::parse(read_all(report));
    CHECK(json["problems"][0]["data_valid"] == true);
}

TEST_CASE("an input the checktestdata program refuses stops verify, naming the file, the program and the place", "[package][ctd]") {
    const fs::path package = copy_of_package("ctd-refused");
    // 1000001 is past INT(-1000000, 1000000): line 2, column 10.
    write(package / "data/secret/2.in", "4\n-1000000 1000001 7 -2\n");
    const auto verified = gavel_test::gavel("verify " + package.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 2);
    CHECK_THAT(verified.err, Catch::Contains("data/secret/2.in: format.ctd: refuses it") && Catch::Contains(":2:10:") &&
                                 Catch::Contains("format.ctd:3:"));
    CHECK_THAT(verified.err, !Catch::Contains("data/sample/1.in"));
    CHECK_THAT(verified.out, !Catch::Contains("accepted/sum.py"));  // nothing judged
}

TEST_CASE("an invalid input the checktestdata program accepts stops verify", "[package][ctd]") {
    const fs::path package = copy_of_package("ctd-accepts-invalid");
    write(package / "data/invalid_input/fine.in", "2\n5 6\n");
    const auto verified = gavel_test::gavel("verify " + package.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 2);
    CHECK_THAT(verified.err, Catch::Contains("data/invalid_input/fine.in: input validators: accept an input in invalid_input"));
    for (const char* refused : {"too-few.in", "no-numbers.in", "two-spaces.in"}) CHECK_THAT(verified.err, !Catch::Contains(refused));
}

TEST_CASE("a folder whose only program is one .ctd is a checktestdata validator", "[package][ctd]") {
    const fs::path package = copy_of_package("ctd-folder");
    fs::create_directories(package / "input_validators/layout");
    fs::rename(package / "input_validators/format.ctd", package / "input_validators/layout/format.ctd");
    write(package / "input_validators/layout/README.md", "The input's layout.\n");
    CHECK(unrunnable(package / "input_validators/layout").empty());
    write(package / "data/secret/2.in", "4\n-1000000 1000001 7 -2\n");
    const auto verified = gavel_test::gavel("verify " + package.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 2);
    CHECK_THAT(verified.err, Catch::Contains("data/secret/2.in: layout: refuses it") && Catch::Contains(":2:10:"));

    // Two programs leave gavel unable to tell which is the validator; sources beside one make it their folder.
    write(package / "input_validators/layout/other.ctd", "EOF\n");
    CHECK(unrunnable(package / "input_validators/layout") ==
          "the folder holds several checktestdata programs (format.ctd, other.ctd); expected one");
    write(package / "input_validators/layout/check.py", "import sys\nsys.exit(42)\n");
    CHECK_THAT(unrunnable(package / "input_validators/layout"), Catch::Contains("python3"));
}

TEST_CASE("an input validator gavel cannot run is a warning, and the data is not called valid", "[package][ctd]") {
    const fs::path package = copy_of_package("ctd-skipped");
    write(package / "input_validators/check.notalanguage", "every line is fine\n");
    const fs::path report = package.parent_path() / "verify.json";
    const auto verified = gavel_test::gavel("verify " + package.string() + " --json " + report.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);  // the .ctd still ran, and the submission is as expected
    const std::string skipped = "check.notalanguage: input validator skipped: gavel cannot tell its language";
    CHECK_THAT(verified.err, Catch::Contains(skipped));
    const auto json = nlohmann::json::parse(read_all(report));
    const auto& problem = json["problems"][0];
    CHECK(problem["data_valid"] == false);
    bool warned = false;
    for (const auto& warning : problem["warnings"]) warned = warned || warning.get<std::string>().find(skipped) != std::string::npos;
    CHECK(warned);

    const auto strict = gavel_test::gavel("verify --strict " + package.string());
    INFO(strict.out << strict.err);
    CHECK(strict.exit_code == 2);
    CHECK_THAT(strict.err, Catch::Contains(skipped) && Catch::Contains("(--strict)"));
}
