#include "package/default_grader.hpp"

#include <algorithm>

namespace gavel::package {
namespace {

// worst_error's order, the legacy spec's JE, IF, RTE, MLE, TLE, OLE, WA: gavel has no IF (illegal function), and
// a presentation error is a wrong answer. A compilation error never reaches a test; it ranks with JE.
int severity(Verdict verdict) {
    switch (verdict) {
        case Verdict::internal_error:
        case Verdict::compilation_error: return 0;
        case Verdict::runtime_error: return 1;
        case Verdict::memory_limit: return 2;
        case Verdict::time_limit: return 3;
        case Verdict::output_limit: return 4;
        case Verdict::wrong_answer:
        case Verdict::presentation_error: return 5;
        case Verdict::accepted:
        case Verdict::skipped: return 6;
    }
    return 6;
}

Verdict aggregate_verdict(const GraderFlags& flags, const std::vector<SubResult>& items) {
    const auto accepted = [](const SubResult& item) { return item.verdict == Verdict::accepted; };
    if (flags.verdict == GraderFlags::VerdictMode::always_accept) return Verdict::accepted;
    if (flags.accept_if_any_accepted && std::any_of(items.begin(), items.end(), accepted)) return Verdict::accepted;
    if (std::all_of(items.begin(), items.end(), accepted)) return Verdict::accepted;
    if (flags.verdict == GraderFlags::VerdictMode::first_error)
        return std::find_if_not(items.begin(), items.end(), accepted)->verdict;
    Verdict worst = Verdict::accepted;
    for (const auto& item : items)
        if (severity(item.verdict) < severity(worst)) worst = item.verdict;
    return worst;
}

double aggregate_score(GraderFlags::ScoreMode mode, const std::vector<SubResult>& items) {
    double total = 0;
    for (const auto& item : items) total += item.score;
    const auto by_score = [](const SubResult& a, const SubResult& b) { return a.score < b.score; };
    switch (mode) {
        case GraderFlags::ScoreMode::sum: return total;
        case GraderFlags::ScoreMode::avg: return total / static_cast<double>(items.size());
        case GraderFlags::ScoreMode::min: return std::min_element(items.begin(), items.end(), by_score)->score;
        case GraderFlags::ScoreMode::max: return std::max_element(items.begin(), items.end(), by_score)->score;
    }
    return total;
}

}  // namespace

GraderFlags parse_grader_flags(const std::vector<std::string>& flags, std::optional<std::string>& unknown) {
    GraderFlags parsed;
    for (const std::string& flag : flags) {
        if (flag == "worst_error") parsed.verdict = GraderFlags::VerdictMode::worst_error;
        else if (flag == "first_error") parsed.verdict = GraderFlags::VerdictMode::first_error;
        else if (flag == "always_accept") parsed.verdict = GraderFlags::VerdictMode::always_accept;
        else if (flag == "sum") parsed.score = GraderFlags::ScoreMode::sum;
        else if (flag == "avg") parsed.score = GraderFlags::ScoreMode::avg;
        else if (flag == "min") parsed.score = GraderFlags::ScoreMode::min;
        else if (flag == "max") parsed.score = GraderFlags::ScoreMode::max;
        else if (flag == "ignore_sample") parsed.ignore_sample = true;
        else if (flag == "accept_if_any_accepted") parsed.accept_if_any_accepted = true;
        else if (!unknown) unknown = flag;
    }
    return parsed;
}

std::optional<SubResult> grade(const GraderFlags& flags, const std::vector<SubResult>& items) {
    if (items.empty()) return std::nullopt;
    return SubResult{aggregate_verdict(flags, items), aggregate_score(flags.score, items)};
}

}  // namespace gavel::package
