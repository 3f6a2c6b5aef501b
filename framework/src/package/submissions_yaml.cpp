// submissions/submissions.yaml (2025-09 "Example submissions"): glob patterns of submissions, each with the
// verdicts its submissions may get and must get somewhere, a score, a message, use_for_time_limit, metadata, and
// the same requirements again under patterns of test cases and groups. A key that is a default folder's name
// changes that folder's default rule; any other key adds a rule. Of the metadata, language sets the submission's
// language; entrypoint, authors and model_solution are checked for their type and otherwise unused (gavel's
// Submission has no entry point, and no report shows authors).
#include <cmath>
#include <filesystem>

#include "base/errors.hpp"
#include "config/yaml_file.hpp"
#include "package/expectation_rules.hpp"

namespace gavel::package {
namespace {

VerdictSet verdicts(std::initializer_list<SpecVerdict> list) {
    VerdictSet set = VerdictSet::none();
    for (const SpecVerdict verdict : list) set = set.with(verdict);
    return set;
}

// The spec's "Default directories".
std::vector<std::pair<std::string, ExpectationRule>> default_rules() {
    using V = SpecVerdict;
    const auto rule = [](const char* folder, VerdictSet permitted, VerdictSet required) {
        std::string error;
        ExpectationRule made(*PathGlob::parse(folder, error));
        made.permitted = permitted;
        made.required = required;
        made.location.file = std::string("the default rule of submissions/") + folder;
        return std::pair<std::string, ExpectationRule>(folder, made);
    };
    return {rule("accepted", verdicts({V::AC}), VerdictSet::all()),
            rule("rejected", VerdictSet::all(), verdicts({V::RTE, V::TLE, V::WA})),
            rule("wrong_answer", verdicts({V::AC, V::WA}), verdicts({V::WA})),
            rule("time_limit_exceeded", verdicts({V::AC, V::TLE}), verdicts({V::TLE})),
            rule("run_time_error", verdicts({V::AC, V::RTE}), verdicts({V::RTE})),
            rule("brute_force", verdicts({V::AC, V::RTE, V::TLE}), verdicts({V::RTE, V::TLE}))};
}

constexpr const char* requirement_keys[] = {"permitted", "required", "score", "message", "use_for_time_limit"};

bool is_requirement(const std::string& key) {
    for (const char* known : requirement_keys)
        if (key == known) return true;
    return false;
}

class RulesReader {
public:
    RulesReader(const Package& package, const YamlFile& yaml, ExpectationRules& out)
        : package_(package), yaml_(yaml), out_(out) {}

    void read() {
        const YAML::Node& root = yaml_.root();
        if (root.IsNull() || !root.IsDefined()) return;
        if (!root.IsMap()) yaml_.fail(root, "expected a map from submission patterns to their requirements");
        yaml_.expect_unique_keys(root);
        for (const auto& entry : root) read_pattern(entry.first, entry.second);
    }

private:
    PathGlob glob(const YAML::Node& key, const char* what) const {
        if (!key.IsScalar()) yaml_.fail(key, std::string("expected ") + what + " (a string)");
        std::string error;
        auto parsed = PathGlob::parse(key.Scalar(), error);
        if (!parsed) yaml_.fail(key, std::string(what) + " '" + key.Scalar() + "': " + error);
        return *parsed;
    }

    SourceLocation location(const YAML::Node& node) const {
        return {yaml_.display_name(), static_cast<std::size_t>(node.Mark().line + 1),
                static_cast<std::size_t>(node.Mark().column + 1)};
    }

    void read_pattern(const YAML::Node& key, const YAML::Node& value) {
        const PathGlob submissions = glob(key, "a submission pattern");
        if (!value.IsNull() && !value.IsMap())
            yaml_.fail(value, "expected the requirements of '" + submissions.text() + "' (a map), found a " +
                                  (value.IsSequence() ? "list" : "scalar"));
        warn_unless_matched(key, submissions);
        // A default folder's name changes that folder's rule; every other pattern adds one.
        ExpectationRule* rule = nullptr;
        for (auto& existing : out_.rules)
            if (existing.submissions.text() == submissions.text() && !existing.tests && existing.location.line == 0)
                rule = &existing;
        if (rule == nullptr) {
            out_.rules.emplace_back(submissions);
            rule = &out_.rules.back();
        }
        rule->location = location(key);
        if (value.IsNull()) return;
        yaml_.expect_unique_keys(value);
        std::vector<ExpectationRule> scoped;
        for (const auto& entry : value) {
            const std::string name = entry.first.IsScalar() ? entry.first.Scalar() : std::string();
            if (is_requirement(name)) requirement(name, entry.second, *rule);
            else if (name == "language") out_.languages.push_back({submissions, yaml_.string(entry.second, "language")});
            else if (name == "entrypoint") yaml_.string(entry.second, "entrypoint");
            else if (name == "model_solution") boolean(entry.second, "model_solution");
            else if (name == "authors") authors(entry.second);
            else scoped.push_back(scoped_rule(submissions, entry.first, entry.second));
        }
        for (auto& made : scoped) out_.rules.push_back(std::move(made));
    }

    ExpectationRule scoped_rule(const PathGlob& submissions, const YAML::Node& key, const YAML::Node& value) {
        ExpectationRule rule(submissions);
        rule.tests = glob(key, "a test case pattern");
        rule.location = location(key);
        if (!value.IsMap())
            yaml_.fail(key, "'" + rule.tests->text() + "' is no key of a submission pattern, so it is taken as a "
                            "pattern of test cases, which needs a map of requirements (permitted, required, score, "
                            "message, use_for_time_limit); known keys: language, entrypoint, authors, model_solution");
        yaml_.expect_map(value, "the requirements of tests matching '" + rule.tests->text() + "'",
                         {"permitted", "required", "score", "message", "use_for_time_limit"});
        const bool any_test = matches_any_test(*rule.tests);
        if (!any_test)
            out_.warnings.push_back(rule.location.describe("test case pattern '" + rule.tests->text() +
                                                           "' matches no test case or group of data/"));
        for (const auto& entry : value) requirement(entry.first.Scalar(), entry.second, rule);
        // A score under a test key bounds a group's aggregated score: the pattern must name one.
        if (rule.score && scored_groups(*rule.tests).empty())
            yaml_.fail(value["score"], "a score under '" + rule.tests->text() +
                                           "' bounds the score of a test data group (or sample or secret), but the "
                                           "pattern names none");
        return rule;
    }

    void requirement(const std::string& key, const YAML::Node& value, ExpectationRule& rule) const {
        if (key == "permitted") rule.permitted = verdict_list(value, "permitted");
        if (key == "required") rule.required = verdict_list(value, "required");
        if (key == "message") {
            if (!value.IsScalar()) yaml_.fail(value, "expected message (a string)");
            rule.message = value.Scalar();
        }
        if (key == "score") {
            if (!package_.scoring) yaml_.fail(value, "score is only for scoring problems; this problem is pass-fail");
            rule.score = score_range(value);
        }
        if (key == "use_for_time_limit") rule.time_use = time_use(value);
    }

    VerdictSet verdict_list(const YAML::Node& value, const std::string& what) const {
        if (!value.IsSequence())
            yaml_.fail(value, "expected " + what + " (a list of verdicts such as [AC, WA]: AC, WA, TLE or RTE)");
        VerdictSet set = VerdictSet::none();
        for (const auto& item : value) {
            const auto verdict = item.IsScalar() ? expectable_verdict(item.Scalar()) : std::nullopt;
            if (!verdict)
                yaml_.fail(item, "unknown verdict '" + (item.IsScalar() ? item.Scalar() : std::string("?")) + "' in " +
                                     what + "; expected AC, WA, TLE or RTE");
            set = set.with(*verdict);
        }
        if (set.empty()) yaml_.fail(value, what + " is empty, which no submission could meet; expected at least one of AC, WA, TLE, RTE");
        return set;
    }

    double number(const YAML::Node& node, const char* what) const {
        const std::string expected = std::string("expected ") + what + " (a non-negative number)";
        if (!node.IsScalar()) yaml_.fail(node, expected);
        std::size_t used = 0;
        double value = -1;
        try {
            value = std::stod(node.Scalar(), &used);
        } catch (const std::exception&) {
            yaml_.fail(node, expected + ", found '" + node.Scalar() + "'");
        }
        if (used != node.Scalar().size() || !std::isfinite(value) || value < 0)
            yaml_.fail(node, expected + ", found '" + node.Scalar() + "'");
        return value;
    }

    std::pair<double, double> score_range(const YAML::Node& value) const {
        if (value.IsScalar()) {
            const double score = number(value, "score");
            return {score, score};
        }
        if (!value.IsSequence() || value.size() != 2)
            yaml_.fail(value, "expected score (a number, or a list [lowest, highest] of two numbers)");
        const double lo = number(value[0], "the lowest score");
        const double hi = number(value[1], "the highest score");
        if (lo > hi) yaml_.fail(value, "score [" + value[0].Scalar() + ", " + value[1].Scalar() + "]: expected the lowest first");
        return {lo, hi};
    }

    bool boolean(const YAML::Node& value, const char* what) const {
        bool result = false;
        if (!value.IsScalar() || !YAML::convert<bool>::decode(value, result))
            yaml_.fail(value, std::string("expected ") + what + " (true or false)");
        return result;
    }

    TimeUse time_use(const YAML::Node& value) const {
        if (value.IsScalar() && value.Scalar() == "lower") return TimeUse::lower;
        if (value.IsScalar() && value.Scalar() == "upper") return TimeUse::upper;
        bool use = false;
        if (!value.IsScalar() || !YAML::convert<bool>::decode(value, use))
            yaml_.fail(value, "expected use_for_time_limit (true, false, lower or upper)");
        return use ? TimeUse::inferred : TimeUse::none;
    }

    // A person is a name or a map (name, email, ...): only checked to be one of those, or a list of them.
    void authors(const YAML::Node& value) const {
        const auto person = [&](const YAML::Node& node) {
            if (!(node.IsScalar() && !node.Scalar().empty()) && !node.IsMap())
                yaml_.fail(node, "expected authors (a person's name, or a list of them)");
        };
        if (value.IsSequence())
            for (const auto& item : value) person(item);
        else
            person(value);
    }

    void warn_unless_matched(const YAML::Node& key, const PathGlob& submissions) {
        for (const auto& submission : package_.problem.submissions)
            if (submissions.matches_or_parent(submission_path(package_, submission))) return;
        out_.warnings.push_back(location(key).describe("submission pattern '" + submissions.text() + "' matches no submission"));
    }

    bool matches_any_test(const PathGlob& tests) const {
        for (const auto& c : package_.cases)
            if (tests.matches_or_parent(c.name)) return true;
        for (const auto& node : package_.nodes)
            if (tests.matches(node.name)) return true;
        return false;
    }

    std::vector<std::string> scored_groups(const PathGlob& tests) const {
        std::vector<std::string> names;
        for (const auto& node : package_.nodes)
            if ((node.test_group || node.name == "sample" || node.name == "secret") && tests.matches(node.name))
                names.push_back(node.name);
        return names;
    }

    const Package& package_;
    const YamlFile& yaml_;
    ExpectationRules& out_;
};

}  // namespace

ExpectationRules read_expectation_rules(const Package& package) {
    ExpectationRules rules;
    for (auto& [folder, rule] : default_rules()) rules.rules.push_back(std::move(rule));
    const auto folder = package.directory / "submissions";
    const auto current = folder / "submissions.yaml";
    const auto draft = folder / "expectations.yaml";
    std::error_code error;
    const bool has_current = std::filesystem::is_regular_file(current, error);
    const bool has_draft = std::filesystem::is_regular_file(draft, error);
    if (has_current && has_draft)
        throw InputError(draft.string() + ": found beside " + current.filename().string() +
                         "; expected only one (expectations.yaml is the 2023-07-draft name of submissions.yaml)");
    if (!has_current && !has_draft) return rules;
    return read_yaml(has_current ? current : draft, [&](const YamlFile& yaml) {
        RulesReader(package, yaml, rules).read();
        return rules;
    });
}

}  // namespace gavel::package
