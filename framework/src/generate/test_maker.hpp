// Making one planned test's files, as BAPCtools does: the generator runs in a box of its own with an empty
// working folder and nothing on standard input, and whatever it leaves there as testcase.<extension> is the
// test's; its standard output is the .in when it writes no testcase.in. copy: files come next, then the inline
// ones; last, when nothing gave a .ans, the solution reads the .in and writes it.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "generate/generation_plan.hpp"
#include "generate/generator_programs.hpp"

namespace gavel::generate {

/// The extensions of a test's files that are kept, in the order they are listed.
const std::vector<std::string>& test_file_extensions();

struct MadeFiles {
    std::map<std::string, std::string> files;  // extension -> bytes
    std::string failure;                       // why the test could not be made (then `files` is empty)
    std::vector<std::string> notes;            // said once each: a generator that wrote both stdout and testcase.in
};

class TestMaker {
public:
    /// `default_solution`: what makes a .ans where no solution: key says (an accepted submission), if any.
    TestMaker(const GenerationPlan& plan, GeneratorPrograms& programs, bool interactive, std::optional<Command> default_solution);

    /// A hash of everything that decides the test's files: the generator's files, command and seed, the copied
    /// and inline files, the solution's files when it makes the .ans. Throws InputError for a program not there.
    std::string rule_hash(const PlannedTest& test);

    /// Builds what make() will run (before any thread runs it: a box is forked from the judge). Throws
    /// InputError for a program that does not build, or a .ans that nothing can make.
    void prepare(const PlannedTest& test);

    /// The test's files, or why they could not be made. Safe from several threads at once after prepare().
    MadeFiles make(const PlannedTest& test);

private:
    /// The solution that makes this test's .ans, or none (the .ans comes from elsewhere, or is not wanted).
    const Command* answer_maker(const PlannedTest& test) const;
    std::map<std::string, std::string> copied_files(const PlannedTest& test) const;

    const GenerationPlan& plan_;
    GeneratorPrograms& programs_;
    bool interactive_;
    std::optional<Command> default_solution_;
};

}  // namespace gavel::generate
