// The console table a grading prints: its header once the tests are known, a row as each one is judged.
#pragma once

#include <unistd.h>

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "base/printable_text.hpp"

#include "report/console_table.hpp"
#include "tools/grade.hpp"

namespace gavel::cli {

/// Events that fill `table` (made when judging starts; still null when it did not, as for a compile error);
/// `failures_only` (-q): its rows are the failed tests only.
inline GradeEvents table_events(std::unique_ptr<ConsoleTable>& table, bool failures_only) {
    GradeEvents events;
    // On a terminal, what is going on before the first row: validating the inputs and compiling can take a while.
    events.compiling = [](const std::string& solution) {
        if (!::isatty(STDOUT_FILENO)) return;
        std::printf("validating the inputs, compiling %s...", printable_text(solution).c_str());
        std::fflush(stdout);
    };
    events.started = [&table, failures_only](const std::vector<PreparedTest>& tests) {
        std::vector<std::string> names;
        for (const auto& test : tests) names.push_back(test.group + "/" + test.name);
        table = std::make_unique<ConsoleTable>(stdout, std::move(names), failures_only);
        table->header();
    };
    events.test_finished = [&table](const TestResult& result) { table->row(result); };
    return events;
}

}  // namespace gavel::cli
