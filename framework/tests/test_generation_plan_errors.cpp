// read_generation_plan() refuses what cannot be made, each with its place in generators.yaml (line:column) and
// what was expected.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "generation_package.hpp"

using gavel_test::GenerationPackage;

namespace {

struct Refusal {
    std::string yaml;
    std::string expected;  // "line:column: the start of the message"
};

// A test case in secret, by block: `key` at line 4, column 7; its value, when on that line, at column 10.
std::string secret_entry(const std::string& entry) { return "data:\n  secret:\n    data:\n      " + entry + "\n"; }

void check_refusals(const std::vector<Refusal>& refusals) {
    const GenerationPackage package;
    for (const Refusal& refusal : refusals) {
        INFO("generators.yaml:\n" << refusal.yaml);
        CHECK_THAT(package.error(refusal.yaml), Catch::Contains("generators.yaml:" + refusal.expected));
    }
}

}  // namespace

TEST_CASE("generators.yaml: an unknown key, or a key out of its place, is an error at the key", "[generate][plan]") {
    check_refusals({
        {secret_entry("a:\n        generate: gen.py\n        foo: 1"),
         "6:9: unknown key 'foo' in a test case; expected one of: generate, copy, count, in, ans"},
        {"data:\n  secret:\n    foo: 1\n", "3:5: unknown key 'foo' in a folder; expected one of: solution, random_salt"},
        {"foo: 1\n", "1:1: unknown key 'foo' in the root of generators.yaml; expected one of:"},
        {secret_entry("a:\n        generate: gen.py\n        data: {}"),
         "6:9: key 'data' belongs in a folder, not in a test case (a map with any of generate"},
        {"generate: gen.py\n", "1:1: key 'generate' belongs in a test case, not in the root of generators.yaml"},
        {"data:\n  secret:\n    generators: {}\n", "3:5: key 'generators' belongs in the root of generators.yaml, not in a folder"},
        {"data:\n  secret:\n    version: 2025-12\n", "3:5: key 'version' belongs in the root of generators.yaml"},
        {"data:\n  secret: {}\n  secret: {}\n", "3:3: key 'secret' given twice (first at line 2, column 3)"},
        // A YAML alias inside the node it names: a folder in itself, a settings map in itself.
        {"data:\n  secret: &x\n    data:\n      a: *x\n", "2:11: folders nest more than 100 deep here"},
        {"test_group.yaml: &t {a: *t}\n", "1:18: cannot write this back as YAML (nested more than 200 levels deep"},
        {"data:\n  secret: [\n", "3:1: YAML syntax error"},
    });
}

TEST_CASE("generators.yaml: aliases that double the tree at each level are refused, not followed", "[generate][plan]") {
    std::string yaml = "data:\n  secret:\n    data:\n      l0: &l0 {data: {t: gen.py}}\n";
    for (int level = 1; level <= 20; ++level) {
        const std::string name = "l" + std::to_string(level), below = "*l" + std::to_string(level - 1);
        yaml += "      " + name + ": &" + name + " {data: {a: " + below + ", b: " + below + "}}\n";
    }
    const GenerationPackage package;
    CHECK_THAT(package.error(yaml), Catch::Contains("generators.yaml asks for more than 100000 entries"));
}

TEST_CASE("generators.yaml: the root's data: names the known folders, as a map of folders", "[generate][plan]") {
    check_refusals({
        {"data:\n  - secret: {}\n", "2:3: expected the root's data: as a map of sample:, secret:, ..."},
        {"data:\n  tests: {}\n", "2:3: unknown folder 'tests' in the root's data:; expected one of: sample, secret, "
                                 "invalid_output, invalid_answer, invalid_input, valid_output"},
        {"data:\n  invalid_inputs: {}\n", "2:3: unknown folder 'invalid_inputs' in the root's data:; expected invalid_input"},
        {"data:\n  secret: gen.py\n", "2:3: expected data: secret: to be a folder"},
        {"data:\n  secret:\n    data: 5\n", "3:11: expected data: as a map of names to test cases and folders, or a list"},
        {secret_entry("a: [1]"), "4:7: expected 'a' to be a test case (a command, a map with generate:"},
        {secret_entry("\"\": gen.py"), "4:7: an empty name in data:"},
        {secret_entry("- a: gen.py\n        generate: gen.py"),
         "4:9: expected each entry of a numbered data: list to be a map of one name to its test case or folder, found "
         "2 names (to give a test case's generate:, count:, ..., indent them under its name)"},
    });
}

TEST_CASE("generators.yaml: a count: that is no number 1..100, list or range is an error at it", "[generate][plan]") {
    const auto counted = [](const std::string& count) {
        return secret_entry("a:\n        generate: gen.py\n        count: " + count);
    };
    check_refusals({
        {counted("0"), "6:16: count: 0 is out of range; expected 1..100"},
        {counted("101"), "6:16: count: 101 is out of range; expected 1..100"},
        {counted("[1, 1]"), "6:20: count: lists 1 twice; expected distinct values"},
        {counted("[1, x]"), "6:20: expected each value of a count: list to be an integer"},
        {counted("[]"), "6:16: count: lists 0 values; expected 1 to 100"},
        {counted("\"5..=1\""), "6:16: count: 5..=1 starts after it ends; expected lo <= hi"},
        {counted("\"1..=200\""), "6:16: count: 1..=200 gives 200 values; expected at most 100"},
        {counted("abc"), "6:16: expected count: as an integer 1..100, a list of distinct integers, or a range such as "
                         "\"-4..=5\", found 'abc'"},
    });
}

TEST_CASE("generators.yaml: a name that is not allowed, or a path made twice, is an error at the key", "[generate][plan]") {
    check_refusals({
        {secret_entry("a b: gen.py"), "4:7: test case name 'a b' is not allowed"},
        {secret_entry(".hidden: gen.py"), "4:7: test case name '.hidden' is not allowed"},
        {secret_entry("a.in: gen.py"), "4:7: test case name 'a.in' ends in .in"},
        {secret_entry("test_group: gen.py"), "4:7: a test case named 'test_group' would clash"},
        {secret_entry("\"g h\":\n        data: {}"), "4:7: folder name 'g h' is not allowed"},
        // "a" comes first (keys in byte order) and its count names a-1, which the key a-1 then names again.
        {secret_entry("a-1: gen.py\n      a:\n        generate: gen.py\n        count: 1"),
         "4:7: data/secret/a-1 is made twice: first at line 5, column 7"},
        // A test and a group numbered by their own counters: both 1-x.
        {secret_entry("- x: gen.py\n      - x:\n          data: {}"),
         "5:9: data/secret/1-x is made twice: first at line 4, column 9"},
    });
}

TEST_CASE("generators.yaml: a test case needs an input, and its files' texts are strings", "[generate][plan]") {
    check_refusals({
        {secret_entry("a:\n        ans: \"1\""), "4:7: test case 'a' has no input: expected generate:, copy: or in:"},
        {secret_entry("a:\n        in: [1]"), "5:13: expected in: as the text of the test's .in file (a string), found a list"},
        {secret_entry("a:\n        copy: /manual/3"), "5:15: copy: /manual/3 is an absolute path"},
        {secret_entry("a:\n        generate:"), "5:9: generate: has no value; expected a command"},
        {secret_entry("a:\n        generate: gen.py\n        count:"), "6:9: count: has no value; expected a count"},
        {"test_group.yaml: {}\ntestdata.yaml: {}\n", "2:1: test_group.yaml: and testdata.yaml: are one setting"},
        {"test_group.yaml: [1]\n", "1:18: expected test_group.yaml: as a map of its settings, found a list"},
    });
}

TEST_CASE("generators.yaml: a command's program is in generators/, its words split and {seed} used once",
          "[generate][plan]") {
    check_refusals({
        {secret_entry("a: nothing.py"), "4:10: generators/nothing.py does not exist; expected the command to start with a "
                                        "file or folder of generators/ or a program of the root generators: map"},
        {secret_entry("a: /usr/bin/gen"), "4:10: the program /usr/bin/gen is an absolute path"},
        {secret_entry("a: ../gen.py"), "4:10: the program ../gen.py leaves generators/"},
        {secret_entry("a: gen.py {seed} {seed:2}"), "4:10: the command uses {seed} 2 times; expected it at most once"},
        {secret_entry("a: gen.py \"x"), "4:10: generate: the quote \" opened at character 8 is never closed"},
        {secret_entry("a: \"\""), "4:10: generate: is empty"},
        {"generators:\n  g: []\n", "2:3: expected generators: g: as a non-empty list of its files"},
        {"generators:\n  g: [nothere.py]\n", "2:7: generators/nothere.py does not exist"},
        {"generators:\n  a b: [gen.py]\n", "2:3: generators: program name 'a b' is not allowed"},
    });
}

TEST_CASE("generators.yaml: a solution is an absolute path to a file of the package, retries a positive number",
          "[generate][plan]") {
    check_refusals({
        {"solution: submissions/accepted/a.py\n",
         "1:11: solution: 'submissions/accepted/a.py' is a relative path; expected an absolute path from the package root"},
        {"solution: /submissions/accepted/none.py\n", "1:11: solution: /submissions/accepted/none.py does not exist"},
        {"solution: /submissions/accepted/a.py --fast\n", "1:11: expected solution: as an absolute path from the "
                                                          "package root, such as /submissions/accepted/a.py alone"},
        {"solution: /../x.py\n", "1:11: solution: '/../x.py' is no file inside the package"},
        {"retries: 0\n", "1:10: expected retries: (an integer in 1..1000), found '0'"},
        {"random_salt: {a: 1}\n", "1:14: expected random_salt: as a string, found a map"},
    });
}

TEST_CASE("generators.yaml: include: names one test case or folder written before it", "[generate][plan]") {
    check_refusals({
        {"data:\n  secret:\n    include: [nothing]\n", "3:15: include: 'nothing' names no test case or folder before it"},
        {"data:\n  secret:\n    include: [sample/a]\n", "3:15: include: 'sample/a' is a path"},
        {"data:\n  sample:\n    data:\n      a:\n        generate: gen.py\n        count: 2\n  secret:\n    include: [a]\n",
         "8:15: include: 'a' is ambiguous: 2 test cases or folders have that key (line 4, column 7)"},
        {"data:\n  secret:\n    data:\n      g:\n        include: [secret]\n",
         "5:19: include: 'secret' names a folder that this one is in"},
        {"data:\n  sample:\n    data:\n      a: gen.py 1\n  secret:\n    include: [a]\n    data:\n      a: gen.py 2\n",
         "6:15: include: data/sample/a would be data/secret/a, which line 8, column 7 makes already"},
        {"data:\n  sample:\n    data:\n      g:\n        data:\n          a: gen.py 1\n      h:\n        data:\n"
         "          a: gen.py 2\n  secret:\n    include: [g, h]\n",
         "11:18: include: data/secret/a would come from both data/sample/g/a and data/sample/h/a"},
        {"data:\n  secret:\n    include: sample\n", "3:14: expected include: (the keys of test cases and folders "
                                                    "written before it) (a list)"},
    });
}
