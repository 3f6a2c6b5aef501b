#include "tools/verify.hpp"

#include <algorithm>
#include <spdlog/spdlog.h>

#include "run/program.hpp"

namespace gavel {
namespace {

constexpr double longer_limit = 1.5;

bool satisfies(Verdict expected, Verdict got) {
    // A wrong answer shown only in its layout is still a wrong answer for the folder's promise.
    if (expected == Verdict::wrong_answer) return got == Verdict::wrong_answer || got == Verdict::presentation_error;
    return expected == got;
}

Report grade_once(const ProblemJudge& judge, const GradeOptions& options) {
    Grader grader(judge, options);
    return grader.run({});
}

}  // namespace

std::vector<VerifyRow> verify_problem(const ProblemJudge& judge, const GradeOptions& base,
                                      const std::function<void(const VerifyRow&)>& on_row) {
    std::vector<VerifyRow> rows;
    for (const auto& solution : judge.problem().submissions) {
        if (base.stop && *base.stop) break;
        GradeOptions options = base;
        options.solution = solution.file;
        options.stop_at_first_failure = solution.expectation == nullptr;
        VerifyRow row;
        row.problem = judge.problem().id;
        row.solution = solution.label;
        row.expected = solution.expected;
        row.language = solution.language;
        // A language that cannot run here says nothing about the submission: it is not judged, and said so.
        if (const Language* language = solution_language(solution.file, base.languages))
            if (row.not_run = unrunnable_reason(*language); !row.not_run.empty()) {
                row.message = row.not_run;
                if (on_row) on_row(row);
                rows.push_back(std::move(row));
                continue;
            }
        Grader grader(judge, options);
        const Report report = grader.run({});
        row.report = report;
        row.got = report.verdict;
        if (report.compile_error) row.message = *report.compile_error;
        const auto deciding = std::find_if(report.tests.begin(), report.tests.end(),
                                           [](const TestResult& test) { return test.verdict != Verdict::accepted; });
        if (!report.compile_error && deciding != report.tests.end()) {
            row.decided_by = deciding->group + "/" + deciding->name;
            row.message = deciding->message;
        }
        if (base.stop && *base.stop) break;  // what the stop cut short says nothing about the solution
        if (solution.expectation) {
            // The package's own margins (time_limit_to_tle) take the place of gavel's 1.5 × grading.
            row.at_longer_limit = row.got;
            row.expected_text = solution.expectation->describe();
            const std::string unmet = solution.expectation->unmet(report);
            row.as_expected = unmet.empty();
            if (!unmet.empty()) row.message = unmet;
            if (on_row) on_row(row);
            rows.push_back(std::move(row));
            continue;
        }
        row.at_longer_limit = grader.compiled() ? grader.run({}, longer_limit).verdict : row.got;
        if (base.stop && *base.stop) break;
        row.as_expected = satisfies(row.expected, row.got);
        row.time_sensitive = row.got != row.at_longer_limit;
        if (on_row) on_row(row);
        rows.push_back(row);
    }
    return rows;
}

Calibration calibrate_problem(const ProblemJudge& judge, const GradeOptions& base) {
    Calibration calibration;
    Duration slowest_overall{0};
    for (const auto& solution : judge.problem().submissions) {
        if (base.stop && *base.stop) break;
        if (solution.expected != Verdict::accepted) continue;
        GradeOptions options = base;
        options.solution = solution.file;
        const Report report = grade_once(judge, options);
        Calibration::Timing timing{solution.label, report.verdict, "", Duration(0)};
        for (const auto& test : report.tests)
            if (test.cpu && *test.cpu >= timing.slowest) {
                timing.slowest = *test.cpu;
                timing.slowest_test = test.group + "/" + test.name;
            }
        slowest_overall = std::max(slowest_overall, timing.slowest);
        calibration.accepted.push_back(timing);
    }
    constexpr std::int64_t step = 100000;  // 100 ms in microseconds
    const std::int64_t doubled = std::max<std::int64_t>(1, slowest_overall.count() * 2);
    calibration.proposed = Duration((doubled + step - 1) / step * step);
    for (const auto& solution : judge.problem().submissions) {
        if (base.stop && *base.stop) break;
        if (solution.expected != Verdict::time_limit) continue;
        GradeOptions options = base;
        options.solution = solution.file;
        options.stop_at_first_failure = true;
        options.time_limit = Duration(static_cast<std::int64_t>(static_cast<double>(calibration.proposed.count()) * longer_limit));
        const Report report = grade_once(judge, options);
        calibration.too_slow.push_back({solution.label, report.verdict == Verdict::time_limit, report.verdict});
    }
    return calibration;
}

}  // namespace gavel
