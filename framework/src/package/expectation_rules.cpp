#include "package/expectation_rules.hpp"

#include <algorithm>
#include <cmath>

namespace gavel::package {
namespace {

std::string describe_score(const std::pair<double, double>& score) {
    if (score.first == score.second) return "score " + format_score(score.first);
    return "score " + format_score(score.first) + ".." + format_score(score.second);
}

// "AC"; "WA (permitted AC WA, required WA)"; "not AC (required WA TLE RTE)"; empty when any verdict will do.
std::string describe_verdicts(const VerdictSet& permitted, const VerdictSet& required) {
    if (permitted.is_only(SpecVerdict::AC) && required.is_all()) return "AC";
    if (permitted.is_all() && required.is_all()) return {};
    std::string head = "verdicts";
    if (required.size() == 1) head = required.describe();
    else if (!required.contains(SpecVerdict::AC)) head = "not AC";
    else if (permitted.is_only(SpecVerdict::AC)) head = "AC";
    std::string details;
    if (!permitted.is_all()) details = "permitted " + permitted.describe();
    if (!required.is_all()) details += (details.empty() ? "" : ", ") + std::string("required ") + required.describe();
    return head + " (" + details + ")";
}

std::string describe_rule(const ExpectationRule& rule) {
    std::string text = describe_verdicts(rule.permitted, rule.required);
    const auto add = [&](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
    if (rule.score) add(describe_score(*rule.score));
    if (!rule.message.empty()) add("message \"" + rule.message + "\"");
    if (text.empty()) text = "any verdict";
    return rule.tests ? rule.tests->text() + ": " + text : text;
}

}  // namespace

TimeUse ExpectationRule::time_limit_use() const {
    if (time_use != TimeUse::inferred) return time_use;
    if (!permitted.contains(SpecVerdict::TLE)) return TimeUse::lower;
    if (required.is_only(SpecVerdict::TLE)) return TimeUse::upper;
    return TimeUse::none;
}

std::string submission_path(const Package& package, const Submission& submission) {
    const std::string path = submission.file.lexically_relative(package.directory / "submissions").generic_string();
    if (path.empty() || path == "." || path.rfind("..", 0) == 0) return submission.label;
    return path;
}

bool score_within(double score, double lo, double hi) {
    const auto slack = [](double bound) { return 1e-6 * std::max(1.0, std::fabs(bound)); };
    return score >= lo - slack(lo) && score <= hi + slack(hi);
}

std::string RuleExpectation::describe() const {
    // A pattern with nothing but metadata (or only test keys) still makes a rule, of any verdict: said only when
    // it is all there is.
    std::vector<std::string> said;
    for (const auto& applied : rules_) {
        const std::string part = describe_rule(applied.rule);
        if (part == "any verdict" && rules_.size() > 1) continue;
        if (std::find(said.begin(), said.end(), part) == said.end()) said.push_back(part);
    }
    std::string text;
    for (const auto& part : said) text += (text.empty() ? "" : "; ") + part;
    return text.empty() ? "any verdict" : text;
}

std::string RuleExpectation::unmet(const Report& report) const {
    if (report.verdict == Verdict::compilation_error) return "it did not compile";
    for (const auto& applied : rules_)
        if (std::string why = unmet_rule(applied, report); !why.empty()) return why;
    return {};
}

// The spec's four checks, each over the rule's tests; a skipped test (not judged) counts for nothing.
std::string RuleExpectation::unmet_rule(const AppliedRule& applied, const Report& report) const {
    const ExpectationRule& rule = applied.rule;
    const std::string of = rule.tests ? " of " + rule.tests->text() : "";
    const auto name_of_case = [&](std::size_t c) { return c < case_names_->size() ? (*case_names_)[c] : report.tests[c].name; };
    bool judged = false, required_met = false, message_met = rule.message.empty();
    for (const std::size_t c : applied.tests) {
        if (c >= report.tests.size()) continue;
        const TestResult& test = report.tests[c];
        const auto verdict = spec_verdict(test.verdict);
        if (!verdict) continue;
        judged = true;
        if (*verdict == SpecVerdict::JE)
            return name_of_case(c) + " got a judge error (" + std::string(short_name(test.verdict)) +
                   "), which no expectation permits";
        if (!rule.permitted.contains(*verdict))
            return name_of_case(c) + " got " + std::string(name_of(*verdict)) + ", not permitted (" +
                   rule.permitted.describe() + ")";
        required_met = required_met || rule.required.contains(*verdict);
        // Anywhere in judgemessage.txt (its first 4 KiB), or in the message gavel's own checkers give.
        message_met = message_met || test.judge_message.find(rule.message) != std::string::npos ||
                      test.message.find(rule.message) != std::string::npos;
    }
    if (!judged) return "no test" + of + " was judged";
    if (!required_met) return "no test" + of + " got " + rule.required.describe() + " (required)";
    if (!message_met) return "no test" + of + " has the message \"" + rule.message + "\"";
    if (!rule.score) return {};
    const auto [lo, hi] = *rule.score;
    if (!rule.tests) {
        if (!score_within(report.score, lo, hi))
            return "scored " + format_score(report.score) + ", expected " + describe_score(*rule.score);
        return {};
    }
    for (const auto& name : applied.score_groups) {
        const auto group = std::find_if(report.groups.begin(), report.groups.end(),
                                        [&](const GroupScore& g) { return g.group == name; });
        if (group == report.groups.end()) return "the report has no score for " + name;
        if (!score_within(group->score, lo, hi))
            return name + " scored " + format_score(group->score) + ", expected " + describe_score(*rule.score);
    }
    return {};
}

}  // namespace gavel::package
