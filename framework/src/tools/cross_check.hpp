// `gavel run`'s cross-check: a generated case has no stored answer, so the reference's output is its answer and
// nothing independent confirms it. Every accepted bundled solution (problems/<id>/solutions/accepted/) is graded
// on the generated cases against the reference's answers; one that is not AC on a case means that the reference,
// the checker or that solution is wrong, and the case and the solution are named.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "tools/grade.hpp"

namespace gavel {

/// `gavel run` cross-checks a problem's generated cases by default when it has at most this many: enough for a
/// fixture or a new problem, while the bundled suites' thousands of cases (each graded once per accepted
/// solution, in the sandbox) wait for `gavel run --cross`.
constexpr std::size_t cross_check_by_default_up_to = 200;

struct CrossCheck {
    std::size_t cases = 0;      // generated cases every accepted solution was graded on
    std::size_t solutions = 0;  // accepted solutions graded
    struct Disagreement {
        std::string solution;  // "accepted/sum.cpp"
        std::string test;      // "random/gen-3"; empty when the solution did not compile
        Verdict verdict = Verdict::skipped;
        std::string message;
    };
    std::vector<Disagreement> disagreements;  // at most one per solution: its first failing case
};

/// The generated tests among `tests` (a problem's prepared suite).
std::vector<PreparedTest> generated_tests(const std::vector<PreparedTest>& tests);

/// Grades each accepted bundled solution on `generated` (stopping each at its first failing case) with `base`'s
/// languages and jobs; `on_disagreement` hears each disagreement as it is found.
CrossCheck cross_check(const ProblemJudge& judge, const std::vector<PreparedTest>& generated, const GradeOptions& base,
                       const std::function<void(const CrossCheck::Disagreement&)>& on_disagreement);

}  // namespace gavel
