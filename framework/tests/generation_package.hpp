// A package folder for the tests of read_generation_plan(): two generators (a file and a folder), a helper file,
// two accepted submissions, and the generators/generators.yaml under test.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "error_text.hpp"
#include "generate/generation_plan.hpp"
#include "package_builder.hpp"

namespace gavel_test {

class GenerationPackage {
public:
    GenerationPackage() : folder_("generation-plan") {
        folder_.write("generators/gen.py", "import sys\nprint(sys.argv[1:])\n");
        folder_.write("generators/tree/main.py", "print(1)\n");
        folder_.write("generators/lib/util.py", "\n");
        folder_.write("submissions/accepted/a.py", "print(input())\n");
        folder_.write("submissions/accepted/b.py", "print(input())\n");
    }

    const std::filesystem::path& path() const { return folder_.path(); }

    gavel::generate::GenerationPlan plan(const std::string& yaml) const {
        folder_.write("generators/generators.yaml", yaml);
        return gavel::generate::read_generation_plan(folder_.path());
    }

    /// The InputError's message for `yaml`; fails the test when it is read without one.
    std::string error(const std::string& yaml) const {
        return input_error_of([&] { (void)plan(yaml); }, yaml);
    }

private:
    TemporaryFolder folder_;
};

/// The planned test at `path` ("secret/03-x"); fails the test when there is none.
inline const gavel::generate::PlannedTest& test_at(const gavel::generate::GenerationPlan& plan, const std::string& path) {
    for (const auto& test : plan.tests)
        if (test.path() == path) return test;
    FAIL("no planned test " << path);
    throw std::logic_error("unreachable");
}

/// Every planned test's path, in plan order.
inline std::vector<std::string> test_paths(const gavel::generate::GenerationPlan& plan) {
    std::vector<std::string> paths;
    for (const auto& test : plan.tests) paths.push_back(test.path());
    return paths;
}

}  // namespace gavel_test
