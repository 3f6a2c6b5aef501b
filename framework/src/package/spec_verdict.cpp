#include "package/spec_verdict.hpp"

namespace gavel::package {

std::optional<SpecVerdict> spec_verdict(Verdict verdict) {
    switch (verdict) {
        case Verdict::accepted: return SpecVerdict::AC;
        case Verdict::wrong_answer:
        case Verdict::presentation_error: return SpecVerdict::WA;
        case Verdict::time_limit: return SpecVerdict::TLE;
        case Verdict::runtime_error:
        case Verdict::memory_limit:
        case Verdict::output_limit: return SpecVerdict::RTE;
        case Verdict::compilation_error:
        case Verdict::internal_error: return SpecVerdict::JE;
        case Verdict::skipped: return std::nullopt;
    }
    return SpecVerdict::JE;
}

std::string_view name_of(SpecVerdict verdict) {
    switch (verdict) {
        case SpecVerdict::AC: return "AC";
        case SpecVerdict::WA: return "WA";
        case SpecVerdict::TLE: return "TLE";
        case SpecVerdict::RTE: return "RTE";
        case SpecVerdict::JE: return "JE";
    }
    return "JE";
}

std::optional<SpecVerdict> expectable_verdict(std::string_view name) {
    for (const SpecVerdict verdict : {SpecVerdict::AC, SpecVerdict::WA, SpecVerdict::TLE, SpecVerdict::RTE})
        if (name == name_of(verdict)) return verdict;
    return std::nullopt;
}

int VerdictSet::size() const {
    int count = 0;
    for (unsigned rest = bits_; rest != 0; rest &= rest - 1) ++count;
    return count;
}

std::string VerdictSet::describe() const {
    std::string text;
    for (const SpecVerdict verdict : {SpecVerdict::AC, SpecVerdict::WA, SpecVerdict::TLE, SpecVerdict::RTE})
        if (contains(verdict)) text += (text.empty() ? "" : " ") + std::string(name_of(verdict));
    return text.empty() ? "nothing" : text;
}

}  // namespace gavel::package
