// The verdicts a package speaks of (AC, WA, TLE, RTE, and JE for the judge's own failures), and how gavel's
// finer verdicts fold into them.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "base/verdict.hpp"

namespace gavel::package {

enum class SpecVerdict { AC, WA, TLE, RTE, JE };

/// The spec names only AC, WA, TLE and RTE, so gavel's other verdicts fold into them: a presentation error is a
/// wrong answer, and running out of memory or past the output limit is a run-time error (the program was stopped,
/// as by a crash). An internal error (and a compilation error, which no test should carry) is JE, which no
/// expectation permits. A skipped test has no verdict here: it was not judged, so it never counts.
std::optional<SpecVerdict> spec_verdict(Verdict verdict);

/// "AC", "WA", "TLE", "RTE", "JE".
std::string_view name_of(SpecVerdict verdict);
/// The verdict a submissions.yaml may name (AC, WA, TLE, RTE); none for anything else, JE included.
std::optional<SpecVerdict> expectable_verdict(std::string_view name);

/// A set of the four expectable verdicts, as submissions.yaml's `permitted` and `required` hold them.
class VerdictSet {
public:
    static VerdictSet all() { return VerdictSet(0b1111); }
    static VerdictSet none() { return VerdictSet(0); }
    VerdictSet with(SpecVerdict verdict) const { return VerdictSet(bits_ | bit(verdict)); }
    /// JE is in no set: a judge error never meets an expectation.
    bool contains(SpecVerdict verdict) const { return (bits_ & bit(verdict)) != 0; }
    bool empty() const { return bits_ == 0; }
    bool is_all() const { return bits_ == 0b1111; }
    bool is_only(SpecVerdict verdict) const { return bits_ == bit(verdict); }
    int size() const;
    /// "AC WA", in the spec's order.
    std::string describe() const;
    bool operator==(const VerdictSet&) const = default;

private:
    explicit VerdictSet(unsigned bits) : bits_(bits) {}
    static unsigned bit(SpecVerdict verdict) { return verdict == SpecVerdict::JE ? 0 : 1u << static_cast<unsigned>(verdict); }
    unsigned bits_;
};

}  // namespace gavel::package
