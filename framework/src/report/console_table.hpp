// The per-test table `gavel grade` prints: a row per test in suite order, then the verdict and score.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "report/report.hpp"

namespace gavel {

class ConsoleTable {
public:
    /// Colour and a progress line only where `out` is a terminal, and colour never when NO_COLOR is set.
    /// `failures_only` (gavel -q): the rows of tests that failed, none of those accepted or skipped.
    ConsoleTable(std::FILE* out, std::size_t total_tests, bool failures_only = false);
    /// The same knowing the tests' names (group/name, in suite order): the progress line names the next one.
    ConsoleTable(std::FILE* out, std::vector<std::string> test_names, bool failures_only = false);
    void header();
    void row(const TestResult& result);
    void summary(const Report& report);
    /// A line per group under the summary: its name, verdict, score and maximum, and why it scored nothing when a
    /// dependency did not pass.
    void group_scores(const Report& report);

private:
    std::string paint(std::string_view text, Verdict verdict) const;
    void clear_progress();
    void show_progress();

    std::FILE* out_;
    std::vector<std::string> names_;  // may be empty: the progress line then only counts
    std::size_t total_, done_ = 0;
    bool colour_, progress_, failures_only_;
};

}  // namespace gavel
