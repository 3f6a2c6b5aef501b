#include "tools/verify_matrix.hpp"

#include <algorithm>

namespace gavel {
namespace {

std::vector<std::string> groups_of(const std::vector<VerifyRow>& rows) {
    std::vector<std::string> groups;
    for (const auto& row : rows)
        for (const auto& test : row.report.tests)
            if (std::find(groups.begin(), groups.end(), test.group) == groups.end()) groups.push_back(test.group);
    return groups;
}

MatrixRow matrix_row(const VerifyRow& row, const std::vector<std::string>& groups) {
    MatrixRow matrix_row;
    matrix_row.solution = row.solution;
    matrix_row.expected = row.expected_text.empty() ? std::string(short_name(row.expected)) : row.expected_text;
    matrix_row.got = row.got;
    matrix_row.as_expected = row.as_expected;
    matrix_row.not_run = !row.not_run.empty();
    matrix_row.cells.resize(groups.size());
    std::vector<bool> any_accepted(groups.size(), false);
    for (const auto& test : row.report.tests) {
        const auto g = static_cast<std::size_t>(std::find(groups.begin(), groups.end(), test.group) - groups.begin());
        MatrixCell& cell = matrix_row.cells[g];
        if (test.cpu) cell.worst = std::max(cell.worst.value_or(Duration(0)), *test.cpu);
        if (test.verdict == Verdict::accepted) any_accepted[g] = true;
        else if (test.verdict != Verdict::skipped && cell.verdict == Verdict::skipped) cell.verdict = test.verdict;
    }
    for (std::size_t g = 0; g < groups.size(); ++g)
        if (matrix_row.cells[g].verdict == Verdict::skipped && any_accepted[g]) matrix_row.cells[g].verdict = Verdict::accepted;
    return matrix_row;
}

std::string test_name(const TestResult& test) { return test.group + "/" + test.name; }

// The slowest accepted test of a solution expected to be accepted.
std::optional<TimeMark> slowest_accepted(const VerifyRow& row, const std::vector<Duration>& limits) {
    std::optional<TimeMark> mark;
    for (std::size_t i = 0; i < row.report.tests.size() && i < limits.size(); ++i) {
        const TestResult& test = row.report.tests[i];
        if (test.verdict != Verdict::accepted || !test.cpu) continue;
        if (!mark || *test.cpu > mark->time) mark = TimeMark{row.solution, test_name(test), *test.cpu, limits[i], false};
    }
    return mark;
}

// The slowest test of a solution expected to exceed the limit, at 1.5 x the limit where it was judged again there.
// A test still TLE where it ran last has no time, only a floor: the first such in suite order stands for the
// solution (verify stops judging again at it, so which one is the same however the work was split).
std::optional<TimeMark> slowest_rejected(const VerifyRow& row, const std::vector<Duration>& limits) {
    std::optional<TimeMark> mark;
    for (std::size_t i = 0; i < row.report.tests.size() && i < limits.size(); ++i) {
        const auto again = row.retried.find(i);
        const TestResult& test = again != row.retried.end() ? again->second : row.report.tests[i];
        if (!test.cpu) continue;
        TimeMark candidate{row.solution, test_name(test), *test.cpu, limits[i], test.verdict == Verdict::time_limit};
        if (candidate.at_least) {
            // Ended by the wall clock (waiting, never flushing), its CPU time says nothing: it took at least the
            // limit it ran under.
            const Duration ran_under = again == row.retried.end()
                                           ? limits[i]
                                           : Duration(static_cast<std::int64_t>(static_cast<double>(limits[i].count()) * longer_time_limit));
            candidate.time = std::max(candidate.time, ran_under);
            return candidate;
        }
        if (!mark || candidate.time > mark->time) mark = candidate;
    }
    return mark;
}

std::string seconds(Duration time) { return format_duration(time); }

}  // namespace

VerifyMatrix verify_matrix(const std::string& problem, const std::vector<VerifyRow>& rows,
                           const std::vector<Duration>& time_limits) {
    VerifyMatrix matrix;
    matrix.problem = problem;
    matrix.groups = groups_of(rows);
    for (const auto& row : rows) {
        matrix.rows.push_back(matrix_row(row, matrix.groups));
        if (!row.not_run.empty() || row.report.compile_error) continue;
        if (row.expected == Verdict::accepted && row.got == Verdict::accepted) {
            const auto mark = slowest_accepted(row, time_limits);
            if (mark && (!matrix.slowest_accepted || mark->time > matrix.slowest_accepted->time)) matrix.slowest_accepted = mark;
        } else if (row.expected == Verdict::time_limit && row.got == Verdict::time_limit) {
            const auto mark = slowest_rejected(row, time_limits);
            if (mark && (!matrix.fastest_rejected || mark->time < matrix.fastest_rejected->time)) matrix.fastest_rejected = mark;
        }
    }
    if (const auto& mark = matrix.slowest_accepted;
        mark && static_cast<double>(mark->time.count()) >= (1 - time_limit_margin) * static_cast<double>(mark->limit.count()))
        matrix.time_limit_warnings.push_back(mark->solution + " takes " + seconds(mark->time) + " on " + mark->test +
                                             ", within 20% below its limit of " + seconds(mark->limit));
    if (const auto& mark = matrix.fastest_rejected;
        mark && !mark->at_least &&
        static_cast<double>(mark->time.count()) <= (1 + time_limit_margin) * static_cast<double>(mark->limit.count()))
        matrix.time_limit_warnings.push_back(mark->solution + " takes " + seconds(mark->time) + " on " + mark->test +
                                             ", within 20% above its limit of " + seconds(mark->limit));
    return matrix;
}

}  // namespace gavel
