// Grading a contestant's solution: compile it once, install it in one box per job, judge every test.
#pragma once

#include <atomic>
#include <filesystem>
#include <functional>
#include <optional>

#include "gavel/judge.hpp"
#include "gavel/languages.hpp"

namespace gavel {

struct GradeOptions {
    std::filesystem::path solution;
    std::optional<Duration> time_limit;  // replaces every test's CPU limit (the wall limit follows it)
    unsigned jobs = 0;                   // boxes running at once; 0: one per CPU
    LanguageTable languages;
    const std::atomic<bool>* stop = nullptr;
};

struct GradeEvents {
    std::function<void(std::size_t tests)> started;  // compiled; this many tests follow
    ProblemJudge::Observer test_finished;            // in suite order
};

/// Throws InputError for a solution gavel cannot grade (missing, unknown kind); a compile error is a CE report.
Report grade_solution(const ProblemJudge& judge, const GradeOptions& options, const GradeEvents& events);

}  // namespace gavel
