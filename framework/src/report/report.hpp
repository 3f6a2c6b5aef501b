// report: what judging found, told to people and to programs.
//
// It receives Reports from judge/: per solution, one TestResult per test in suite order (verdict, time, memory,
// the checker's message: any bytes a program wrote) and the suite's verdict and score. Every text it writes passes
// printable_text (base/printable_text.hpp) on its way out, so nothing reaches a terminal or a report file raw.
// It hands them on as a console table with a progress line on a terminal, one log line per test, and --json /
// --junit files. A report file is written to a temporary file beside it and renamed into place, so a reader never
// sees half of one, even when the judge is stopped mid-write.
//
//   report.hpp         TestResult (a figure not measured is absent), Report, format_cpu/format_memory,
//                      write_json_report, write_junit_report, write_file_atomically
//   console_table.hpp  ConsoleTable: header, a row per test, summary, colours on a terminal only
//   test_log.hpp       log_test, log_summary
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/units.hpp"
#include "base/verdict.hpp"

namespace gavel {

struct TestResult {
    std::string group;
    std::string name;
    Verdict verdict = Verdict::skipped;
    // Absent when not measured, never a made-up 0: time when the test did not run (skipped, its input refused or
    // never made, the sandbox failed to start it), memory also when it ran as a plugin call (run_result.hpp).
    // Reports show "-" (console, log), null (JSON), or leave the attribute out (JUnit).
    std::optional<Duration> cpu;
    std::optional<Duration> wall;
    std::optional<std::uint64_t> memory_kib;
    std::string message;
    std::optional<double> score;             // a package test's score (its validator's score.txt), when it has one
    std::optional<double> score_multiplier;  // its score_multiplier.txt
    std::optional<double> fraction;          // gavel's suites: the share of its points an AC earns, when its checker
                                             // gave one (CheckOutcome::fraction); absent: full credit if AC
    std::string judge_message;               // its validator's judgemessage.txt, every line, as bytes (its start only):
                                             // what a submissions.yaml `message` is looked for in; never shown
    std::string exchange;                    // an interactive test's dialogue (run/interaction.hpp dialogue()), its
                                             // start; shown under a failing row, by verify --show and in JSON
    std::string sample_exchange;             // its sample's exchange (TestCase::sample_exchange), as dialogue() shows one
};

/// A result with nothing measured: a test skipped, refused or never made.
inline TestResult unmeasured_result(std::string group, std::string name, Verdict verdict, std::string message) {
    TestResult result;
    result.group = std::move(group);
    result.name = std::move(name);
    result.verdict = verdict;
    result.message = std::move(message);
    return result;
}

/// The score of one group: of a problem package's data (a folder under data/), as result aggregation found it, or
/// of a gavel suite (judge/score.hpp).
struct GroupScore {
    std::string group;            // "secret/group1", "secret", "sample"; a suite's group name
    Verdict verdict = Verdict::accepted;
    double score = 0;
    std::optional<double> max_score;  // absent: unbounded
    std::string message;          // why it scores nothing despite its tests ("depends on X, which did not pass")
};

/// "40", "33.5": a score without a trailing ".0".
std::string format_score(double score);

/// "12 ms" / "1.5 MiB", or "-" when not measured: the console table's and the log line's columns.
std::string format_cpu(const TestResult& test);
std::string format_memory(const TestResult& test);

struct Report {
    std::string problem;
    std::string solution;
    Verdict verdict = Verdict::accepted;  // the first non-AC test's verdict in suite order
    double score = 0;                     // the groups' scores (judge/score.hpp; a package: its aggregation)
    double max_score = 0;
    std::vector<TestResult> tests;
    // The compiler's (or the Solver plugin loader's) message when the solution did not compile (verdict CE, every
    // test SK); absent otherwise. Its own field: no test ran, so no test's message is the place for it.
    std::optional<std::string> compile_error;
    std::vector<GroupScore> groups;  // the group scores, in suite (a package's: data) order
};

/// Writes `reports` to `path` as JSON (the schema in README; `compile_error` null unless it did not compile), atomically: a reader sees the old file or the
/// whole new one, never a part. Throws InputError when the file cannot be written.
void write_json_report(const std::string& path, const std::vector<Report>& reports);

/// Writes `reports` as JUnit XML: a testsuite per problem, a testcase per test, a failure for each non-AC test
/// with its verdict and message (a skipped element for SK), a compile error as the testsuite's system-err.
/// Atomic as write_json_report.
void write_junit_report(const std::string& path, const std::vector<Report>& reports);

/// Writes `text` to `path` through a temporary file in the same folder and a rename.
void write_file_atomically(const std::string& path, const std::string& text);

/// Why write_file_atomically could not write `path`, or "" when it could: a folder there, or a folder that is
/// missing or takes no new file (tried, with a temporary file removed at once). Asked before judging, so that a
/// long run does not end in "cannot write the report".
std::string report_path_problem(const std::string& path);

}  // namespace gavel
