#include "tools/case_answers.hpp"

#include <algorithm>
#include <span>
#include <string_view>

#include "base/errors.hpp"

namespace gavel {
namespace {

constexpr std::size_t reference_chain = 256;  // inputs per batch of reference calls; a stop is seen between batches

std::string case_name(const Problem& problem, const PreparedTest& test) {
    return problem.id + "/" + test.group + "/" + test.name;
}

}  // namespace

std::vector<std::string> case_answers(const ProblemJudge& judge, const std::vector<PreparedTest>& tests,
                                      const std::function<void()>& between_batches, std::size_t& computed) {
    const Problem& problem = judge.problem();
    std::vector<std::string> answers(tests.size());
    std::vector<std::size_t> missing;
    for (std::size_t i = 0; i < tests.size(); ++i) {
        if (tests[i].answer) answers[i] = *tests[i].answer;
        else missing.push_back(i);
    }
    if (!missing.empty() && !problem.reference)
        throw InternalError(case_name(problem, tests[missing.front()]) + ": no stored answer and no reference solver");
    for (std::size_t from = 0; from < missing.size(); from += reference_chain) {
        if (between_batches) between_batches();
        const auto chain = std::span(missing).subspan(from, std::min(reference_chain, missing.size() - from));
        std::vector<std::string_view> inputs;
        std::vector<Limits> limits;
        for (const std::size_t i : chain) {
            inputs.push_back(tests[i].input);
            limits.push_back(tests[i].limits);
        }
        std::vector<RunResult> runs = problem.reference->run_batch(inputs, limits);
        for (std::size_t k = 0; k < chain.size(); ++k) {
            const PreparedTest& test = tests[chain[k]];
            if (k >= runs.size()) throw InternalError(case_name(problem, test) + ": the reference solver gave no answer");
            if (!runs[k].ok())
                throw InternalError(case_name(problem, test) + ": the reference solver failed: " + runs[k].describe() +
                                    (runs[k].message.empty() ? "" : ": " + runs[k].message));
            answers[chain[k]] = std::move(runs[k].output);
        }
    }
    computed = missing.size();
    return answers;
}

}  // namespace gavel
