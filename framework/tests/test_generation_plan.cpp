// read_generation_plan(): what BAPCtools' generators.yaml says to make, read into folders and tests with their
// names (numbering, count:), sources, settings handed down, includes and warnings.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "generation_package.hpp"

using gavel::generate::bapctools_seed;
using gavel_test::GenerationPackage;
using gavel_test::test_at;
using gavel_test::test_paths;
using Strings = std::vector<std::string>;

namespace {

bool has_warning(const gavel::generate::GenerationPlan& plan, const std::string& text) {
    return std::any_of(plan.warnings.begin(), plan.warnings.end(),
                       [&](const std::string& warning) { return warning.find(text) != std::string::npos; });
}

}  // namespace

TEST_CASE("generators.yaml: every key of a test case and a folder reaches the plan", "[generate][plan]") {
    const GenerationPackage package;
    const auto plan = package.plan(R"(solution: /submissions/accepted/a.py
random_salt: abc
retries: 3
test_group.yaml:
  max_score: 100
  name: "001"
generators:
  composite: [lib/util.py, gen.py]
data:
  sample:
    data:
      - first: gen.py 1 2
      - second:
          in: "1 2"
          ans: "3\n"
          out: ""
          hint: a hint
          desc: sums
          interaction: "<1\n>2"
          yaml:
            args: [a, b]
          in.statement: "1 2"
          ans.statement: "3"
          in.download: "1 2"
          ans.download: "3"
  secret:
    testdata.yaml:
      input_validator_args: --max
    data:
      copied:
        copy: manual/3
      hand_made:
      made_by_map:
        generate: composite {seed:3}
        solution:
        random_salt: xyz
        retries: 2
      in_tree: tree "a b" 'c d'
)");
    REQUIRE(plan.directories.size() == 3);
    CHECK(plan.directories[0].path == "");
    CHECK(plan.directories[0].config_name == "test_group.yaml");
    CHECK(plan.directories[0].config_text == std::optional<std::string>("max_score: 100\nname: \"001\"\n"));
    CHECK(plan.directories[1].path == "sample");
    CHECK_FALSE(plan.directories[1].config_text);
    CHECK(plan.directories[2].path == "secret");
    CHECK(plan.directories[2].config_name == "testdata.yaml");
    CHECK(plan.directories[2].config_text == std::optional<std::string>("input_validator_args: --max\n"));
    CHECK(plan.directories[2].location.line == 26);
    CHECK(plan.programs.at("composite") == Strings{"lib/util.py", "gen.py"});
    CHECK(test_paths(plan) == Strings{"sample/1-first", "sample/2-second", "secret/copied", "secret/hand_made",
                                      "secret/in_tree", "secret/made_by_map"});

    const auto& first = test_at(plan, "sample/1-first");
    REQUIRE(first.generate);
    CHECK(first.generate->program == "gen.py");
    CHECK(first.generate->arguments == Strings{"1", "2"});
    CHECK(first.generate->text == "gen.py 1 2");
    CHECK(first.generate->location.line == 12);
    CHECK(first.generate->location.column == 16);
    CHECK(first.seed == bapctools_seed("abc", 1, "gen.py 1 2"));
    CHECK(first.retries == 3);
    REQUIRE(first.solution);
    CHECK(first.solution->program == "submissions/accepted/a.py");
    CHECK(first.solution->arguments.empty());
    CHECK_FALSE(first.default_solution);
    CHECK(first.location.line == 12);
    CHECK(first.location.column == 9);

    const auto& second = test_at(plan, "sample/2-second");
    CHECK_FALSE(second.generate);
    CHECK(second.seed == 0);
    const std::map<std::string, std::string> files{
        {"in", "1 2\n"},           {"ans", "3\n"},           {"out", ""},
        {"hint", "a hint\n"},      {"desc", "sums\n"},       {"interaction", "<1\n>2\n"},
        {"yaml", "args: [a, b]\n"}, {"in.statement", "1 2\n"}, {"ans.statement", "3\n"},
        {"in.download", "1 2\n"},  {"ans.download", "3\n"}};
    CHECK(second.inline_files == files);

    CHECK(test_at(plan, "secret/copied").copy == "manual/3");
    CHECK_FALSE(test_at(plan, "secret/copied").manual);
    CHECK(test_at(plan, "secret/hand_made").manual);
    const auto& made = test_at(plan, "secret/made_by_map");
    REQUIRE(made.generate);
    CHECK(made.generate->program == "composite");  // the root generators: map's name
    CHECK(made.generate->arguments == Strings{"{seed:3}"});
    CHECK(made.seed == bapctools_seed("xyz", 1, "composite {seed:3}"));
    CHECK(made.retries == 2);
    CHECK_FALSE(made.solution);  // solution: with no value: none, and no default either
    CHECK_FALSE(made.default_solution);
    const auto& tree = test_at(plan, "secret/in_tree");
    REQUIRE(tree.generate);
    CHECK(tree.generate->program == "tree");  // a folder of generators/
    CHECK(tree.generate->arguments == Strings{"a b", "c d"});
    CHECK(has_warning(plan, "generators.yaml:32: 'hand_made' has no value: a hand-made test case"));
}

TEST_CASE("generators.yaml: a string ending in .in is a copy of that path, with a warning", "[generate][plan]") {
    const GenerationPackage package;
    const auto plan = package.plan("data:\n  secret:\n    data:\n      old: manual/4.in\n      older: manual/5.in\n");
    CHECK(test_at(plan, "secret/old").copy == "manual/4");
    CHECK_FALSE(test_at(plan, "secret/old").generate);
    CHECK(test_at(plan, "secret/older").copy == "manual/5");
    REQUIRE(plan.warnings.size() == 1);
    CHECK(plan.warnings[0].find("generators.yaml:4: 'old: manual/4.in' copies generators/manual/4.*; BAPCtools now "
                                "writes it as copy: manual/4 (and 1 more like it)") != std::string::npos);
}

TEST_CASE("generators.yaml: one test counter numbers every list, counted entries taking a number each",
          "[generate][plan]") {
    const GenerationPackage package;
    const auto plan = package.plan(R"(data:
  secret:
    data:
      - a: gen.py a
      - b:
          generate: gen.py --n {count} {seed}
          count: 5
      - g:
          data:
            - c: gen.py c
      - "": gen.py empty
      - h:
          data:
            x: gen.py x
            w: gen.py w
  sample:
    data:
      - s1: gen.py 1
      - s2: gen.py 2
)");
    // sample first (BAPCtools' root order), then secret: 2 + 1 + 5 + 1 + 1 numbered tests, so two digits. The
    // groups g and h are numbered by their own list's counter; h's map is not numbered.
    CHECK(test_paths(plan) == Strings{"sample/01-s1", "sample/02-s2", "secret/03-a", "secret/04-b-1",
                                      "secret/05-b-2", "secret/06-b-3", "secret/07-b-4", "secret/08-b-5",
                                      "secret/1-g/09-c", "secret/10", "secret/2-h/w", "secret/2-h/x"});
    Strings folders;
    for (const auto& directory : plan.directories) folders.push_back(directory.path);
    CHECK(folders == Strings{"", "sample", "secret", "secret/1-g", "secret/2-h"});
    const auto& third = test_at(plan, "secret/06-b-3");
    REQUIRE(third.generate);
    CHECK(third.generate->text == "gen.py --n 3 {seed}");
    CHECK(third.generate->arguments == Strings{"--n", "3", "{seed}"});
    CHECK(third.seed == bapctools_seed("", 3, "gen.py --n 3 {seed}"));
}

TEST_CASE("generators.yaml: count: as a number, a list or a range names each test <key>-<value>", "[generate][plan]") {
    const GenerationPackage package;
    const auto plan = package.plan(R"(data:
  secret:
    data:
      ten: {generate: "gen.py {count}", count: 10}
      listed: {generate: "gen.py {count}", count: [1, 5, 10]}
      shuffled: {generate: "gen.py {count}", count: [3, 1, 2]}
      high: {generate: "gen.py {count}", count: [8, 9, 10]}
      range: {generate: "gen.py {count} {count}", count: "-4..=5"}
      once: {generate: "gen.py {count}", count: 1}
)");
    const auto names_of = [&](const std::string& key) {
        Strings names;
        for (const auto& test : plan.tests)
            if (test.name.rfind(key + "-", 0) == 0) names.push_back(test.name);
        return names;
    };
    CHECK(names_of("ten") == Strings{"ten-01", "ten-02", "ten-03", "ten-04", "ten-05", "ten-06", "ten-07", "ten-08",
                                     "ten-09", "ten-10"});
    CHECK(names_of("listed") == Strings{"listed-1", "listed-5", "listed-10"});  // not consecutive: no padding
    CHECK(names_of("shuffled") == Strings{"shuffled-3", "shuffled-1", "shuffled-2"});
    CHECK(names_of("high") == Strings{"high-08", "high-09", "high-10"});
    CHECK(names_of("range") == Strings{"range--4", "range--3", "range--2", "range--1", "range-00", "range-01",
                                       "range-02", "range-03", "range-04", "range-05"});
    CHECK(names_of("once") == Strings{"once-1"});  // a count: key names the test even for one value
    const auto& minus_four = test_at(plan, "secret/range--4");
    CHECK(minus_four.generate->text == "gen.py -4 -4");
    CHECK(minus_four.seed == bapctools_seed("", -4, "gen.py -4 -4"));
    CHECK(test_at(plan, "secret/listed-10").generate->arguments == Strings{"10"});
}

TEST_CASE("generators.yaml: include: copies earlier tests and groups under their final names", "[generate][plan]") {
    const GenerationPackage package;
    const auto plan = package.plan(R"(data:
  sample:
    data:
      - one: gen.py 1
      - two: gen.py 2
  secret:
    include: [two]
    data:
      - group:
          data:
            - three: gen.py 3
      - four: gen.py 4
  invalid_input:
    include: [one, group, secret]
    data:
      five: gen.py 5
)");
    CHECK(test_paths(plan) == Strings{"sample/1-one", "sample/2-two", "secret/1-group/3-three", "secret/4-four",
                                      "secret/2-two", "invalid_input/five", "invalid_input/1-one",
                                      "invalid_input/3-three", "invalid_input/2-two", "invalid_input/4-four"});
    const auto source_of = [&](const std::string& path) {
        const auto& test = test_at(plan, path);
        REQUIRE(test.included_from);
        return plan.tests[*test.included_from].path();
    };
    CHECK(source_of("secret/2-two") == "sample/2-two");
    CHECK(source_of("invalid_input/1-one") == "sample/1-one");
    // The group secret brings what it included itself, as its source; three comes once, though named twice.
    CHECK(source_of("invalid_input/2-two") == "sample/2-two");
    CHECK(source_of("invalid_input/3-three") == "secret/1-group/3-three");
    CHECK(source_of("invalid_input/4-four") == "secret/4-four");
    CHECK_FALSE(test_at(plan, "invalid_input/five").included_from);
    CHECK_FALSE(test_at(plan, "secret/2-two").generate);
    CHECK(test_at(plan, "secret/2-two").location.line == 7);
}

TEST_CASE("generators.yaml: solution, random_salt and retries are handed down and overridden", "[generate][plan]") {
    const GenerationPackage package;
    const auto plan = package.plan(R"(solution: /submissions/accepted/a.py
random_salt: root
data:
  sample:
    data:
      s: gen.py {seed}
  secret:
    solution: /submissions/accepted/b.py
    random_salt: ~
    retries: 4
    data:
      g:
        solution:
        random_salt: inner
        data:
          t: gen.py {seed}
          u:
            generate: gen.py {seed}
            solution: /submissions/accepted/a.py
            retries: 1
      v: gen.py {seed}
)");
    const auto& s = test_at(plan, "sample/s");
    CHECK(s.solution->program == "submissions/accepted/a.py");
    CHECK(s.seed == bapctools_seed("root", 1, "gen.py {seed}"));
    CHECK(s.retries == 1);
    const auto& v = test_at(plan, "secret/v");
    CHECK(v.solution->program == "submissions/accepted/b.py");
    CHECK(v.seed == s.seed);  // random_salt: ~ keeps the salt handed down
    CHECK(v.retries == 4);
    const auto& t = test_at(plan, "secret/g/t");
    CHECK_FALSE(t.solution);
    CHECK_FALSE(t.default_solution);
    CHECK(t.seed == bapctools_seed("inner", 1, "gen.py {seed}"));
    CHECK(t.retries == 4);
    const auto& u = test_at(plan, "secret/g/u");
    CHECK(u.solution->program == "submissions/accepted/a.py");
    CHECK(u.retries == 1);
    CHECK(u.seed == t.seed);

    const auto unsolved = package.plan("data:\n  secret:\n    data:\n      a: gen.py\n");
    CHECK_FALSE(test_at(unsolved, "secret/a").solution);
    CHECK(test_at(unsolved, "secret/a").default_solution);  // no solution: key anywhere on the way down
}

TEST_CASE("generators.yaml: a random_salt YAML reads as a number is skipped, as BAPCtools skips it", "[generate][plan]") {
    const GenerationPackage package;
    const auto plan = package.plan(
        "random_salt: top\ndata:\n  secret:\n    random_salt: 123\n    data:\n      a: gen.py {seed}\n"
        "  sample:\n    random_salt: \"123\"\n    data:\n      b: gen.py {seed}\n");
    CHECK(test_at(plan, "secret/a").seed == bapctools_seed("top", 1, "gen.py {seed}"));
    CHECK(test_at(plan, "sample/b").seed == bapctools_seed("123", 1, "gen.py {seed}"));
    CHECK(has_warning(plan, "generators.yaml:4: random_salt: 123 is no string"));
}

TEST_CASE("generators.yaml: keys gavel does not act on are named once each, and the rest warned about",
          "[generate][plan]") {
    const GenerationPackage package;
    const auto plan = package.plan(R"(version: 2025-12
visualizer: /visualizers/draw.py
parallel: false
gitignore_generated: true
data:
  secret:
    visualizer: /visualizers/other.py
    data:
      a:
        generate: gen.py {count} {{n_max}}
        match: "^1"
      b: gen.py {{n_max}}
)");
    CHECK(plan.warnings == Strings{
                               plan.shown_file + ":1: version: gavel reads every version of generators.yaml alike; ignored",
                               plan.shown_file + ":2: visualizer: gavel makes no visualizations; ignored",
                               plan.shown_file + ":3: parallel: gavel decides itself how many generators run at once; ignored",
                               plan.shown_file + ":4: gitignore_generated: gavel writes no .gitignore; ignored",
                               plan.shown_file + ":11: match: gavel does not match generated files against patterns; ignored",
                               plan.shown_file + ":10: {{...}}: gavel does not put in problem.yaml's constants; the "
                                                 "command keeps the text as written (and 1 more like it)",
                               plan.shown_file + ":10: {count} in a test case without count:; it stays as written "
                                                 "(as in BAPCtools)",
                           });
    const auto& a = test_at(plan, "secret/a");
    CHECK(a.generate->arguments == Strings{"{count}", "{{n_max}}"});  // both kept literally, and hashed so
    CHECK(a.seed == bapctools_seed("", 1, "gen.py {count} {{n_max}}"));
}

TEST_CASE("generators.yaml: an empty file plans data/ alone, and a root generators: name wins over a file",
          "[generate][plan]") {
    const GenerationPackage package;
    const auto empty = package.plan("# nothing yet\n");
    REQUIRE(empty.directories.size() == 1);
    CHECK(empty.directories[0].path == "");
    CHECK(empty.tests.empty());
    // gen.py is also a file of generators/; the map's program of that name is the one meant.
    const auto plan = package.plan("generators:\n  gen.py: [tree/main.py]\ndata:\n  secret:\n    data:\n      a: gen.py\n");
    CHECK(plan.programs.at("gen.py") == Strings{"tree/main.py"});
    CHECK(test_at(plan, "secret/a").generate->program == "gen.py");
}
