// attach_expectations: each bundled submission gets the rules that cover it (legacy: its folder's; 2025-09:
// submissions.yaml's and the default folders'), or is dropped with a warning when none does.
#include "package/expectations.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "package/expectation_rules.hpp"
#include "package/legacy_expectations.hpp"

namespace gavel::package {
namespace {

void warn(Package& package, std::string message) {
    spdlog::warn("{}", message);
    package.warnings.push_back(std::move(message));
}

std::string first_name(const std::string& path) { return path.substr(0, path.find('/')); }

std::vector<std::size_t> all_tests(const Package& package) {
    std::vector<std::size_t> tests(package.cases.size());
    for (std::size_t c = 0; c < tests.size(); ++c) tests[c] = c;
    return tests;
}

void attach_legacy(Package& package, const std::shared_ptr<const std::vector<std::string>>& case_names) {
    std::error_code error;
    for (const char* name : {"submissions.yaml", "expectations.yaml"})
        if (std::filesystem::exists(package.directory / "submissions" / name, error))
            warn(package, (package.directory / "submissions" / name).string() +
                              ": a legacy package's submissions are judged by their folders; this file is ignored");
    std::vector<Submission> kept;
    for (auto& submission : package.problem.submissions) {
        const std::string path = submission_path(package, submission);
        const auto folder = legacy_folder(first_name(path));
        if (!folder) {
            warn(package, "submissions/" + path + ": '" + first_name(path) +
                              "' is no folder of the legacy format (accepted, partially_accepted, wrong_answer, "
                              "time_limit_exceeded, run_time_error); the submission is not verified");
            continue;
        }
        if (*folder == LegacyFolder::partially_accepted && !package.scoring) {
            warn(package, "submissions/" + path + ": partially_accepted is for scoring problems only; the "
                                                  "submission is not verified");
            continue;
        }
        submission.expectation = std::make_shared<LegacyExpectation>(*folder, case_names);
        kept.push_back(std::move(submission));
    }
    package.problem.submissions = std::move(kept);
}

AppliedRule apply(const Package& package, const ExpectationRule& rule) {
    AppliedRule applied{rule, {}, {}};
    for (std::size_t c = 0; c < package.cases.size(); ++c)
        if (!rule.tests || rule.tests->matches_or_parent(package.cases[c].name)) applied.tests.push_back(c);
    if (rule.tests && rule.score)
        for (const auto& node : package.nodes)
            if ((node.test_group || node.name == "sample" || node.name == "secret") && rule.tests->matches(node.name))
                applied.score_groups.push_back(node.name);
    return applied;
}

void attach_rules(Package& package, const std::shared_ptr<const std::vector<std::string>>& case_names) {
    ExpectationRules rules = read_expectation_rules(package);
    for (auto& warning : rules.warnings) warn(package, std::move(warning));
    std::vector<Submission> kept;
    for (auto& submission : package.problem.submissions) {
        const std::string path = submission_path(package, submission);
        std::vector<AppliedRule> applied;
        for (const auto& rule : rules.rules)
            if (rule.submissions.matches_or_parent(path)) applied.push_back(apply(package, rule));
        if (applied.empty()) {
            warn(package, "submissions/" + path + ": no rule of submissions.yaml and no default folder covers it; "
                                                  "the submission is not verified");
            continue;
        }
        // The last pattern that names a language wins, as a later key refines an earlier one.
        for (const auto& language : rules.languages)
            if (language.submissions.matches_or_parent(path)) submission.language = language.language;
        submission.expectation = std::make_shared<RuleExpectation>(std::move(applied), case_names);
        kept.push_back(std::move(submission));
    }
    package.problem.submissions = std::move(kept);
}

void add_tests(std::vector<std::size_t>& into, const std::vector<std::size_t>& tests) {
    into.insert(into.end(), tests.begin(), tests.end());
    std::sort(into.begin(), into.end());
    into.erase(std::unique(into.begin(), into.end()), into.end());
}

}  // namespace

void attach_expectations(Package& package) {
    auto case_names = std::make_shared<std::vector<std::string>>();
    for (const auto& c : package.cases) case_names->push_back(c.name);
    if (package.version == FormatVersion::legacy)
        attach_legacy(package, case_names);
    else
        attach_rules(package, case_names);
}

TimeLimitTests time_limit_tests(const Package& package, const Submission& submission) {
    TimeLimitTests tests;
    if (const auto* legacy = dynamic_cast<const LegacyExpectation*>(submission.expectation.get())) {
        if (legacy->folder() == LegacyFolder::accepted) tests.lower = all_tests(package);
        if (legacy->folder() == LegacyFolder::time_limit_exceeded) tests.upper = all_tests(package);
        return tests;
    }
    if (const auto* rules = dynamic_cast<const RuleExpectation*>(submission.expectation.get()))
        for (const auto& applied : rules->rules()) {
            const TimeUse use = applied.rule.time_limit_use();
            if (use == TimeUse::lower) add_tests(tests.lower, applied.tests);
            if (use == TimeUse::upper) add_tests(tests.upper, applied.tests);
        }
    return tests;
}

TimeLimitUse time_limit_use(const Package& package, const Submission& submission) {
    const TimeLimitTests tests = time_limit_tests(package, submission);
    if (!tests.upper.empty()) return TimeLimitUse::upper;
    if (!tests.lower.empty()) return TimeLimitUse::lower;
    return TimeLimitUse::none;
}

}  // namespace gavel::package
