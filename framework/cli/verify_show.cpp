#include "verify_show.hpp"

#include <cstdio>

#include "report/exchange_text.hpp"

namespace gavel::cli {

void print_first_failing_exchange(const VerifyRow& row) {
    for (const TestResult& test : row.report.tests) {
        if (test.verdict == Verdict::accepted || test.verdict == Verdict::skipped) continue;
        print_exchanges(stdout, test, "    ");
        return;
    }
}

}  // namespace gavel::cli
