#include "verify_show.hpp"

#include <cstdio>
#include <sstream>
#include <string>

namespace gavel::cli {

void print_first_failing_exchange(const VerifyRow& row) {
    for (const TestResult& test : row.report.tests) {
        if (test.verdict == Verdict::accepted || test.verdict == Verdict::skipped) continue;
        if (test.exchange.empty()) return;
        std::printf("    exchange of %s/%s (%s; < the judge, > the submission):\n", test.group.c_str(), test.name.c_str(),
                    std::string(short_name(test.verdict)).c_str());
        std::istringstream lines(test.exchange);
        for (std::string line; std::getline(lines, line);) std::printf("      %s\n", line.c_str());
        return;
    }
}

}  // namespace gavel::cli
