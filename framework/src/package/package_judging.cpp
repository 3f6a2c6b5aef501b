// Making a package ready for the judging commands: rules, data validation, and the time limit when none is given.
#include "package/package_judging.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "base/errors.hpp"
#include "package/aggregation.hpp"
#include "package/data_validation.hpp"
#include "package/expectations.hpp"
#include "package/package_reading.hpp"
#include "tools/verify.hpp"

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

void require_valid_data(Package& package, const LanguageTable& languages, bool strict, const std::atomic<bool>* stop) {
    DataValidation validation = validate_data(package, languages, {strict, stop});
    note_skipped_validators(package, std::move(validation.skipped));  // validate_data logged each as it skipped it
    const std::vector<DataProblem>& problems = validation.problems;
    if (problems.empty()) return;
    constexpr std::size_t shown = 10;
    std::string text = package.directory.string() + ": the package's data is not valid; nothing was judged";
    for (std::size_t i = 0; i < problems.size() && i < shown; ++i)
        text += "\n  " + problems[i].file + ": " + problems[i].program + ": " + problems[i].message;
    if (problems.size() > shown) text += "\n  ... and " + std::to_string(problems.size() - shown) + " more";
    throw InputError(text);
}

void note_skipped_validators(Package& package, std::vector<std::string> skipped) {
    package.data_validation_incomplete = package.data_validation_incomplete || !skipped.empty();
    for (std::string& warning : skipped) package.warnings.push_back(std::move(warning));
}

namespace {

// Whether the run of `test`, judged under the CPU limit `limit`, was ended by its wall-clock limit: an interactive
// submission that waits for a question the validator never asks (both wait) uses almost no CPU before the wall
// clock ends it, and the validator, finding the end of its input at once, may end first with 43, so that the test
// is WA rather than TLE. Its CPU time says nothing of how long it would have run. The box ends a run once its wall
// time passes the limit; 1% is forgiven for how the two clocks are read.
bool ended_by_wall_clock(const TestResult& test, Duration limit) {
    if (test.verdict == Verdict::accepted) return false;
    if (test.message.find("wall-clock time limit exceeded") != std::string::npos) return true;
    const Duration wall_limit = limit * 2 + std::chrono::seconds(1);  // Limits::wall() with no wall limit of its own
    return test.wall && *test.wall >= wall_limit - wall_limit / 100;
}

}  // namespace

std::pair<Duration, std::string> slowest_bounding_test(const Report& report, const std::vector<std::size_t>& tests, Duration limit,
                                                       bool upper) {
    std::pair<Duration, std::string> slowest{Duration(0), ""};
    for (const std::size_t i : tests) {
        if (i >= report.tests.size()) continue;
        const TestResult& test = report.tests[i];
        Duration time = test.cpu ? *test.cpu : Duration(0);
        const bool at_limit = test.verdict == Verdict::time_limit || (upper && ended_by_wall_clock(test, limit));
        if (at_limit) time = std::max(time, limit);
        if (time >= slowest.first && (test.cpu || at_limit)) slowest = {time, test.group + "/" + test.name};
    }
    return slowest;
}

namespace {

// Why `submission` cannot bound the limit, having been graded as `report`: it did not compile. "" when it can.
std::string left_out_after_grading(const Report& report) {
    if (!report.compile_error) return {};
    const std::string& message = *report.compile_error;
    return "it does not compile: " + message.substr(0, message.find('\n'));
}

void leave_out(Package& package, const Submission& submission, const std::string& why) {
    detail::warn(package, submission.label + ": left out of the time limit's bounds: " + why);
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
        // One submission that cannot run here says nothing of how fast the others are: verify marks it NOT RUN.
        if (const std::string why = not_run_here(submission, base.languages); !why.empty()) {
            leave_out(package, submission, why);
            continue;
        }
        GradeOptions options = base;
        options.solution = submission.file;
        options.time_limit = measuring_limit;
        // An upper bound over every test is known at its first test over the measuring limit; the rest need every test.
        options.stop_at_first_failure = tests.lower.empty() && tests.upper.size() == package.cases.size();
        Report report;
        try {
            report = grade_solution(judge, options, {});
        } catch (const InputError& error) {  // a submission gavel cannot grade (its data was validated before)
            leave_out(package, submission, error.what());
            continue;
        }
        if (base.stop && *base.stop) break;  // what the stop cut short measured nothing
        if (const std::string why = left_out_after_grading(report); !why.empty()) {
            leave_out(package, submission, why);
            continue;
        }
        if (!tests.lower.empty()) {
            const auto [time, test] = slowest_bounding_test(report, tests.lower, measuring_limit, false);
            spdlog::info("{}: lower bound, slowest test {} ({}), {}", submission.label, test, format_duration(time), short_name(report.verdict));
            const bool timed_out = std::any_of(tests.lower.begin(), tests.lower.end(), [&](std::size_t i) {
                return i < report.tests.size() && report.tests[i].verdict == Verdict::time_limit;
            });
            if (timed_out)
                detail::warn(package, submission.label + ": needs more than the measuring limit, " + format_duration(measuring_limit) +
                                          ", on " + test + ", so it bounds the time limit from below at " + format_duration(measuring_limit) +
                                          "; give limits.time_limit in " + package.problem_file + " (legacy: .timelimit) or a longer --measuring-limit");
            if (time >= slowest_lower) {
                slowest_lower = time;
                slowest_lower_by = submission.label + " on " + test;
            }
        }
        if (!tests.upper.empty()) {
            const auto [time, test] = slowest_bounding_test(report, tests.upper, measuring_limit, true);
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

KeptTimeLimit settle_time_limit(Package& package, const GradeOptions& base, Duration measuring_limit) {
    std::string key;
    std::filesystem::path file;
    std::optional<KeptTimeLimit> kept;
    try {
        key = time_limit_key(package);
        file = kept_time_limit_file(key);
        kept = read_kept_time_limit(package, file, key);
    } catch (const InputError& error) {  // no cache folder: inferred each time, as before
        detail::warn(package, std::string(error.what()) + "; the inferred time limit is not kept");
        file.clear();
    }
    if (!kept) {
        kept = KeptTimeLimit{find_time_limit(package, base, measuring_limit), "", {}, false};
        if (!file.empty() && !(base.stop && *base.stop)) {
            try {
                *kept = keep_time_limit(package, file, key, kept->inference);
            } catch (const InputError& error) {
                detail::warn(package, std::string(error.what()) + "; the inferred time limit is not kept");
            }
        }
    }
    package.problem.limits.time = kept->inference.time_limit;
    package.problem.limits.wall_time.reset();
    if (!kept->inference.error.empty()) detail::warn(package, package.problem_file + ": " + describe_conflict(kept->inference));
    return *kept;
}

}  // namespace gavel::package
