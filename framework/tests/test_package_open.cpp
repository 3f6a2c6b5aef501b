// open_package on the packages under tests/packages/ (one per format version), and on small broken packages each
// test writes into a scratch folder: what is read, in which order, and the one line each mistake is reported with.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <limits>

#include "error_text.hpp"

#include "base/errors.hpp"
#include "package/package.hpp"

namespace {

using gavel::package::FormatVersion;
using gavel::package::open_package;
using gavel::package::Package;

std::filesystem::path test_package(const std::string& name) { return std::filesystem::path(PACKAGES_DIR) / name; }

std::vector<std::string> group_names(const Package& package) {
    std::vector<std::string> names;
    for (const auto& group : package.problem.suite.groups) names.push_back(group.name);
    return names;
}

std::vector<std::string> case_names(const gavel::TestGroup& group) {
    std::vector<std::string> names;
    for (const auto& test : group.cases) names.push_back(test.name);
    return names;
}

const gavel::package::DataCase& data_case(const Package& package, const std::string& name) {
    const auto found = std::find_if(package.cases.begin(), package.cases.end(), [&](const auto& c) { return c.name == name; });
    REQUIRE(found != package.cases.end());
    return *found;
}

const gavel::package::DataNode& node(const Package& package, const std::string& name) {
    const auto found = std::find_if(package.nodes.begin(), package.nodes.end(), [&](const auto& n) { return n.name == name; });
    REQUIRE(found != package.nodes.end());
    return *found;
}

bool warned(const Package& package, const std::string& part) {
    return std::any_of(package.warnings.begin(), package.warnings.end(),
                       [&](const std::string& warning) { return warning.find(part) != std::string::npos; });
}

using Words = std::vector<std::string>;
constexpr std::uint64_t MiB = 1ull << 20;

// A package written file by file into a scratch folder (removed afterwards); its folder is named `pkg`.
class ScratchPackage {
public:
    explicit ScratchPackage(const std::string& tag)
        : root_(std::filesystem::temp_directory_path() / ("gavel-package-test-" + std::to_string(::getpid()) + "-" + tag)) {
        std::filesystem::remove_all(root_);
        std::filesystem::create_directories(folder());
    }
    ~ScratchPackage() {
        std::error_code error;
        std::filesystem::remove_all(root_, error);
    }
    std::filesystem::path root() const { return root_; }
    std::filesystem::path folder() const { return root_ / "pkg"; }
    void write(const std::string& relative, const std::string& text) const {
        const auto path = folder() / relative;
        std::filesystem::create_directories(path.parent_path());
        std::ofstream(path, std::ios::binary) << text;
    }
    /// problem.yaml as given, and the least else a package needs: one secret case, a validator, a submission.
    void minimal(const std::string& problem_yaml) const {
        write("problem.yaml", problem_yaml);
        write("data/secret/1.in", "1\n");
        write("data/secret/1.ans", "1\n");
        write("input_validators/check.py", "import sys\nsys.exit(42)\n");
        write("submissions/accepted/copy.py", "print(input())\n");
    }
    std::string error() const {
        return gavel_test::input_error_of([&] { open_package(folder()); }, folder().string());
    }

private:
    std::filesystem::path root_;
};

constexpr const char* modern_yaml = "problem_format_version: 2025-09\nname: Scratch\nuuid: 1\n";

}  // namespace

TEST_CASE("a legacy package: nested data folders in name order, testdata.yaml inherited, annotations", "[package]") {
    const Package package = open_package(test_package("legacypairs"));
    CHECK(package.version == FormatVersion::legacy);
    CHECK_FALSE(package.scoring);
    const gavel::Problem& problem = package.problem;
    CHECK(problem.id == "legacypairs");
    CHECK(problem.title == "Pairs Added Up");
    CHECK(problem.suite.problem == "legacypairs");
    CHECK(problem.checker != nullptr);
    CHECK(problem.validators.empty());

    // Cases and folders in one name order: secret's own cases before big/ and after it are two groups of its name.
    CHECK(group_names(package) == Words{"sample", "secret", "secret/big", "secret/big/huge", "secret"});
    CHECK(case_names(problem.suite.groups[1]) == Words{"01-small"});
    CHECK(case_names(problem.suite.groups[2]) == Words{"01", "02"});
    CHECK(case_names(problem.suite.groups[4]) == Words{"zz-zero"});
    const gavel::TestCase& small = problem.suite.groups[1].cases[0];
    CHECK(small.input == "5 7\n");
    CHECK(small.answer == std::optional<std::string>("12\n"));
    CHECK(small.hint == "remember to add, not multiply");
    CHECK(small.location.file.find("data/secret/01-small.in") != std::string::npos);
    CHECK(problem.suite.groups[0].cases[0].description == "two small numbers");

    REQUIRE(package.cases.size() == 6);
    std::size_t at = 0;
    for (const auto& group : problem.suite.groups)
        for (const auto& test : group.cases) CHECK(package.cases[at++].name == group.name + "/" + test.name);

    REQUIRE(package.nodes.size() == 4);
    CHECK(package.nodes[0].name == "sample");
    CHECK(package.nodes[1].name == "secret");
    CHECK(package.nodes[1].children == std::vector<std::size_t>{2});
    CHECK(package.nodes[3].parent == std::optional<std::size_t>(2));
    CHECK(package.nodes[1].cases == Words{"secret/01-small", "secret/zz-zero"});
    // data/testdata.yaml's on_reject reaches every folder but huge/, which sets its own.
    CHECK(node(package, "sample").on_reject == "continue");
    CHECK(node(package, "sample").grader_flags.empty());
    CHECK(node(package, "secret").grader_flags == Words{"first_error", "ignore_sample"});
    CHECK(node(package, "secret/big").grader_flags == Words{"first_error", "ignore_sample"});
    CHECK(node(package, "secret/big").on_reject == "continue");
    CHECK(node(package, "secret/big/huge").on_reject == "break");
    CHECK(node(package, "secret").config_file.find("data/secret/testdata.yaml") != std::string::npos);

    CHECK(data_case(package, "secret/01-small").input_validator_arguments == Words{"max", "1000"});
    const auto& big = data_case(package, "secret/big/01");
    CHECK(big.input_validator_arguments.empty());
    CHECK(big.input_validator_arguments_by_name.at("check.py") == Words{"max", "1000000"});
    CHECK(big.extras.checker_arguments == Words{"float_relative_tolerance", "1e-3"});
    const auto& huge = data_case(package, "secret/big/huge/01");
    CHECK(huge.extras.arguments == Words{"--fast", "--quiet"});
    CHECK(huge.extras.checker_arguments == Words{"float_relative_tolerance", "1e-3"});
    CHECK(problem.suite.groups[3].cases[0].extras.arguments == Words{"--fast", "--quiet"});
    CHECK(package.output_validator_flags == Words{"float_tolerance", "1e-6", "case_sensitive"});

    CHECK_FALSE(package.timing.time_limit);
    CHECK(package.timing.ac_to_time_limit == 3);
    CHECK(package.timing.time_limit_to_tle == 1.5);
    CHECK(problem.limits.time == gavel::Duration(std::chrono::seconds(1)));
    CHECK(problem.limits.memory == 512 * MiB);
    CHECK(problem.limits.output == 16 * MiB);
    CHECK(package.compilation_limits.time == gavel::Duration(std::chrono::seconds(90)));
    CHECK(package.compilation_limits.memory == 2048 * MiB);
    CHECK(package.validation_limits.time == gavel::Duration(std::chrono::seconds(60)));
    CHECK(package.problem.code_limit == 128u * 1024);

    REQUIRE(package.input_validators.size() == 1);
    CHECK(package.input_validators[0].name == "check.py");
    CHECK_FALSE(package.output_validator);
    REQUIRE(problem.submissions.size() == 4);
    CHECK(problem.submissions[0].label == "accepted/add.cpp");
    CHECK(problem.submissions[0].language == "cpp");
    CHECK(problem.submissions[1].language == "python2");
    CHECK(problem.submissions[2].label == "time_limit_exceeded/Slow.java");
    CHECK(problem.submissions[2].expected == gavel::Verdict::time_limit);
    CHECK(problem.submissions[3].language == "c");
    CHECK(problem.submissions[3].expected == gavel::Verdict::wrong_answer);
    // generators/ without generators.yaml holds nothing gavel runs: not a warning.
    CHECK_FALSE(warned(package, "generators"));
}

TEST_CASE("a 2025-09 scoring package: test data groups, test_group.yaml and per-case settings", "[package]") {
    const Package package = open_package(test_package("groupedsums"));
    CHECK(package.version == FormatVersion::v2025_09);
    CHECK(package.scoring);
    CHECK(package.problem.title == "Grouped Sums");
    CHECK(package.warnings.empty());

    CHECK(package.timing.time_limit == std::optional<gavel::Duration>(std::chrono::milliseconds(2500)));
    CHECK(package.timing.time_resolution == 0.5);
    CHECK(package.timing.ac_to_time_limit == 1.5);
    CHECK(package.timing.time_limit_to_tle == 2);
    CHECK(package.problem.limits.time == gavel::Duration(std::chrono::milliseconds(2500)));
    CHECK(package.problem.limits.memory == 1024 * MiB);
    CHECK(package.problem.limits.output == 4 * MiB);
    CHECK(package.problem.code_limit == 64u * 1024);
    CHECK(package.compilation_limits.memory == 1024 * MiB);
    CHECK(package.compilation_limits.time == gavel::Duration(std::chrono::seconds(60)));
    CHECK(package.validation_limits.time == gavel::Duration(std::chrono::seconds(30)));
    CHECK(package.validation_limits.memory == 512 * MiB);
    CHECK(package.validation_limits.output == 2 * MiB);

    CHECK(group_names(package) == Words{"sample", "secret/group1", "secret/group2", "secret/group2/extra"});
    CHECK(case_names(package.problem.suite.groups[2]) == Words{"01"});
    const auto& secret = node(package, "secret");
    CHECK(secret.test_group);
    CHECK(secret.max_score == std::optional<double>(100));
    CHECK(secret.score_aggregation == "sum");
    const auto& group1 = node(package, "secret/group1");
    CHECK(group1.test_group);
    CHECK(group1.max_score == std::optional<double>(30));
    CHECK(group1.score_aggregation == "pass-fail");
    const auto& group2 = node(package, "secret/group2");
    CHECK(group2.max_score == std::optional<double>(70));
    CHECK(group2.score_aggregation == "min");
    CHECK(group2.require_pass == Words{"secret/group1"});
    CHECK_FALSE(node(package, "secret/group2/extra").test_group);
    CHECK_FALSE(node(package, "sample").max_score);

    // output_validator_args: the group's replaces secret's, and a case's .yaml replaces its group's.
    CHECK(data_case(package, "secret/group1/01").extras.checker_arguments == Words{"case_sensitive"});
    const auto& two = data_case(package, "secret/group1/02");
    CHECK(two.extras.arguments == Words{"fast", "2"});
    CHECK(two.extras.checker_arguments == Words{"float_tolerance", "0.5"});
    const gavel::TestCase& two_test = package.problem.suite.groups[1].cases[1];
    CHECK(two_test.description == "three ones");
    CHECK(two_test.hint == "count every number");
    CHECK(two_test.extras.arguments == Words{"fast", "2"});
    const auto& files = data_case(package, "secret/group2/01");
    CHECK(files.extras.files.filename() == "01.files");
    CHECK(files.extras.checker_arguments == Words{"space_change_sensitive"});
    CHECK(files.input_validator_arguments_by_name.at("validate") == Words{"--large"});
    const auto& deep = data_case(package, "secret/group2/extra/05");
    CHECK(package.nodes[deep.node].name == "secret/group2/extra");
    CHECK(deep.input_validator_arguments_by_name.at("validate") == Words{"--large"});

    REQUIRE(package.invalid_inputs.size() == 1);
    CHECK(package.invalid_inputs[0].name == "invalid_input/empty-list");
    CHECK(package.invalid_inputs[0].answer.empty());
    CHECK(package.invalid_inputs[0].input_validator_arguments == Words{"--strict"});
    REQUIRE(package.valid_outputs.size() == 1);
    CHECK(package.valid_outputs[0].output.filename() == "plain.out");
    REQUIRE(package.invalid_outputs.size() == 1);
    CHECK(package.invalid_outputs[0].extras.checker_arguments == Words{"case_sensitive"});

    REQUIRE(package.input_validators.size() == 1);
    CHECK(package.input_validators[0].name == "validate");
    REQUIRE(package.answer_validators.size() == 1);
    CHECK(package.answer_validators[0].name == "one_number.py");
    REQUIRE(package.output_validator);
    CHECK(package.output_validator->path.filename() == "output_validator");

    REQUIRE(package.problem.submissions.size() == 3);
    CHECK(package.problem.submissions[0].label == "accepted/split");
    CHECK(package.problem.submissions[0].language == "java");
    CHECK(package.problem.submissions[1].language == "cpp");
    CHECK(package.problem.submissions[2].label == "wrong_answer/first.py");
    CHECK(package.problem.submissions[2].language == "python3");
}

TEST_CASE("a 2023-07-draft package is read by the 2025-09 rules", "[package]") {
    const Package package = open_package(test_package("draftecho"));
    CHECK(package.version == FormatVersion::draft_2023_07);
    CHECK(std::string(gavel::package::name_of(package.version)) == "2023-07-draft");
    CHECK_FALSE(package.scoring);
    CHECK(package.warnings.empty());
    CHECK(package.problem.limits.time == gavel::Duration(std::chrono::seconds(3)));
    CHECK(package.problem.limits.memory == 256 * MiB);
    CHECK(package.timing.ac_to_time_limit == 2.0);
    CHECK(group_names(package) == Words{"secret"});
    CHECK(package.problem.suite.groups[0].cases[1].description == "two words");
    REQUIRE(package.problem.submissions.size() == 2);
    CHECK(package.problem.submissions[1].expected == gavel::Verdict::runtime_error);
    CHECK(package.problem.submissions[1].language == "rust");
}

TEST_CASE("looks_like_package tells packages from gavel's own problems", "[package]") {
    CHECK(gavel::package::looks_like_package(test_package("legacypairs")));
    CHECK(gavel::package::looks_like_package(test_package("groupedsums")));
    CHECK_FALSE(gavel::package::looks_like_package(test_package("no-such-package")));
    CHECK_FALSE(gavel::package::looks_like_package("sum"));
    const ScratchPackage scratch("own");
    scratch.write("../problems/mine/problem.yaml", "id: mine\ntitle: Mine\nlimits: {time: 1s, memory: 64MiB}\n");
    scratch.write("../testcases/mine/suite.yaml", "problem: mine\ngroups: []\n");
    CHECK_FALSE(gavel::package::looks_like_package(scratch.root() / "problems" / "mine"));
    scratch.write("problem.yaml", "name: Plain\n");
    CHECK(gavel::package::looks_like_package(scratch.folder()));
}

TEST_CASE("problem.yaml mistakes name the file, the line and the key", "[package][errors]") {
    SECTION("a wrong type") {
        const ScratchPackage scratch("type");
        scratch.minimal("name: Scratch\nlimits:\n  memory: lots\n");
        CHECK_THAT(scratch.error(), Catch::Contains("problem.yaml:3:11: expected limits.memory in MiB (an integer in 1..1048576), found 'lots'"));
    }
    SECTION("out of range") {
        const ScratchPackage scratch("range");
        scratch.minimal(std::string(modern_yaml) + "limits:\n  time_multipliers:\n    ac_to_time_limit: 0.5\n");
        CHECK_THAT(scratch.error(), Catch::Contains("problem.yaml:6:23: expected limits.time_multipliers.ac_to_time_limit"));
    }
    SECTION("a syntax error") {
        const ScratchPackage scratch("syntax");
        scratch.minimal("name: [unclosed\n");
        CHECK_THAT(scratch.error(), Catch::Matches(".*problem\\.yaml:[0-9]+:[0-9]+: YAML syntax error: .*"));
    }
    SECTION("an unknown version") {
        const ScratchPackage scratch("version");
        scratch.minimal("problem_format_version: 2099-01\nname: Scratch\n");
        CHECK_THAT(scratch.error(), Catch::Contains("problem.yaml:1:25: unknown problem_format_version '2099-01'; gavel knows"));
        CHECK_THAT(scratch.error(), Catch::Contains("2025-09"));
    }
    SECTION("an interactive or multi-pass problem without its own output validator") {
        const ScratchPackage scratch("interactive");
        scratch.minimal(std::string(modern_yaml) + "type: [scoring, interactive]\n");
        const std::string error = scratch.error();
        CHECK_THAT(error, Catch::Contains("problem.yaml:4:7: an interactive problem is judged by its own output validator, "
                                          "and output_validator/ holds none"));
        CHECK(error.find('\n') == std::string::npos);
        const ScratchPackage passes("multipass");
        passes.minimal(std::string(modern_yaml) + "type: multi-pass\n");
        CHECK_THAT(passes.error(), Catch::Contains("problem.yaml:4:7: a multi-pass problem is judged by its own output validator"));
    }
    SECTION("legacy custom interactive validation without output_validators/") {
        const ScratchPackage scratch("legacy-interactive");
        scratch.minimal("validation: custom interactive\n");
        CHECK_THAT(scratch.error(), Catch::Contains("problem.yaml:1:13: validation is custom, but output_validators/ holds no program"));
    }
    SECTION("a submit-answer problem") {
        const ScratchPackage scratch("submitanswer");
        scratch.minimal(std::string(modern_yaml) + "type: submit-answer\n");
        CHECK_THAT(scratch.error(), Catch::Contains("problem.yaml:4:7: submit-answer problem: gavel judges programs"));
    }
    SECTION("legacy custom validation without an output validator") {
        const ScratchPackage scratch("custom");
        scratch.minimal("validation: custom\n");
        CHECK_THAT(scratch.error(), Catch::Contains("problem.yaml:1:13: validation is custom, but output_validators/ holds no program"));
    }
    SECTION("legacy custom validation with its one output validator") {
        const ScratchPackage scratch("custom-one");
        scratch.minimal("validation: custom\nvalidator_flags: \"\"\n");
        scratch.write("output_validators/judge/judge.cpp", "int main() { return 42; }\n");
        const Package package = open_package(scratch.folder());
        REQUIRE(package.output_validator);
        CHECK(package.output_validator->name == "judge");
        CHECK(package.output_validator_flags.empty());
    }
    SECTION("two legacy output validators") {
        const ScratchPackage scratch("two-validators");
        scratch.minimal("validation: custom\n");
        scratch.write("output_validators/a/a.cpp", "int main() { return 42; }\n");
        scratch.write("output_validators/b.py", "exit(42)\n");
        CHECK_THAT(scratch.error(), Catch::Contains("output_validators: several programs (a, b.py); expected one"));
    }
}

TEST_CASE("unknown keys and other oddities are warnings, not errors", "[package]") {
    const ScratchPackage scratch("warnings");
    scratch.minimal(std::string(modern_yaml) + "flavour: salty\nlimits:\n  frobnicate: 3\n");
    scratch.write("data/secret/test_group.yaml", "colour: blue\n");
    scratch.write("data/secret/orphan.ans", "2\n");
    scratch.write("output_validators/keep.py", "exit(42)\n");
    scratch.write("data/secret/.hidden.in", "1\n");  // hidden: as if not there
    const Package package = open_package(scratch.folder());
    CHECK(warned(package, "problem.yaml:4:1: unknown key 'flavour' in problem.yaml (ignored)"));
    CHECK(warned(package, "problem.yaml:6:3: unknown key 'frobnicate' in limits"));
    CHECK(warned(package, "test_group.yaml:1:1: unknown key 'colour'"));
    CHECK(warned(package, "orphan.ans: no orphan.in beside it"));
    CHECK(warned(package, "the legacy place of the output validator"));
    CHECK(package.cases.size() == 1);

    const ScratchPackage legacy("legacy-default");
    legacy.minimal("validation: default\n");
    legacy.write("output_validators/keep/keep.py", "exit(42)\n");
    const Package unused = open_package(legacy.folder());
    CHECK_FALSE(unused.output_validator);
    CHECK(warned(unused, "not used: problem.yaml's validation is default"));
}

TEST_CASE("data/ mistakes name the file", "[package][errors]") {
    SECTION("an input without an answer") {
        const ScratchPackage scratch("no-answer");
        scratch.minimal("name: Scratch\n");
        scratch.write("data/secret/2.in", "2\n");
        CHECK_THAT(scratch.error(), Catch::Contains("data/secret/2.in: no 2.ans beside it; expected one for every input in data/secret"));
    }
    SECTION("no data/secret") {
        const ScratchPackage scratch("no-secret");
        scratch.minimal("name: Scratch\n");
        std::filesystem::remove_all(scratch.folder() / "data" / "secret");
        CHECK_THAT(scratch.error(), Catch::Contains("data/secret: missing"));
    }
    SECTION("an empty data/secret only warns") {
        const ScratchPackage scratch("empty-secret");
        scratch.minimal("name: Scratch\n");
        std::filesystem::remove_all(scratch.folder() / "data" / "secret");
        std::filesystem::create_directories(scratch.folder() / "data" / "secret");
        const Package package = open_package(scratch.folder());
        CHECK(warned(package, "data/secret: no test cases"));
        CHECK(package.cases.empty());
    }
    SECTION("a symbolic link out of the package") {
        const ScratchPackage scratch("link");
        scratch.minimal("name: Scratch\n");
        std::ofstream(scratch.root() / "outside.txt") << "secret of the host\n";
        std::filesystem::create_symlink(scratch.root() / "outside.txt", scratch.folder() / "data" / "secret" / "2.in");
        CHECK_THAT(scratch.error(), Catch::Contains("data/secret/2.in: a symbolic link out of the package"));
    }
    SECTION("a symbolic link inside the package is followed") {
        const ScratchPackage scratch("inner-link");
        scratch.minimal("name: Scratch\n");
        std::filesystem::create_symlink("1.in", scratch.folder() / "data" / "secret" / "2.in");
        std::filesystem::create_symlink("1.ans", scratch.folder() / "data" / "secret" / "2.ans");
        const Package package = open_package(scratch.folder());
        REQUIRE(package.cases.size() == 2);
        CHECK(package.problem.suite.groups[0].cases[1].input == "1\n");
    }
    SECTION("a symbolic link to a folder that holds it") {
        const ScratchPackage scratch("loop");
        scratch.minimal("name: Scratch\n");
        std::filesystem::create_symlink(".", scratch.folder() / "data" / "secret" / "here");
        CHECK_THAT(scratch.error(), Catch::Contains("data/secret/here: a symbolic link to a folder that holds it"));
    }
    SECTION("a FIFO where an input should be") {
        const ScratchPackage scratch("fifo");
        scratch.minimal("name: Scratch\n");
        REQUIRE(::mkfifo((scratch.folder() / "data" / "secret" / "2.in").c_str(), 0600) == 0);
        scratch.write("data/secret/2.ans", "2\n");
        CHECK_THAT(scratch.error(), Catch::Contains("data/secret/2.in: a FIFO, socket or device where a test data file should be"));
    }
    SECTION("legacy custom graders") {
        const ScratchPackage scratch("grader");
        scratch.minimal("type: scoring\n");
        scratch.write("data/secret/testdata.yaml", "on_reject: continue\ngrading: custom\n");
        CHECK_THAT(scratch.error(), Catch::Contains("testdata.yaml:2:10: grading: custom: custom graders are not supported"));
    }
    SECTION("a missing input validator is an error only when strict") {
        const ScratchPackage scratch("strict");
        scratch.minimal("name: Scratch\n");
        std::filesystem::remove_all(scratch.folder() / "input_validators");
        CHECK(warned(open_package(scratch.folder()), "no input validator"));
        CHECK_THROWS_AS(open_package(scratch.folder(), {true}), gavel::InputError);
    }
}

TEST_CASE("2025-09 test data group rules", "[package][errors]") {
    SECTION("secret holding both cases and groups") {
        const ScratchPackage scratch("mixed");
        scratch.minimal(modern_yaml);
        scratch.write("data/secret/g/test_group.yaml", "");
        scratch.write("data/secret/g/1.in", "1\n");
        scratch.write("data/secret/g/1.ans", "1\n");
        CHECK_THAT(scratch.error(), Catch::Contains("data/secret/g/test_group.yaml:1:1: a test data group beside test cases"));
    }
    SECTION("a folder beside groups that is none") {
        const ScratchPackage scratch("plain-beside");
        scratch.minimal(modern_yaml);
        std::filesystem::rename(scratch.folder() / "data/secret/1.in", scratch.folder() / "data/secret/b.in");
        scratch.write("data/secret/a/test_group.yaml", "");
        scratch.write("data/secret/a/1.in", "1\n");
        scratch.write("data/secret/a/1.ans", "1\n");
        scratch.write("data/secret/c/1.in", "1\n");
        scratch.write("data/secret/c/1.ans", "1\n");
        std::filesystem::remove(scratch.folder() / "data/secret/b.in");
        std::filesystem::remove(scratch.folder() / "data/secret/1.ans");
        CHECK_THAT(scratch.error(), Catch::Contains("data/secret/c: a folder without test_group.yaml beside test data groups"));
    }
    SECTION("a test_group.yaml deeper than a group") {
        const ScratchPackage scratch("deep");
        scratch.minimal(modern_yaml);
        std::filesystem::remove(scratch.folder() / "data/secret/1.in");
        std::filesystem::remove(scratch.folder() / "data/secret/1.ans");
        scratch.write("data/secret/g/test_group.yaml", "");
        scratch.write("data/secret/g/sub/test_group.yaml", "");
        scratch.write("data/secret/g/sub/1.in", "1\n");
        scratch.write("data/secret/g/sub/1.ans", "1\n");
        CHECK_THAT(scratch.error(), Catch::Contains("g/sub/test_group.yaml:1:1: a test_group.yaml below a test data group"));
    }
    SECTION("max_score in a pass-fail problem") {
        const ScratchPackage scratch("pass-fail-score");
        scratch.minimal(modern_yaml);
        scratch.write("data/secret/test_group.yaml", "args: [x]\nmax_score: 50\n");
        CHECK_THAT(scratch.error(), Catch::Contains("data/secret/test_group.yaml:2:12: max_score in a pass-fail problem"));
    }
    SECTION("score_aggregation in sample") {
        const ScratchPackage scratch("sample-score");
        scratch.minimal(std::string(modern_yaml) + "type: scoring\n");
        scratch.write("data/sample/test_group.yaml", "score_aggregation: min\n");
        CHECK_THAT(scratch.error(), Catch::Contains("data/sample/test_group.yaml:1:20: score_aggregation is not permitted in sample"));
    }
    SECTION("a case named test_group") {
        const ScratchPackage scratch("case-name");
        scratch.minimal(modern_yaml);
        scratch.write("data/secret/test_group.in", "1\n");
        scratch.write("data/secret/test_group.ans", "1\n");
        CHECK_THAT(scratch.error(), Catch::Contains("data/secret/test_group.in: a test case named test_group"));
    }
    SECTION("a folder named as a case") {
        const ScratchPackage scratch("same-name");
        scratch.minimal(modern_yaml);
        scratch.write("data/secret/1/2.in", "1\n");
        scratch.write("data/secret/1/2.ans", "1\n");
        CHECK_THAT(scratch.error(), Catch::Contains("data/secret/1: a folder with the name of the test case 1.in"));
    }
    SECTION("a test data group without cases") {
        const ScratchPackage scratch("empty-group");
        scratch.minimal(std::string(modern_yaml) + "type: scoring\n");
        std::filesystem::remove(scratch.folder() / "data/secret/1.in");
        std::filesystem::remove(scratch.folder() / "data/secret/1.ans");
        scratch.write("data/secret/g/test_group.yaml", "max_score: 100\n");
        CHECK_THAT(scratch.error(), Catch::Contains("test data group secret/g holds no test case"));
    }
    SECTION("a wrongly shaped case .yaml") {
        const ScratchPackage scratch("case-yaml");
        scratch.minimal(modern_yaml);
        scratch.write("data/secret/1.yaml", "args: fast\n");
        CHECK_THAT(scratch.error(), Catch::Contains("data/secret/1.yaml:1:7: expected args as a list of strings, found 'fast'"));
    }
}


TEST_CASE("legacy scoring settings and the values the spec spells out", "[package]") {
    const ScratchPackage scratch("legacy-scoring");
    scratch.minimal("type: scoring\nvalidation: custom score\n");
    scratch.write("output_validators/judge.py", "exit(42)\n");
    scratch.write("data/secret/testdata.yaml", "accept_score: 2.5\nrange: 0 +inf\ngrader_flags: min\n");
    scratch.write("data/secret/part/testdata.yaml", "range: -inf 10\nreject_score: -1\n");
    scratch.write("data/secret/part/1.in", "1\n");
    scratch.write("data/secret/part/1.ans", "1\n");
    const Package package = open_package(scratch.folder());
    CHECK(package.scoring);
    const auto& secret = node(package, "secret");
    CHECK(secret.accept_score == 2.5);
    CHECK(secret.range_min == 0);
    CHECK(secret.range_max == std::numeric_limits<double>::infinity());
    const auto& part = node(package, "secret/part");
    CHECK(part.accept_score == 2.5);
    CHECK(part.reject_score == -1);
    CHECK(part.range_min == -std::numeric_limits<double>::infinity());
    CHECK(part.range_max == 10);
    CHECK(part.grader_flags == Words{"min"});
    CHECK(package.output_validator);

    const ScratchPackage pass_fail("legacy-pass-fail-scores");
    pass_fail.minimal("name: Scratch\n");
    pass_fail.write("data/secret/testdata.yaml", "accept_score: 3\n");
    const Package ignored = open_package(pass_fail.folder());
    CHECK(warned(ignored, "accept_score, reject_score and range are for scoring problems; ignored"));
    CHECK(node(ignored, "secret").accept_score == 1);

    const ScratchPackage bad_range("legacy-range");
    bad_range.minimal("type: scoring\n");
    bad_range.write("data/secret/testdata.yaml", "range: 5\n");
    CHECK_THAT(bad_range.error(), Catch::Contains("testdata.yaml:1:8: expected range as two numbers"));

    const ScratchPackage unbounded("unbounded");
    unbounded.minimal(std::string(modern_yaml) + "type: scoring\nlimits:\n  time_limit: 1.3\n");
    unbounded.write("data/secret/test_group.yaml", "max_score: unbounded\nscore_aggregation: min\n");
    const Package open = open_package(unbounded.folder());
    CHECK_FALSE(node(open, "secret").max_score);
    CHECK(node(open, "secret").score_aggregation == "min");
    CHECK(warned(open, "time_limit 1.3 is no multiple of time_resolution"));
    CHECK(open.problem.limits.time == gavel::Duration(std::chrono::milliseconds(1300)));
}
