// tools: the commands a problem setter and a contest host run, each one use of the judge.
//
// Each receives a ProblemJudge (judge/judge.hpp, already holding the opened Problem) and the command's options,
// and hands a Report, or rows of them, back to framework/cli/, which prints and writes them through report/.
// grade compiles a contestant's solution once and judges it with one box per job; verify grades every bundled
// solution and checks it gets the verdict its folder promises, and calibrate proposes a time limit from them;
// stress feeds generated inputs to a solution and the reference until they disagree, then shrinks the input;
// scaffold writes the files of a new problem. None of them starts a process or reads YAML itself.
//
//   grade.hpp     GradeOptions, GradeEvents, Grader, grade_solution
//   verify.hpp    VerifyRow, verify_problem, Calibration, calibrate_problem
//   stress.hpp    StressOptions, StressFinding, stress_solution, as_suite_case
//   scaffold.hpp  scaffold_problem
#pragma once

#include "tools/grade.hpp"
#include "tools/scaffold.hpp"
#include "tools/stress.hpp"
#include "tools/verify.hpp"
