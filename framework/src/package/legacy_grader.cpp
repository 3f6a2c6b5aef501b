// legacy result aggregation. A pass-fail problem's verdict is its first rejected test's. A scoring problem runs the
// default grader bottom-up: each data folder grades its sub-results (its cases and its sub-folders, merged in name
// order), and data/ itself grades sample and secret into the submission's result.
//
// Choices the spec leaves open, made here:
// - A case's score is its validator's score.txt when it wrote one (whatever its verdict), else its folder's
//   accept_score or reject_score. A legacy validator has no score_multiplier.txt; one is ignored.
// - "For non-Accepted verdicts the score is ignored": a folder graded as rejected passes its reject_score up (as
//   a rejected case would), and a rejected submission scores 0.
// - range is the scores possible, told to the reports (GroupScore::max_score, Report::max_score) and to the
//   partially_accepted rule; no score is clamped to it.
// - on_reject: break ends a folder's sub-results at its first rejected one, whether or not the judge ran the tests
//   after it (verify runs them all; grade may skip them: ends_group_at_first_failure). A skipped test is no
//   sub-result, as the grader would not have been given it.
// - ignore_sample counts only at data/; sample and secret inherit it from data/testdata.yaml, where it means
//   nothing, so below data/ it is ignored.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <limits>
#include <map>
#include <sstream>

#include "base/errors.hpp"
#include "config/yaml_file.hpp"
#include "package/aggregation_kinds.hpp"
#include "package/default_grader.hpp"

namespace gavel::package {
namespace {

constexpr double infinity = std::numeric_limits<double>::infinity();

// data/'s own grader_flags and range: the loader keeps no folder for data/ itself, so they are read here from
// data/testdata.yaml (the loader has already checked that file; only these two keys matter to the root).
struct RootSettings {
    std::vector<std::string> flags;
    std::optional<double> range_max;
};

std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> list;
    for (std::string word; in >> word;) list.push_back(word);
    return list;
}

RootSettings read_root_settings(const Package& package) {
    RootSettings settings;
    const auto file = package.directory / "data" / "testdata.yaml";
    std::error_code error;
    if (package.directory.empty() || !std::filesystem::is_regular_file(file, error)) return settings;
    return read_yaml(file, [&](const YamlFile& yaml) {
        if (!yaml.root().IsMap()) return settings;
        if (const auto flags = YamlFile::optional(yaml.root(), "grader_flags"); flags.IsScalar())
            settings.flags = words(flags.Scalar());
        if (const auto range = YamlFile::optional(yaml.root(), "range"); range.IsDefined()) {
            const auto bounds = range.IsScalar() ? words(range.Scalar()) : std::vector<std::string>{};
            char* end = nullptr;
            const double top = bounds.size() == 2 ? std::strtod(bounds[1].c_str(), &end) : 0;
            if (bounds.size() != 2 || end == nullptr || *end != '\0')
                yaml.fail(range, "range: expected two numbers, the lowest and the highest score (inf allowed)");
            settings.range_max = top;
        }
        return settings;
    });
}

GraderFlags flags_of(const std::vector<std::string>& list, const std::function<void(const std::string&)>& unknown_flag) {
    std::optional<std::string> unknown;
    const GraderFlags flags = parse_grader_flags(list, unknown);
    if (unknown) unknown_flag(*unknown);
    return flags;
}

constexpr const char* known_flags =
    "expected worst_error, first_error, always_accept, sum, avg, min, max, ignore_sample or accept_if_any_accepted";

class LegacyGrader final : public ResultAggregation {
public:
    explicit LegacyGrader(const Package& package)
        : scoring_(package.scoring), nodes_(package.nodes) {
        std::map<std::string, std::size_t> case_index;
        for (std::size_t c = 0; c < package.cases.size(); ++c) case_index[package.cases[c].name] = c;
        // Each folder's sub-results in name order: its cases and its sub-folders merged by name (both come
        // sorted, and their names share the folder's prefix).
        items_.resize(nodes_.size());
        for (std::size_t n = 0; n < nodes_.size(); ++n) {
            const DataNode& node = nodes_[n];
            if (!node.parent) roots_.push_back(n);
            for (const auto& name : node.cases) {
                const auto found = case_index.find(name);
                if (found == case_index.end()) throw InternalError("data folder " + node.name + " lists no case " + name);
                items_[n].push_back({name, Item::Kind::test, found->second});
            }
            for (const std::size_t child : node.children) items_[n].push_back({nodes_[child].name, Item::Kind::folder, child});
            std::stable_sort(items_[n].begin(), items_[n].end(), [](const Item& a, const Item& b) { return a.name < b.name; });
        }
        std::stable_sort(roots_.begin(), roots_.end(), [&](std::size_t a, std::size_t b) { return nodes_[a].name < nodes_[b].name; });
        if (!scoring_) return;
        for (const DataNode& node : nodes_)
            flags_.push_back(flags_of(node.grader_flags, [&](const std::string& flag) {
                fail_at(node, "unknown grader flag '" + flag + "' in the grader_flags of data/" + node.name +
                                  " (its testdata.yaml or the nearest one above it); " + known_flags);
            }));
        const RootSettings root = read_root_settings(package);
        root_flags_ = flags_of(root.flags, [&](const std::string& flag) {
            throw InputError((package.directory / "data" / "testdata.yaml").string() + ": unknown grader flag '" + flag +
                             "' in grader_flags; " + known_flags);
        });
        root_max_ = root.range_max;
        for (const std::size_t n : roots_)
            if (!root_max_ && root_flags_.ignore_sample && nodes_[n].name == "secret") root_max_ = nodes_[n].range_max;
    }

    bool pass_fail() const override { return !scoring_; }

    bool ends_group_at_first_failure(const std::string& group) const override {
        if (!scoring_) return true;
        const auto node = std::find_if(nodes_.begin(), nodes_.end(), [&](const DataNode& n) { return n.name == group; });
        return node != nodes_.end() && node->on_reject == "break";
    }

    void aggregate(Report& report) const override {
        std::vector<std::optional<SubResult>> results(nodes_.size());
        if (scoring_)
            for (const std::size_t root : roots_) grade_folder(report, root, results);

        report.groups.clear();
        for (std::size_t n = 0; n < nodes_.size(); ++n) {
            GroupScore group;
            group.group = nodes_[n].name;
            group.verdict = results[n] ? results[n]->verdict : first_rejection(report, n);
            group.score = results[n] ? results[n]->score : 0;
            group.max_score = 0.0;
            if (scoring_) group.max_score = finite_or_none(nodes_[n].range_max);
            report.groups.push_back(group);
        }

        report.score = 0;
        report.max_score = 0;
        if (!scoring_) {
            report.verdict = first_rejection(report, std::nullopt);
            return;
        }
        std::vector<SubResult> items;
        for (const std::size_t root : roots_)
            if (results[root] && !(root_flags_.ignore_sample && nodes_[root].name == "sample")) items.push_back(*results[root]);
        const auto result = grade(root_flags_, items);
        report.verdict = result ? result->verdict : Verdict::skipped;
        if (result && result->verdict == Verdict::accepted) report.score = result->score;
        report.max_score = root_max_ ? *root_max_ : infinity;
    }

private:
    struct Item {
        std::string name;
        enum class Kind { test, folder } kind;
        std::size_t index;  // in Report::tests (= Package::cases) or in Package::nodes
    };

    static std::optional<double> finite_or_none(double value) {
        return value == infinity ? std::nullopt : std::optional<double>(value);
    }

    // The first rejected (and judged) test under folder `node` (every test when none), in name order, cases and
    // sub-folders merged; AC when there is none.
    Verdict first_rejection(const Report& report, std::optional<std::size_t> node) const {
        if (!node) {
            for (const std::size_t root : roots_)
                if (const Verdict found = first_rejection(report, root); found != Verdict::accepted) return found;
            return Verdict::accepted;
        }
        for (const Item& item : items_[*node]) {
            if (item.kind == Item::Kind::folder) {
                if (const Verdict found = first_rejection(report, item.index); found != Verdict::accepted) return found;
            } else if (item.index < report.tests.size()) {
                const Verdict verdict = report.tests[item.index].verdict;
                if (verdict != Verdict::accepted && verdict != Verdict::skipped) return verdict;
            }
        }
        return Verdict::accepted;
    }

    void grade_folder(const Report& report, std::size_t n, std::vector<std::optional<SubResult>>& results) const {
        const DataNode& node = nodes_[n];
        std::vector<SubResult> items;
        for (const Item& item : items_[n]) {
            if (item.kind == Item::Kind::folder) {
                grade_folder(report, item.index, results);
                if (results[item.index]) items.push_back(*results[item.index]);
            } else if (item.index < report.tests.size() && report.tests[item.index].verdict != Verdict::skipped) {
                const TestResult& test = report.tests[item.index];
                const double by_verdict = test.verdict == Verdict::accepted ? node.accept_score : node.reject_score;
                items.push_back({test.verdict, test.score.value_or(by_verdict)});
            }
            if (node.on_reject == "break" && !items.empty() && items.back().verdict != Verdict::accepted) break;
        }
        GraderFlags flags = flags_[n];
        flags.ignore_sample = false;
        auto result = grade(flags, items);
        if (result && result->verdict != Verdict::accepted) result->score = node.reject_score;
        results[n] = result;
    }

    bool scoring_;
    std::vector<DataNode> nodes_;
    std::vector<std::vector<Item>> items_;    // each folder's sub-results, in name order
    std::vector<std::size_t> roots_;          // sample and secret, in name order
    std::vector<GraderFlags> flags_;          // each folder's (scoring problems only)
    GraderFlags root_flags_;
    std::optional<double> root_max_;          // data/'s range top (or secret's under ignore_sample); none: +inf
};

}  // namespace

std::shared_ptr<const ResultAggregation> make_legacy_grader(const Package& package) {
    return std::make_shared<LegacyGrader>(package);
}

}  // namespace gavel::package
