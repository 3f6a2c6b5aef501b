#include "fixture_inputs.hpp"

#include <filesystem>

#include "judge/judge.hpp"
#include "problem/catalog.hpp"
#include "problem/open_problem.hpp"

namespace gavel_test {
namespace {

gavel::ProblemJudge open(const std::string& root, const std::string& id) {
    return gavel::ProblemJudge(gavel::open_problem(gavel::Catalog(std::filesystem::path(FIXTURES_DIR) / root), id, {TEST_PLUGIN_DIR}));
}

}  // namespace

std::vector<std::pair<std::string, std::string>> suite_inputs(const std::string& root, const std::string& id) {
    std::vector<std::pair<std::string, std::string>> tests;
    for (const auto& test : open(root, id).prepare()) tests.emplace_back(test.name, test.input);
    return tests;
}

std::string generated_input(const std::string& root, const std::string& id, std::uint64_t seed,
                            const std::map<std::string, std::string>& params) {
    return open(root, id).generate_input(seed, params, {"test", 1, 1});
}

}  // namespace gavel_test
