// What generators/generators.yaml (BAPCtools' generator format) says to make: every folder of data/ it names and
// every test case, each with where its files come from. read_generation_plan() only reads and checks the file
// (nothing runs); make_data() (data_maker.hpp) runs what the plan names.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "config/suite.hpp"  // SourceLocation

namespace gavel::generate {

/// A program call written in generators.yaml: `tree --n {count} {seed:2}`.
struct Command {
    std::string text;                    // as hashed for the seed: {count} substituted, then stripped
    std::string program;                 // the first word: relative to generators/ (a file, a folder or a name of
                                         // the root generators: map); for a solution, absolute from the package
                                         // root without its leading '/': "submissions/accepted/sol.py"
    std::vector<std::string> arguments;  // the other words as split (quotes as a POSIX shell takes them), with
                                         // {count} substituted; {name} and {seed} are substituted when it runs
    SourceLocation location;             // where generators.yaml writes it
};

/// One test case generators.yaml makes: data/<directory>/<name>.<extension> for each of its files.
struct PlannedTest {
    std::string directory;               // relative to data/: "secret", "secret/02-large"
    std::string name;                    // the file name without extension: "03-random-2"
    std::optional<Command> generate;     // generate: (or the short form `name: command`)
    std::uint32_t seed = 0;              // BAPCtools' {seed} for `generate` (bapctools_seed); 0 without one
    int retries = 1;                     // runs with seed, seed + 1, ... until one succeeds
    std::string copy;                    // copy: a base path relative to generators/, no extension ("manual/3")
    std::map<std::string, std::string> inline_files;  // extension ("in", "ans", "hint", ...) -> the file's text
    std::optional<Command> solution;     // makes the .ans from the .in when no other source gives one
    bool default_solution = false;       // no solution: key on the way down: an accepted submission makes the .ans
    bool manual = false;                 // a hand-made case already in data/ (a null entry): kept as it is
    std::optional<std::size_t> included_from;  // include: a copy of tests[*included_from]'s files
    SourceLocation location;             // its key in generators.yaml

    /// "secret/03-random-2"
    std::string path() const { return directory.empty() ? name : directory + "/" + name; }
};

/// A folder of data/ that generators.yaml names: its settings file, when it gives one.
struct PlannedDirectory {
    std::string path;                         // relative to data/: "" for data/ itself, "secret", "secret/group1"
    std::optional<std::string> config_text;   // test_group.yaml: (or testdata.yaml:) as YAML text to write
    std::string config_name;                  // "test_group.yaml" or "testdata.yaml", as the key was written
    SourceLocation location;
};

struct GenerationPlan {
    std::filesystem::path package;       // the package folder
    std::filesystem::path file;          // <package>/generators/generators.yaml
    std::string shown_file;              // the file as messages name it
    /// The root generators: map: a program made of several files of generators/ (relative to it), the first
    /// its entry point.
    std::map<std::string, std::vector<std::string>> programs;
    std::vector<PlannedDirectory> directories;  // each folder before its sub-folders
    std::vector<PlannedTest> tests;             // in generators.yaml's order; an included test after its source
    std::vector<std::string> warnings;          // keys gavel reads and does not act on, each named once, ...
};

/// Whether the package has generators/generators.yaml.
bool has_generators_yaml(const std::filesystem::path& package);

/// Reads and checks <package>/generators/generators.yaml. Throws InputError at file:line:column for what is
/// wrong: an unknown key, a name used twice, a count or numbering that cannot be, {seed} twice in a command, a
/// program that is not in generators/, a solution that is not an absolute path, an include of nothing.
GenerationPlan read_generation_plan(const std::filesystem::path& package);

/// BAPCtools' seed: the SHA-512 of random_salt, ":<count - 1>" when the test is the count-th (count != 1) of a
/// counted entry, and the command stripped of surrounding white space, as one number modulo 2^31.
std::uint32_t bapctools_seed(const std::string& random_salt, std::int64_t count_value, const std::string& command);

}  // namespace gavel::generate
