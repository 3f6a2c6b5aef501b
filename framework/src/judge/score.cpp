#include "judge/score.hpp"

#include "judge/judge.hpp"

namespace gavel {

Scorer::Scorer(const std::string& problem, const std::string& solution, const Suite& suite,
               const ResultAggregation* aggregation)
    : suite_(suite), aggregation_(aggregation), group_accepted_(suite.groups.size(), true) {
    report_.problem = problem;
    report_.solution = solution;
    report_.max_score = suite.max_score();
}

void Scorer::add(std::size_t group_index, TestResult result) {
    if (result.verdict != Verdict::accepted) {
        group_accepted_[group_index] = false;
        if (report_.verdict == Verdict::accepted) report_.verdict = result.verdict;
    }
    report_.tests.push_back(std::move(result));
}

Report Scorer::finish() && {
    if (aggregation_) {
        aggregation_->aggregate(report_);
        return std::move(report_);
    }
    for (std::size_t g = 0; g < suite_.groups.size(); ++g)
        if (group_accepted_[g]) report_.score += suite_.groups[g].points;
    return std::move(report_);
}

Report compilation_failed_report(const std::string& problem, const Suite& suite, const std::vector<PreparedTest>& tests,
                                 const std::string& solution, const std::string& message,
                                 const ResultAggregation* aggregation) {
    Report report;
    report.problem = problem;
    report.solution = solution;
    report.verdict = Verdict::compilation_error;
    report.max_score = suite.max_score();
    for (const auto& test : tests)
        report.tests.push_back(unmeasured_result(test.group, test.name, Verdict::skipped, "not run: compilation failed"));
    report.compile_error = message;
    if (aggregation) {
        aggregation->aggregate(report);
        report.verdict = Verdict::compilation_error;
    }
    return report;
}

}  // namespace gavel
