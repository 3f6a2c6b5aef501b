#include "package/scoring_plan.hpp"

#include <map>

#include "base/errors.hpp"
#include "package/aggregation_kinds.hpp"
#include "report/report.hpp"

namespace gavel::package {
namespace {

std::string describe_max(const std::optional<double>& max) {
    return max ? format_score(*max) : std::string("unbounded");
}

// The node's unit: the node itself when it scores, else the nearest folder above it that does.
std::optional<std::size_t> unit_of_node(const Package& package, const std::map<std::size_t, std::size_t>& unit_by_node,
                                        std::size_t node) {
    for (std::optional<std::size_t> at = node; at; at = package.nodes.at(*at).parent)
        if (const auto found = unit_by_node.find(*at); found != unit_by_node.end()) return found->second;
    return std::nullopt;
}

ScoringUnit::Kind kind_of(const DataNode& node) {
    if (node.name == "sample") return ScoringUnit::Kind::sample;
    if (node.name == "secret") return ScoringUnit::Kind::secret;
    return ScoringUnit::Kind::group;
}

// The scoring problem's rules on aggregation and maxima (2025-09 "Scoring problems").
void check_scoring_unit(const DataNode& node, const ScoringUnit& unit, const ScoringUnit* secret) {
    if (unit.kind == ScoringUnit::Kind::sample) return;  // never scores: the loader refuses its scoring keys
    if (unit.aggregation != "pass-fail" && unit.aggregation != "sum" && unit.aggregation != "min")
        fail_at(node, "score_aggregation '" + unit.aggregation + "' of " + unit.name +
                          ": expected pass-fail, sum or min");
    if (unit.aggregation == "pass-fail" && !unit.max_score)
        fail_at(node, unit.name + " has pass-fail score_aggregation, so it needs a bounded max_score (found unbounded)");
    if (secret == nullptr || unit.kind != ScoringUnit::Kind::group) return;
    if (!unit.max_score && secret->max_score)
        fail_at(node, "test data group " + unit.name + " has an unbounded max_score while secret's is " +
                          describe_max(secret->max_score) + "; expected a max_score in its test_group.yaml");
    if (secret->aggregation == "pass-fail" && unit.aggregation != "pass-fail")
        fail_at(node, "secret has pass-fail score_aggregation, so test data group " + unit.name +
                          " must too (found " + unit.aggregation + ")");
}

// require_pass: names sample or an earlier test data group with pass-fail aggregation; secret may name only sample.
void resolve_required(const Package& package, ScoringPlan& plan, const std::map<std::string, std::size_t>& unit_by_name,
                      const std::map<std::size_t, std::size_t>& unit_by_node) {
    for (const auto& [node_index, unit_index] : unit_by_node) {
        const DataNode& node = package.nodes[node_index];
        ScoringUnit& unit = plan.units[unit_index];
        for (const std::string& name : node.require_pass) {
            if (!package.scoring)
                fail_at(node, "require_pass in " + unit.name + ": a pass-fail problem must not specify require_pass");
            if (unit.kind == ScoringUnit::Kind::sample) fail_at(node, "require_pass is not permitted in sample");
            const auto found = unit_by_name.find(name);
            if (found == unit_by_name.end() || plan.units[found->second].kind == ScoringUnit::Kind::secret)
                fail_at(node, "require_pass of " + unit.name + " names '" + name +
                                  "'; expected sample or a test data group of secret");
            const ScoringUnit& required = plan.units[found->second];
            if (unit.kind == ScoringUnit::Kind::secret && required.kind != ScoringUnit::Kind::sample)
                fail_at(node, "require_pass of secret names '" + name + "'; secret may only require sample");
            if (required.aggregation != "pass-fail")
                fail_at(node, "require_pass of " + unit.name + " names " + name + ", whose score_aggregation is " +
                                  required.aggregation + "; expected a pass-fail group");
            if (!(required.name < unit.name))
                fail_at(node, "require_pass of " + unit.name + " names " + name +
                                  ", which does not come before it in name order");
            unit.required.push_back(found->second);
        }
    }
}

}  // namespace

ScoringPlan plan_scoring(const Package& package) {
    ScoringPlan plan;
    std::map<std::size_t, std::size_t> unit_by_node;
    std::map<std::string, std::size_t> unit_by_name;
    for (std::size_t n = 0; n < package.nodes.size(); ++n) {
        const DataNode& node = package.nodes[n];
        const ScoringUnit::Kind kind = kind_of(node);
        if (kind == ScoringUnit::Kind::group && !node.test_group) continue;  // a plain folder of its group's cases
        ScoringUnit unit;
        unit.kind = kind;
        unit.name = node.name;
        if (kind != ScoringUnit::Kind::sample) {
            unit.aggregation = node.score_aggregation;
            unit.max_score = node.max_score;
        }
        if (kind == ScoringUnit::Kind::secret) plan.secret = plan.units.size();
        unit_by_node[n] = plan.units.size();
        unit_by_name[unit.name] = plan.units.size();
        plan.units.push_back(std::move(unit));
    }
    for (const auto& [node_index, unit_index] : unit_by_node) {
        const ScoringUnit& unit = plan.units[unit_index];
        const DataNode& node = package.nodes[node_index];
        if (package.scoring) {
            check_scoring_unit(node, unit, plan.secret ? &plan.units[*plan.secret] : nullptr);
        } else if (unit.kind == ScoringUnit::Kind::group && (unit.max_score || unit.aggregation != "pass-fail")) {
            fail_at(node, "test data group " + unit.name +
                              " sets max_score or score_aggregation; a pass-fail problem must not");
        }
        if (plan.secret && unit.kind == ScoringUnit::Kind::group) plan.units[*plan.secret].groups.push_back(unit_index);
    }
    resolve_required(package, plan, unit_by_name, unit_by_node);

    plan.cases.resize(package.cases.size());
    for (std::size_t c = 0; c < package.cases.size(); ++c) {
        const auto unit = unit_of_node(package, unit_by_node, package.cases[c].node);
        if (!unit) throw InternalError("case " + package.cases[c].name + " lies under neither sample nor secret");
        plan.cases[c].unit = *unit;
        plan.units[*unit].cases.push_back(c);
        // secret holds every case under it, for its verdict and a pass-fail secret's score.
        if (plan.secret && plan.units[*unit].kind == ScoringUnit::Kind::group) plan.units[*plan.secret].cases.push_back(c);
    }
    // A case's maximum (2025-09 "Scoring problems"): the group's in a min group, an equal share in a sum group.
    // static_validation_score is not taken off: gavel runs no static validator.
    for (CaseScoring& scoring : plan.cases) {
        const ScoringUnit& unit = plan.units[scoring.unit];
        scoring.scored = package.scoring && (unit.aggregation == "sum" || unit.aggregation == "min");
        if (!scoring.scored || !unit.max_score) continue;
        scoring.max = unit.aggregation == "min" ? *unit.max_score
                                                : *unit.max_score / static_cast<double>(unit.cases.size());
    }
    return plan;
}

}  // namespace gavel::package
