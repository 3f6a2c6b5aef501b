// checkers: whether an output answers a test, and whether an input obeys the statement.
//
// A Checker receives a test's input, the contestant's output (any bytes: nothing in it is trusted) and the
// stored or reference answer, and hands back a CheckOutcome: a verdict and a message for the report. One class
// per file, one signature: exact bytes, tokens, floats with a tolerance, the problem plugin's check(), an
// external program speaking the testlib or Kattis protocol in a box, or the package format's default output
// validator. A checker that fails is the judge's error (IE), never the contestant's. A Validator receives an input and hands back a Validation (valid, invalid with
// the reason, or failed): a plugin's validate() or an input validator program.
//
//   checker.hpp           Checker, CheckOutcome, make_*_checker
//   exact_checker.cpp, tokens_checker.cpp, floats_checker.cpp, plugin_checker.cpp, external_checker.cpp
//   default_output_validator.hpp  the package format's default output validator and its flags
//   kattis_feedback.hpp   kattis_outcome: a Kattis validator's exit code and feedback files (score, messages)
//   testlib_credit.hpp    testlib_partial_credit: quitp's points and _pc(n) as a fraction of a test's points
//   spec_float.hpp        parse_spec_float: a number by the package format's grammar, not strtod's
//   tokens.hpp            compare_tokens, over the SDK's OutputReader and quote_text (gavel/output_reader.hpp)
//   validator.hpp         Validation, Validator, make_program_validator (program_validator.cpp)
#pragma once

#include "checkers/checker.hpp"
#include "checkers/validator.hpp"
