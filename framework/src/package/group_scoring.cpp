// 2025-09 (and 2023-07-draft) result aggregation. A pass-fail problem's verdict is its first rejected test's; a
// scoring problem scores each case of a sum or min group, each test data group from its cases, and secret from its
// groups or its cases; the submission's score is secret's. See the spec's "Result aggregation".
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <string>

#include "package/aggregation_kinds.hpp"
#include "package/scoring_plan.hpp"

namespace gavel::package {
namespace {

struct CaseOutcome {
    double score = 0;
    std::string error;  // why the validator's score breaks the rules (a judge error); empty when it does not
};

// The spec's "Scoring test cases": what a case scores, and the judge errors a validator's score files can make.
CaseOutcome score_case(const CaseScoring& scoring, const std::string& unit, const TestResult& test) {
    const bool wrote_score = test.score.has_value();
    const bool wrote_multiplier = test.score_multiplier.has_value();
    const bool accepted = test.verdict == Verdict::accepted;
    if (!wrote_score && !wrote_multiplier) {
        if (!accepted || !scoring.scored) return {};
        if (!scoring.max) return {0, "accepted in " + unit + ", whose maximum is unbounded, without a score.txt"};
        return {*scoring.max, {}};
    }
    const std::string file = wrote_score ? "score.txt" : "score_multiplier.txt";
    if (!accepted) return {0, "the output validator rejected the case but wrote " + file};
    if (wrote_score && wrote_multiplier) return {0, "the output validator wrote both score.txt and score_multiplier.txt"};
    if (!scoring.scored) return {0, "the output validator wrote " + file + " for a case of " + unit + ", which is pass-fail"};
    if (wrote_multiplier) {
        const double multiplier = *test.score_multiplier;
        if (!scoring.max) return {0, "score_multiplier.txt for a case of " + unit + ", whose maximum is unbounded"};
        if (!std::isfinite(multiplier) || multiplier < 0 || multiplier > 1)
            return {0, "score_multiplier.txt holds " + format_score(multiplier) + "; expected a number in [0, 1]"};
        return {multiplier * *scoring.max, {}};
    }
    const double score = *test.score;
    if (!std::isfinite(score) || score < 0)
        return {0, "score.txt holds " + format_score(score) + "; expected a non-negative number"};
    if (scoring.max && exceeds(score, *scoring.max))
        return {0, "score.txt holds " + format_score(score) + ", over the case's maximum " + format_score(*scoring.max)};
    return {score, {}};
}

class GroupScoring final : public ResultAggregation {
public:
    GroupScoring(const Package& package, ScoringPlan plan, bool scoring) : plan_(std::move(plan)), scoring_(scoring) {
        for (std::size_t c = 0; c < package.cases.size() && c < plan_.cases.size(); ++c)
            if (package.cases[c].node < package.nodes.size())
                folder_units_[package.nodes[package.cases[c].node].name] = plan_.cases[c].unit;
    }

    bool pass_fail() const override { return !scoring_; }

    // A rejected case scores 0: it decides a pass-fail or min unit (0 is its least), never a sum unit.
    bool ends_group_at_first_failure(const std::string& group) const override {
        if (!scoring_) return true;
        const auto unit = folder_units_.find(group);
        return unit != folder_units_.end() && plan_.units.at(unit->second).aggregation != "sum";
    }

    void aggregate(Report& report) const override {
        Judging judging{report, std::vector<double>(plan_.cases.size(), 0.0)};
        if (scoring_) score_cases(judging);
        std::vector<double> unit_scores(plan_.units.size(), 0.0);
        for (std::size_t u = 0; u < plan_.units.size(); ++u)
            if (u != plan_.secret) unit_scores[u] = unit_score(judging, u, unit_scores);
        if (plan_.secret) unit_scores[*plan_.secret] = unit_score(judging, *plan_.secret, unit_scores);

        report.verdict = judging.judge_error ? Verdict::internal_error : first_rejection(report.tests);
        report.score = 0;
        report.max_score = 0;
        if (scoring_ && plan_.secret) {
            // A judge error gives no score: the figure would rest on a validator that broke the rules.
            if (!judging.judge_error) report.score = unit_scores[*plan_.secret];
            const auto& max = plan_.units[*plan_.secret].max_score;
            report.max_score = max ? *max : std::numeric_limits<double>::infinity();
        }
        report.groups.clear();
        for (std::size_t u = 0; u < plan_.units.size(); ++u) report.groups.push_back(group_score(judging, u, unit_scores[u]));
    }

private:
    struct Judging {
        Report& report;
        std::vector<double> case_scores;
        bool judge_error = false;
    };

    static Verdict first_rejection(const std::vector<TestResult>& tests) {
        for (const auto& test : tests)
            if (test.verdict != Verdict::accepted) return test.verdict;
        return Verdict::accepted;
    }

    // A test the report lacks (it should hold every one) counts as skipped.
    static Verdict verdict_of(const Judging& judging, std::size_t c) {
        return c < judging.report.tests.size() ? judging.report.tests[c].verdict : Verdict::skipped;
    }

    void score_cases(Judging& judging) const {
        for (std::size_t c = 0; c < plan_.cases.size() && c < judging.report.tests.size(); ++c) {
            TestResult& test = judging.report.tests[c];
            const CaseOutcome outcome = score_case(plan_.cases[c], plan_.units[plan_.cases[c].unit].name, test);
            judging.case_scores[c] = outcome.score;
            if (outcome.error.empty()) continue;
            test.verdict = Verdict::internal_error;
            append_reason(test, "judge error: " + outcome.error);
            judging.judge_error = true;
        }
    }

    bool all_accepted(const Judging& judging, std::size_t u) const {
        for (const std::size_t c : plan_.units[u].cases)
            if (verdict_of(judging, c) != Verdict::accepted) return false;
        return true;
    }

    // "Group dependencies": a group is scored only when every group it requires passed, and a group that was not
    // scored counts as failed for those that require it in turn. require_pass only names earlier groups (checked
    // by plan_scoring), so this recursion ends.
    bool requirements_met(const Judging& judging, std::size_t u) const {
        for (const std::size_t required : plan_.units[u].required)
            if (!all_accepted(judging, required) || !requirements_met(judging, required)) return false;
        return true;
    }

    double unit_score(Judging& judging, std::size_t u, const std::vector<double>& group_scores) const {
        const ScoringUnit& unit = plan_.units[u];
        if (!scoring_ || unit.kind == ScoringUnit::Kind::sample || !requirements_met(judging, u)) return 0;
        double score = 0;
        if (unit.aggregation == "pass-fail") {
            bool passed = all_accepted(judging, u);
            for (const std::size_t group : unit.groups) passed = passed && requirements_met(judging, group);
            score = passed ? unit.max_score.value_or(0) : 0;
        } else {
            std::vector<double> parts;
            if (!unit.groups.empty())
                for (const std::size_t group : unit.groups) parts.push_back(group_scores[group]);
            else
                for (const std::size_t c : unit.cases) parts.push_back(judging.case_scores[c]);
            if (unit.aggregation == "sum")
                for (const double part : parts) score += part;
            else if (!parts.empty())
                score = *std::min_element(parts.begin(), parts.end());
        }
        if (unit.max_score && exceeds(score, *unit.max_score) && !unit.cases.empty() &&
            unit.cases.back() < judging.report.tests.size()) {
            // A group's score over its maximum is the package's fault, found only now; its last test carries it.
            append_reason(judging.report.tests[unit.cases.back()],
                          "judge error: " + unit.name + " scores " + format_score(score) + ", over its max_score " +
                              format_score(*unit.max_score));
            judging.judge_error = true;
        }
        return score;
    }

    GroupScore group_score(const Judging& judging, std::size_t u, double score) const {
        const ScoringUnit& unit = plan_.units[u];
        GroupScore group;
        group.group = unit.name;
        group.score = score;
        // Only a scoring problem's secret and groups have a maximum; elsewhere there is nothing to score.
        group.max_score = 0.0;
        if (scoring_ && unit.kind != ScoringUnit::Kind::sample) group.max_score = unit.max_score;
        group.verdict = Verdict::accepted;
        for (const std::size_t c : unit.cases)
            if (const Verdict verdict = verdict_of(judging, c); verdict != Verdict::accepted) {
                group.verdict = verdict;
                break;
            }
        // A group whose required groups failed is, in the spec's words, not run: skipped, whatever its tests got.
        if (group.verdict == Verdict::accepted && !requirements_met(judging, u)) group.verdict = Verdict::skipped;
        return group;
    }

    ScoringPlan plan_;
    bool scoring_;
    std::map<std::string, std::size_t> folder_units_;  // a data folder's name: the unit its cases score in
};

}  // namespace

std::shared_ptr<const ResultAggregation> make_group_scoring(const Package& package) {
    return std::make_shared<GroupScoring>(package, plan_scoring(package), package.scoring);
}

}  // namespace gavel::package
