// The console table a grading prints: its header once the tests are known, a row as each one is judged.
#pragma once

#include <cstdio>
#include <memory>

#include "report/console_table.hpp"
#include "tools/grade.hpp"

namespace gavel::cli {

/// Events that fill `table` (made when judging starts; still null when it did not, as for a compile error).
inline GradeEvents table_events(std::unique_ptr<ConsoleTable>& table) {
    GradeEvents events;
    events.started = [&table](std::size_t tests) {
        table = std::make_unique<ConsoleTable>(stdout, tests);
        table->header();
    };
    events.test_finished = [&table](const TestResult& result) { table->row(result); };
    return events;
}

}  // namespace gavel::cli
