// The legacy folder rules, read as the legacy spec's table words them:
//   accepted             every test AC (a scoring problem asks nothing more of its score)
//   partially_accepted   the submission's verdict AC and its score below the top of the range (the maximum: gavel
//                        does not read grading.objective, so a minimising problem is judged as maximising)
//   wrong_answer         some test WA, and none TLE or RTE
//   time_limit_exceeded  some test TLE, and none RTE (WA allowed)
//   run_time_error       some test RTE
// gavel's verdicts fold into AC, WA, TLE and RTE as spec_verdict.hpp says; a judge error meets no rule and a
// skipped test counts for nothing.
#include "package/legacy_expectations.hpp"

#include <algorithm>
#include <cmath>

#include "package/spec_verdict.hpp"

namespace gavel::package {

std::optional<LegacyFolder> legacy_folder(std::string_view name) {
    if (name == "accepted") return LegacyFolder::accepted;
    if (name == "partially_accepted") return LegacyFolder::partially_accepted;
    if (name == "wrong_answer") return LegacyFolder::wrong_answer;
    if (name == "time_limit_exceeded") return LegacyFolder::time_limit_exceeded;
    if (name == "run_time_error") return LegacyFolder::run_time_error;
    return std::nullopt;
}

std::string LegacyExpectation::describe() const {
    switch (folder_) {
        case LegacyFolder::accepted: return "AC";
        case LegacyFolder::partially_accepted: return "AC with a score below the maximum";
        case LegacyFolder::wrong_answer: return "WA (no TLE or RTE)";
        case LegacyFolder::time_limit_exceeded: return "TLE (no RTE)";
        case LegacyFolder::run_time_error: return "RTE";
    }
    return "?";
}

std::string LegacyExpectation::unmet(const Report& report) const {
    if (report.verdict == Verdict::compilation_error) return "it did not compile";
    // The first test of each verdict, in report order.
    std::optional<std::size_t> first[5];
    for (std::size_t c = 0; c < report.tests.size(); ++c)
        if (const auto verdict = spec_verdict(report.tests[c].verdict); verdict && !first[static_cast<int>(*verdict)])
            first[static_cast<int>(*verdict)] = c;
    const auto name = [&](std::size_t c) { return c < case_names_->size() ? (*case_names_)[c] : report.tests[c].name; };
    const auto got = [&](SpecVerdict verdict) { return first[static_cast<int>(verdict)]; };
    const auto says = [&](SpecVerdict verdict, const std::string& expected) {
        return name(*got(verdict)) + " got " + std::string(name_of(verdict)) + "; expected " + expected;
    };

    if (got(SpecVerdict::JE)) return name(*got(SpecVerdict::JE)) + " got a judge error, which no expectation permits";
    const bool judged = got(SpecVerdict::AC) || got(SpecVerdict::WA) || got(SpecVerdict::TLE) || got(SpecVerdict::RTE);
    if (!judged) return "no test was judged";
    switch (folder_) {
        case LegacyFolder::accepted:
            for (const SpecVerdict verdict : {SpecVerdict::WA, SpecVerdict::TLE, SpecVerdict::RTE})
                if (got(verdict)) return says(verdict, "AC on every test");
            return {};
        case LegacyFolder::partially_accepted: {
            if (report.verdict != Verdict::accepted)
                return "the submission got " + std::string(short_name(report.verdict)) + "; expected AC with a lower score";
            const double top = report.max_score;
            if (std::isfinite(top) && report.score >= top - 1e-6 * std::max(1.0, std::fabs(top)))
                return "scored " + format_score(report.score) + ", the maximum; expected less";
            return {};
        }
        case LegacyFolder::wrong_answer:
            for (const SpecVerdict verdict : {SpecVerdict::TLE, SpecVerdict::RTE})
                if (got(verdict)) return says(verdict, "no TLE or RTE");
            return got(SpecVerdict::WA) ? std::string() : "no test got WA";
        case LegacyFolder::time_limit_exceeded:
            if (got(SpecVerdict::RTE)) return says(SpecVerdict::RTE, "no RTE");
            return got(SpecVerdict::TLE) ? std::string() : "no test got TLE";
        case LegacyFolder::run_time_error: return got(SpecVerdict::RTE) ? std::string() : "no test got RTE";
    }
    return {};
}

}  // namespace gavel::package
