// Preparing a problem's tests: every case with its limits resolved, generated groups made by the generator.
#include "base/errors.hpp"
#include "judge/judge.hpp"
#include "gavel/random.hpp"

namespace gavel {
namespace {

std::string with_detail(const std::string& what, const std::string& message) {
    return message.empty() ? what : what + ": " + message;
}

bool refused_parameters(const RunResult& call) {
    return call.finished_with(GAVEL_INVALID_INPUT);
}

}  // namespace

ProblemJudge::ProblemJudge(Problem problem)
    : problem_(std::move(problem)), validations_(std::make_shared<ValidationCache>(problem_.validators)) {
    if (!problem_.checker) throw InternalError("problem '" + problem_.id + "' has no checker");
}

std::vector<PreparedTest> ProblemJudge::prepare(const LimitOverrides& command_line) const {
    const Suite& suite = problem_.suite;
    std::vector<PreparedTest> tests;
    tests.reserve(suite.case_count());
    for (std::size_t g = 0; g < suite.groups.size(); ++g) {
        const TestGroup& group = suite.groups[g];
        for (const auto& test_case : group.cases) {
            tests.push_back({g, group.name, test_case.name, test_case.input, test_case.answer,
                             resolve_limits(problem_.limits, suite.limits, group.limits, test_case.limits, command_line), {},
                             test_case.location, false, test_case.extras, test_case.sample_exchange});
            if (test_case.generated) made_by_generator(tests.back(), *test_case.generated);
        }
        if (!group.generate) continue;
        const Generation& generation = *group.generate;
        if (!problem_.generator)
            throw InputError(generation.location.describe("group '" + group.name + "' generates cases, but problem '" +
                                                          problem_.id + "' has no generator"));
        const Limits limits = resolve_limits(problem_.limits, suite.limits, group.limits, {}, command_line);
        std::vector<std::uint64_t> seeds(static_cast<std::size_t>(generation.count));
        for (std::size_t index = 0; index < seeds.size(); ++index) seeds[index] = Random::derive(generation.seed, index);
        // The generator stops at its first failure; the next call starts behind it.
        for (std::size_t made = 0; made < seeds.size();) {
            auto calls = problem_.generator->generate(std::span(seeds).subspan(made), generation.params);
            if (calls.empty()) throw InternalError("the generator of problem '" + problem_.id + "' returned nothing");
            for (RunResult& call : calls) {
                if (refused_parameters(call))
                    throw InputError(generation.location.describe("the generator of group '" + group.name +
                                                                  "' rejected its parameters: " + call.message));
                PreparedTest test{g,      group.name, "gen-" + std::to_string(++made), std::move(call.output), std::nullopt,
                                  limits, {},         generation.location,                  true, {}, {}};
                if (!call.ok()) test.preparation_error = with_detail("the generator failed: " + call.describe(), call.message);
                tests.push_back(std::move(test));
            }
        }
    }
    return tests;
}

std::vector<Duration> time_limits_of(const Problem& problem) {
    const Suite& suite = problem.suite;
    std::vector<Duration> limits;
    for (const TestGroup& group : suite.groups) {
        for (const auto& test_case : group.cases)
            limits.push_back(resolve_limits(problem.limits, suite.limits, group.limits, test_case.limits, {}).time);
        if (group.generate)
            limits.insert(limits.end(), static_cast<std::size_t>(group.generate->count),
                          resolve_limits(problem.limits, suite.limits, group.limits, {}, {}).time);
    }
    return limits;
}

void ProblemJudge::made_by_generator(PreparedTest& test, const Generation& generation) const {
    test.generated = true;
    try {
        test.input = generate_input(generation.seed, generation.params, generation.location);
    } catch (const InternalError& failure) {
        test.preparation_error = failure.what();  // the test is IE, as a failing generated group's
    }
}

std::string ProblemJudge::generate_input(std::uint64_t seed, const std::map<std::string, std::string>& params,
                                         const SourceLocation& where) const {
    if (!problem_.generator) throw InputError(where.describe("problem '" + problem_.id + "' has no generator"));
    const std::uint64_t seeds[] = {seed};
    auto calls = problem_.generator->generate(seeds, params);
    if (calls.empty()) throw InternalError("the generator of problem '" + problem_.id + "' returned nothing");
    const RunResult& call = calls.front();
    if (refused_parameters(call)) throw InputError(where.describe("the generator rejected its parameters: " + call.message));
    if (!call.ok()) throw InternalError(with_detail("the generator failed: " + call.describe(), call.message));
    return call.output;
}

}  // namespace gavel
