// tools: the commands a problem setter and a contest host run, each one use of the judge.
//
// Each receives a ProblemJudge (judge/judge.hpp, already holding the opened Problem) and the command's options,
// and hands a Report, or rows of them, back to framework/cli/, which prints and writes them through report/.
// grade validates every input, then compiles a contestant's solution once and judges it with one box per job;
// verify grades every bundled solution and checks it gets the verdict its folder promises, and calibrate proposes
// a time limit from them; cross_check grades the accepted solutions on the generated cases of `gavel run`, whose
// answers are the reference's own; stress feeds generated inputs to a solution and the reference until they
// disagree, then shrinks the input; scaffold writes the files of a new problem; export writes a problem as a problem
// package (Kattis format 2025-09); statement renders a problem's statement with its samples as an HTML page. None
// of them starts a process or reads YAML itself.
//
//   grade.hpp        GradeOptions, GradeEvents, Grader (validates every input first), grade_solution
//   cross_check.hpp  generated_tests, cross_check, cross_check_by_default_up_to
//   verify.hpp       VerifyRow, verify_problem, Calibration, calibrate_problem
//   stress.hpp       StressOptions, StressFinding, stress_solution, as_suite_case
//   scaffold.hpp     scaffold_problem
//   export_package.hpp  ExportRequest, export_package, plugin_sources, problem_uuid (its parts: export_parts.hpp)
//   statement_html.hpp  StatementSample, statement_page, samples_html (the markdown conventions:
//                       statement_markdown.hpp)
//   statement_samples.hpp  sample_group, statement_samples
//   case_answers.hpp    case_answers: the stored answers, else the reference's
#pragma once

#include "tools/cross_check.hpp"
#include "tools/export_package.hpp"
#include "tools/grade.hpp"
#include "tools/scaffold.hpp"
#include "tools/statement_html.hpp"
#include "tools/statement_samples.hpp"
#include "tools/stress.hpp"
#include "tools/verify.hpp"
