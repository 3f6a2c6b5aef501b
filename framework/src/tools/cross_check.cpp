#include "tools/cross_check.hpp"

#include <algorithm>
#include <iterator>
#include <optional>

namespace gavel {

std::vector<PreparedTest> generated_tests(const std::vector<PreparedTest>& tests) {
    std::vector<PreparedTest> generated;
    std::copy_if(tests.begin(), tests.end(), std::back_inserter(generated), [](const PreparedTest& test) { return test.generated; });
    return generated;
}

CrossCheck cross_check(const ProblemJudge& judge, const std::vector<PreparedTest>& generated, const GradeOptions& base,
                       const std::function<void(const CrossCheck::Disagreement&)>& on_disagreement) {
    CrossCheck result;
    result.cases = generated.size();
    if (generated.empty()) return result;
    for (const auto& submission : judge.problem().submissions) {
        if (submission.expected != Verdict::accepted) continue;
        ++result.solutions;
        GradeOptions options = base;
        options.solution = submission.file;
        // The first disagreement is enough to name; the rest of the cases would only cost time (a wrong
        // "accepted" solution may be slow on every one of them).
        options.stop_at_first_failure = true;
        Grader grader(judge, options, generated);
        const Report report = grader.run({});
        std::optional<CrossCheck::Disagreement> found;
        if (!grader.compiled()) {
            found = CrossCheck::Disagreement{submission.label, "", Verdict::compilation_error, grader.compile_message()};
        } else {
            const auto failed = std::find_if(report.tests.begin(), report.tests.end(), [](const TestResult& test) {
                return test.verdict != Verdict::accepted && test.verdict != Verdict::skipped;
            });
            if (failed != report.tests.end())
                found = CrossCheck::Disagreement{submission.label, failed->group + "/" + failed->name, failed->verdict, failed->message};
        }
        if (!found) continue;
        if (on_disagreement) on_disagreement(*found);
        result.disagreements.push_back(std::move(*found));
    }
    return result;
}

}  // namespace gavel
