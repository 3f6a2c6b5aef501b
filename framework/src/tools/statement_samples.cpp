#include "tools/statement_samples.hpp"

#include <cctype>

#include "base/errors.hpp"
#include "tools/case_answers.hpp"

namespace gavel {

bool sample_group_name(std::string_view name) {
    std::string lower;
    for (const char c : name) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lower == "sample" || lower == "samples";
}

std::optional<std::size_t> sample_group(const Suite& suite) {
    for (std::size_t g = 0; g < suite.groups.size(); ++g)
        if (sample_group_name(suite.groups[g].name) && suite.groups[g].points == 0) return g;
    return std::nullopt;
}

std::vector<StatementSample> statement_samples(const ProblemJudge& judge, const std::function<void()>& between_batches) {
    const std::optional<std::size_t> group = sample_group(judge.problem().suite);
    if (!group) return {};
    // A judge of the samples group alone: the other groups' cases (a generator's thousands) are never made.
    Problem samples_only = judge.problem();
    samples_only.suite.groups = {judge.problem().suite.groups[*group]};
    const ProblemJudge samples_judge(std::move(samples_only));
    const std::vector<PreparedTest> tests = samples_judge.prepare();
    for (const auto& test : tests)
        if (!test.preparation_error.empty())
            throw InternalError(judge.problem().id + "/" + test.group + "/" + test.name + ": " + test.preparation_error);
    std::size_t computed = 0;
    std::vector<std::string> answers = case_answers(samples_judge, tests, between_batches, computed);
    std::vector<StatementSample> samples;
    for (std::size_t i = 0; i < tests.size(); ++i)
        samples.push_back({tests[i].group + "/" + tests[i].name, tests[i].input, std::move(answers[i]), tests[i].sample_exchange});
    return samples;
}

}  // namespace gavel
