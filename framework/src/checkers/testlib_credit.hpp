// Partial credit from a testlib checker, read as testlib ends the process (facts from testlib.h's quit()):
//   - quitp(x, ...) exits with 7 and reports "points X ..." (standard error, the first line);
//   - _pc(n) exits with n (50 + n when testlib is built for Testsys) and reports "partially correct (N) ...".
// A suite gives a group its points, so a checker can only say how much of them a test earns: gavel takes quitp's
// value as that fraction (0 to 1), and _pc(n) as n/100 (n from 0 to 100; testlib leaves _pc's scale to the judge).
// A value outside those ranges, or an exit 7 whose report is not "points <number>", is the checker's failure: IE,
// never a contestant's score. The exit code alone cannot tell _pc(1) from WA, so the report decides.
#pragma once

#include <optional>
#include <string>

#include "checkers/checker.hpp"

namespace gavel {

/// The outcome of a testlib checker that ended with `exit_code` and wrote `report` (its standard error, else its
/// standard output) when that ending is quitp's or _pc's: AC with the fraction, or IE saying why not; nullopt
/// for any other ending (0 OK, 1 WA, ...), which the caller reads.
std::optional<CheckOutcome> testlib_partial_credit(int exit_code, const std::string& report);

}  // namespace gavel
