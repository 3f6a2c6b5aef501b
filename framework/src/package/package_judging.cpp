// Making a package ready for the judging commands: rules, data validation, and the time limit when none is given.
#include "package/package_judging.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "base/errors.hpp"
#include "package/aggregation.hpp"
#include "package/data_validation.hpp"
#include "package/expectations.hpp"

namespace gavel::package {

Package open_for_judging(const std::filesystem::path& folder, const OpenOptions& options) {
    Package package = open_package(folder, options);
    package.problem.checker = make_package_checker(package);
    package.problem.interactive = make_package_interactive_judge(package);
    if (package.problem.interactive && (!package.valid_outputs.empty() || !package.invalid_outputs.empty())) {
        // The format defines them for problems whose output is judged afterwards, not as it is written.
        const std::string why = package.directory.string() + ": data/valid_output and data/invalid_output are for problems "
                                "that are neither interactive nor multi-pass; not checked";
        spdlog::warn("{}", why);
        package.warnings.push_back(why);
        package.valid_outputs.clear();
        package.invalid_outputs.clear();
    }
    package.problem.aggregation = make_aggregation(package);
    attach_expectations(package);
    return package;
}

void require_valid_data(const Package& package, const LanguageTable& languages, bool strict, const std::atomic<bool>* stop) {
    const std::vector<DataProblem> problems = validate_data(package, languages, {strict, stop});
    if (problems.empty()) return;
    constexpr std::size_t shown = 10;
    std::string text = package.directory.string() + ": the package's data is not valid; nothing was judged";
    for (std::size_t i = 0; i < problems.size() && i < shown; ++i)
        text += "\n  " + problems[i].file + ": " + problems[i].program + ": " + problems[i].message;
    if (problems.size() > shown) text += "\n  ... and " + std::to_string(problems.size() - shown) + " more";
    throw InputError(text);
}

namespace {

// The slowest of `tests` (indices in the report's tests) that the report measured, and which; a test stopped at
// the limit counts as the limit. {0, ""} when none was measured.
std::pair<Duration, std::string> slowest_test(const Report& report, const std::vector<std::size_t>& tests, Duration limit) {
    std::pair<Duration, std::string> slowest{Duration(0), ""};
    for (const std::size_t i : tests) {
        if (i >= report.tests.size()) continue;
        const TestResult& test = report.tests[i];
        Duration time = test.cpu ? *test.cpu : Duration(0);
        if (test.verdict == Verdict::time_limit) time = std::max(time, limit);
        if (time >= slowest.first && (test.cpu || test.verdict == Verdict::time_limit)) slowest = {time, test.group + "/" + test.name};
    }
    return slowest;
}

}  // namespace

TimeLimitInference find_time_limit(Package& package, const GradeOptions& base, Duration measuring_limit) {
    const ProblemJudge judge(package.problem);
    Duration slowest_lower{0};
    std::string slowest_lower_by;
    std::optional<Duration> fastest_upper;
    std::string fastest_upper_by;
    for (const auto& submission : package.problem.submissions) {
        if (base.stop && *base.stop) break;
        // The spec bounds by "the slowest runtime over the set of test cases to which the rule applies": a rule
        // scoped to some tests bounds by those alone, and one submission may bound from both sides.
        const TimeLimitTests tests = time_limit_tests(package, submission);
        if (tests.lower.empty() && tests.upper.empty()) continue;
        GradeOptions options = base;
        options.solution = submission.file;
        options.time_limit = measuring_limit;
        // An upper bound over every test is known at its first test over the measuring limit; the rest need every test.
        options.stop_at_first_failure = tests.lower.empty() && tests.upper.size() == package.cases.size();
        const Report report = grade_solution(judge, options, {});
        if (report.compile_error) throw InputError(submission.file.string() + ": does not compile, so it cannot bound the time limit: " + *report.compile_error);
        if (!tests.lower.empty()) {
            const auto [time, test] = slowest_test(report, tests.lower, measuring_limit);
            spdlog::info("{}: lower bound, slowest test {} ({}), {}", submission.label, test, format_duration(time), short_name(report.verdict));
            const bool timed_out = std::any_of(tests.lower.begin(), tests.lower.end(), [&](std::size_t i) {
                return i < report.tests.size() && report.tests[i].verdict == Verdict::time_limit;
            });
            if (timed_out)
                throw InputError(submission.file.string() + ": needs more than " + format_duration(measuring_limit) +
                                 " on " + test + ", so no time limit can be inferred; give limits.time_limit in " + package.problem_file);
            if (time >= slowest_lower) {
                slowest_lower = time;
                slowest_lower_by = submission.label + " on " + test;
            }
        }
        if (!tests.upper.empty()) {
            const auto [time, test] = slowest_test(report, tests.upper, measuring_limit);
            spdlog::info("{}: upper bound, slowest test {} ({}), {}", submission.label, test, format_duration(time), short_name(report.verdict));
            if (!fastest_upper || time < *fastest_upper) {
                fastest_upper = time;
                fastest_upper_by = submission.label + " on " + test;
            }
        }
    }
    TimeLimitInference inference = infer_time_limit(package.timing, package.version, slowest_lower, fastest_upper);
    inference.slowest_lower_by = slowest_lower_by;
    inference.fastest_upper_by = fastest_upper_by;
    package.problem.limits.time = inference.time_limit;
    package.problem.limits.wall_time.reset();
    return inference;
}

}  // namespace gavel::package
