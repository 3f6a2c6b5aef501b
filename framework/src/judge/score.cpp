#include "judge/score.hpp"

#include <algorithm>
#include <cmath>

#include "judge/judge.hpp"

namespace gavel {

Scorer::Scorer(const std::string& problem, const std::string& solution, const Suite& suite,
               const ResultAggregation* aggregation)
    : suite_(suite), aggregation_(aggregation) {
    report_.problem = problem;
    report_.solution = solution;
    report_.max_score = suite.max_score();
}

void Scorer::add(std::size_t group_index, TestResult result) {
    if (result.verdict != Verdict::accepted && report_.verdict == Verdict::accepted) report_.verdict = result.verdict;
    group_of_.push_back(group_index);
    report_.tests.push_back(std::move(result));
}

Report Scorer::finish() && {
    if (aggregation_) {
        aggregation_->aggregate(report_);
        return std::move(report_);
    }
    report_.groups = score_groups(suite_, report_.tests, group_of_);
    double total = 0;
    for (const auto& group : report_.groups) total += group.score;
    report_.score = std::round(total * 1e9) / 1e9;  // as each group's (score_groups)
    return std::move(report_);
}

double test_credit(const TestResult& result) {
    if (result.verdict != Verdict::accepted) return 0;
    return result.fraction.value_or(1.0);
}

std::vector<GroupScore> score_groups(const Suite& suite, const std::vector<TestResult>& results,
                                     const std::vector<std::size_t>& group_of) {
    struct Tally {
        std::size_t tests = 0;
        double least = 1;  // a group without a test (never in a loaded suite) loses nothing
        double sum = 0;
        Verdict verdict = Verdict::accepted;
    };
    std::vector<Tally> tallies(suite.groups.size());
    for (std::size_t i = 0; i < results.size(); ++i) {
        Tally& tally = tallies.at(group_of.at(i));
        const double credit = test_credit(results[i]);
        ++tally.tests;
        tally.least = std::min(tally.least, credit);
        tally.sum += credit;
        if (results[i].verdict != Verdict::accepted && tally.verdict == Verdict::accepted) tally.verdict = results[i].verdict;
    }
    // Points times a mean of fractions: 100 x 2.31 / 10 is 23.099999999999998 in binary, so scores keep nine
    // decimals, more than any judge shows and few enough to read as written.
    const auto rounded = [](double score) { return std::round(score * 1e9) / 1e9; };
    std::vector<GroupScore> scores;
    for (std::size_t g = 0; g < suite.groups.size(); ++g) {
        const TestGroup& group = suite.groups[g];
        const Tally& tally = tallies[g];
        GroupScore score;
        score.group = group.name;
        score.verdict = tally.verdict;
        score.max_score = static_cast<double>(group.points);
        // depends_on names earlier groups only (config/suite.cpp), so they are scored already.
        const auto failed = std::find_if(group.depends_on.begin(), group.depends_on.end(),
                                         [&](std::size_t d) { return tallies[d].least < 1; });
        if (failed != group.depends_on.end()) {
            score.message = "depends on " + suite.groups[*failed].name + ", which did not pass";
        } else if (group.aggregate == TestGroup::Aggregate::sum) {
            score.score = tally.tests == 0 ? static_cast<double>(group.points)
                                           : rounded(static_cast<double>(group.points) * tally.sum / static_cast<double>(tally.tests));
        } else {
            score.score = rounded(static_cast<double>(group.points) * tally.least);
        }
        scores.push_back(std::move(score));
    }
    // A pass-fail problem passes or fails as a whole: a failed test anywhere, a 0-point sample's too, leaves the
    // group with the points nothing. Fail-fast skips every test after the first failure, so without this rule
    // --all could score a run that fail-fast scores 0.
    if (pass_fail(suite)) {
        const auto failed = std::find_if(tallies.begin(), tallies.end(), [](const Tally& tally) { return tally.verdict != Verdict::accepted; });
        if (failed != tallies.end()) {
            const std::string& name = suite.groups[static_cast<std::size_t>(failed - tallies.begin())].name;
            for (auto& score : scores) {
                if (score.score == 0) continue;
                score.score = 0;
                score.message = "a pass-fail problem scores only when every test passes, and group " + name + " did not";
            }
        }
    }
    return scores;
}

bool scores_in_parts(const Suite& suite, const Report& report) {
    const bool grouped = std::any_of(suite.groups.begin(), suite.groups.end(), [](const TestGroup& group) {
        return group.aggregate == TestGroup::Aggregate::sum || !group.depends_on.empty();
    });
    return grouped || std::any_of(report.tests.begin(), report.tests.end(), [](const TestResult& test) { return test.fraction.has_value(); });
}

Report compilation_failed_report(const std::string& problem, const Suite& suite, const std::vector<PreparedTest>& tests,
                                 const std::string& solution, const std::string& message,
                                 const ResultAggregation* aggregation) {
    Scorer scorer(problem, solution, suite, aggregation);
    for (const auto& test : tests)
        scorer.add(test.group_index, unmeasured_result(test.group, test.name, Verdict::skipped, "not run: compilation failed"));
    Report report = std::move(scorer).finish();
    report.verdict = Verdict::compilation_error;
    report.compile_error = message;
    return report;
}

}  // namespace gavel
