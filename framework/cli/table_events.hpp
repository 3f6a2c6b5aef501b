// The console table a grading prints: its header once the tests are known, a row as each one is judged.
#pragma once

#include <cstdio>
#include <memory>

#include "report/console_table.hpp"
#include "tools/grade.hpp"

namespace gavel::cli {

/// Events that fill `table` (made when judging starts; still null when it did not, as for a compile error);
/// `failures_only` (-q): its rows are the failed tests only.
inline GradeEvents table_events(std::unique_ptr<ConsoleTable>& table, bool failures_only) {
    GradeEvents events;
    events.started = [&table, failures_only](std::size_t tests) {
        table = std::make_unique<ConsoleTable>(stdout, tests, failures_only);
        table->header();
    };
    events.test_finished = [&table](const TestResult& result) { table->row(result); };
    return events;
}

}  // namespace gavel::cli
