#include "tools/verify.hpp"

#include <algorithm>
#include <spdlog/spdlog.h>

#include "run/program.hpp"

namespace gavel {
namespace {

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

std::string not_run_here(const Submission& submission, const LanguageTable& languages) {
    if (const Language* language = solution_language(submission.file, languages)) return unrunnable_reason(*language);
    return {};
}

Verdict verdict_at_longer_limit(const Report& at_limit, const std::map<std::size_t, TestResult>& retried) {
    for (std::size_t i = 0; i < at_limit.tests.size(); ++i) {
        const auto again = retried.find(i);
        const Verdict verdict = again != retried.end() ? again->second.verdict : at_limit.tests[i].verdict;
        if (verdict != Verdict::accepted) return verdict;
    }
    return Verdict::accepted;
}

std::map<std::size_t, TestResult> retry_at_longer_limit(Grader& grader, const Report& at_limit) {
    std::map<std::size_t, TestResult> retried;
    for (std::size_t i = 0; i < at_limit.tests.size(); ++i) {
        const Verdict verdict = at_limit.tests[i].verdict;
        if (verdict == Verdict::accepted) continue;
        if (verdict != Verdict::time_limit) break;  // the verdict there is this one
        const std::size_t one[] = {i};
        std::vector<TestResult> again = grader.run_some(one, longer_time_limit);
        if (again.empty()) break;  // stopped
        const bool decided = again.front().verdict != Verdict::accepted;
        retried.emplace(i, std::move(again.front()));
        if (decided) break;
    }
    return retried;
}

VerifyRow verify_row(const std::string& problem, const Submission& submission, Report report,
                     std::map<std::size_t, TestResult> retried) {
    VerifyRow row;
    row.problem = problem;
    row.solution = submission.label;
    row.expected = submission.expected;
    row.language = submission.language;
    row.got = report.verdict;
    if (report.compile_error) row.message = *report.compile_error;
    const auto deciding = std::find_if(report.tests.begin(), report.tests.end(),
                                       [](const TestResult& test) { return test.verdict != Verdict::accepted; });
    if (!report.compile_error && deciding != report.tests.end()) {
        row.decided_by = deciding->group + "/" + deciding->name;
        row.message = deciding->message;
    }
    if (submission.expectation) {
        // The package's own margins (time_limit_to_tle) take the place of gavel's 1.5 × grading.
        row.at_longer_limit = row.got;
        row.expected_text = submission.expectation->describe();
        const std::string unmet = submission.expectation->unmet(report);
        row.as_expected = unmet.empty();
        if (!unmet.empty()) row.message = unmet;
    } else {
        row.at_longer_limit = report.compile_error ? row.got : verdict_at_longer_limit(report, retried);
        row.retried = std::move(retried);
        row.as_expected = satisfies(row.expected, row.got);
        row.time_sensitive = row.got != row.at_longer_limit;
        // accepted/ promises every point: an AC that earns only part of a test's points is not that.
        if (row.as_expected && row.expected == Verdict::accepted && report.score < report.max_score) {
            row.as_expected = false;
            const auto partial = std::find_if(report.tests.begin(), report.tests.end(),
                                              [](const TestResult& test) { return test.fraction && *test.fraction < 1; });
            row.message = "every test is AC, but it scores " + format_score(report.score) + "/" + format_score(report.max_score) +
                          (partial == report.tests.end() ? std::string()
                                                         : " (" + partial->group + "/" + partial->name + " earned " +
                                                               format_score(*partial->fraction) + " of its points)");
        }
    }
    row.report = std::move(report);
    return row;
}

std::vector<VerifyRow> verify_problem(const ProblemJudge& judge, const GradeOptions& base, bool fail_fast,
                                      const std::function<void(const VerifyRow&)>& on_row) {
    std::vector<VerifyRow> rows;
    for (const auto& solution : judge.problem().submissions) {
        if (base.stop && *base.stop) break;
        // A language that cannot run here says nothing about the submission: it is not judged, and said so.
        if (std::string why = not_run_here(solution, base.languages); !why.empty()) {
            VerifyRow row = not_run_row(judge.problem().id, solution, std::move(why));
            if (on_row) on_row(row);
            rows.push_back(std::move(row));
            continue;
        }
        GradeOptions options = base;
        options.solution = solution.file;
        const bool folder = solution.expectation == nullptr;
        options.stop_at_first_failure = folder && fail_fast;
        Grader grader(judge, options);
        Report report = grader.run({});
        if (base.stop && *base.stop) break;  // what the stop cut short says nothing about the solution
        std::map<std::size_t, TestResult> retried;
        if (folder && grader.compiled()) {
            if (fail_fast) {
                // Its tests after the first failure did not run: at 1.5 x it is graded again up to its first failure.
                Report longer = grader.run({}, longer_time_limit);
                for (std::size_t i = 0; i < longer.tests.size(); ++i) retried.emplace(i, std::move(longer.tests[i]));
            } else {
                retried = retry_at_longer_limit(grader, report);
            }
        }
        if (base.stop && *base.stop) break;
        VerifyRow row = verify_row(judge.problem().id, solution, std::move(report), std::move(retried));
        if (on_row) on_row(row);
        rows.push_back(std::move(row));
    }
    return rows;
}

VerifyRow not_run_row(const std::string& problem, const Submission& submission, std::string why) {
    VerifyRow row;
    row.problem = problem;
    row.solution = submission.label;
    row.expected = submission.expected;
    row.language = submission.language;
    row.not_run = why;
    row.message = std::move(why);
    return row;
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
        options.time_limit = Duration(static_cast<std::int64_t>(static_cast<double>(calibration.proposed.count()) * longer_time_limit));
        const Report report = grade_once(judge, options);
        calibration.too_slow.push_back({solution.label, report.verdict == Verdict::time_limit, report.verdict});
    }
    return calibration;
}

}  // namespace gavel
