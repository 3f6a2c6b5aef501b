// The gavel command: argument parsing and wiring only; the work is in gavel_core.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <tuple>
#include <vector>

#include "checktestdata_command.hpp"
#include "commands.hpp"
#include "generate_package.hpp"
#include "package_commands.hpp"
#include "stop_signals.hpp"
#include "base/errors.hpp"
#include "base/printable_text.hpp"
#include "base/version.hpp"
#include "report/report.hpp"
#include "tools/cross_check.hpp"

using namespace gavel::cli;

namespace {

std::string default_root() {
    const char* root = std::getenv("GAVEL_ROOT");
    return root && *root ? root : ".";
}

// The help shows the default as it is stored, 0, so 0 is what it says: one box per CPU gavel may use.
constexpr const char* shard_help =
    "judge shard K of N only (K/N, from 1) and write its report with --json, for gavel merge; auto: K and N from the "
    "batch engine (GAVEL_SHARD_INDEX and GAVEL_SHARD_COUNT, a Kubernetes Indexed Job, a Slurm array; README)";
constexpr const char* jobs_help = "tests run at once, each pinned to a CPU; 0 (the default): one per CPU";

// A report's file is tried as the command line is read: a run of many minutes must not end in "cannot write".
const CLI::Validator writable_report{[](std::string& path) { return gavel::report_path_problem(path); }, "FILE"};

}  // namespace

int main(int argc, char** argv) {
    GlobalOptions options;
    options.root = default_root();
    CLI::App app{"gavel: a judge for programming-contest problems"};
    app.set_version_flag("--version", "gavel " + std::string(gavel::gavel_version));
    app.require_subcommand(1);
    app.option_defaults()->always_capture_default();
    app.add_option("--root", options.root, "folder holding problems/ and testcases/ (default: $GAVEL_ROOT or .)");
    app.add_option("--plugin-path", options.plugin_path,
                   "extra folder(s) to search for <id>.so, before $GAVEL_PLUGIN_PATH and lib/gavel/plugins beside this gavel's bin/");
    app.add_option("--log-level", options.log.level, "trace, debug, info, warn, error or off");
    app.add_option("--log-file", options.log.file, "also write the log to this file");
    app.add_flag("-q,--quiet", options.log.quiet, "only warnings and errors on the console");
    app.add_option("--languages", options.languages, "languages table (default: the one shipped with gavel)");
    app.add_option("--prefer", options.preferred_languages,
                   "judge the sources of this language's code with it, e.g. --prefer pypy3 for every Python 3 source");
    // Options of the command itself are taken after the subcommand too: `gavel grade ID SOL --languages FILE`.
    app.fallthrough();

    std::vector<std::string> list_paths;
    auto* list = app.add_subcommand("list", "list the problems: id, title, number of cases; or describe problem packages");
    list->add_option("PATH", list_paths, "problem package folders to describe (default: list the problems under --root)");
    RunCommand run_command;
    auto* run = app.add_subcommand("run", "validate every input, run the reference solver on every case, check its answers; "
                                          "cross-check generated cases against the accepted solutions");
    run->add_option("ID", run_command.ids, "problems (ids, or problem package folders) to run (default: all)");
    run->add_flag("--strict", run_command.strict, "a package validator that cannot run here is an error, not a warning");
    run->add_option("--json", run_command.json_file, "write the results as JSON to this file")->check(writable_report);
    run->add_option("--shard", run_command.shard, shard_help);
    run->add_flag("--cross", run_command.cross,
                  "cross-check the generated cases against every accepted bundled solution however many there are "
                  "(default: only for problems with at most " + std::to_string(gavel::cross_check_by_default_up_to) +
                      " generated cases)");
    std::string solve_id;
    auto* solve = app.add_subcommand("solve", "print the reference solver's answer for standard input");
    solve->add_option("ID", solve_id, "the problem")->required();

    GradeCommand grade_command;
    auto* grade_sub = app.add_subcommand("grade", "grade a solution: C, C++, Python 3 source, an executable or a Solver plugin (.so)");
    grade_sub->add_option("ID", grade_command.id, "the problem: an id, or a problem package folder")->required();
    grade_sub->add_flag("--strict", grade_command.strict, "a package validator that cannot run here is an error, not a warning");
    grade_sub->add_option("SOLUTION", grade_command.solution, "the solution file")->required();
    grade_sub->add_option("--suite", grade_command.suite, "grade on this suite file instead of testcases/ID/suite.yaml");
    grade_sub->add_option("--json", grade_command.json_file, "write the report as JSON to this file")->check(writable_report);
    grade_sub->add_option("--junit", grade_command.junit_file, "write the report as JUnit XML to this file")->check(writable_report);
    grade_sub->add_option("--html", grade_command.html_file, "write the report as one self-contained HTML page (tests, time plot) to this file")->check(writable_report);
    grade_sub->add_option("-j,--jobs", grade_command.jobs, jobs_help)->check(CLI::Range(0u, 256u));
    grade_sub->add_flag("--all", grade_command.all,
                        "run every test (default: a rejected test ends its group, and a pass-fail problem's whole run; "
                        "the rest are SK)");
    grade_sub->add_option("--time-limit", grade_command.time_limit, "CPU time limit of every test, such as 2s or 500ms");
    grade_sub->add_option("--shard", grade_command.shard, shard_help);

    std::string new_id;
    auto* new_sub = app.add_subcommand("new", "scaffold a new problem: plugin, problem folder and suite");
    new_sub->add_option("ID", new_id, "the new problem's id")->required();
    StressCommand stress_command;
    auto* stress_sub = app.add_subcommand("stress", "compare a solution with the reference on generated inputs; shrink the first difference");
    stress_sub->add_option("ID", stress_command.id, "the problem")->required();
    stress_sub->add_option("SOLUTION", stress_command.solution, "the solution file")->required();
    stress_sub->add_option("--count", stress_command.count, "inputs to try (default 1000)")->check(CLI::Range(1, 10000000));
    stress_sub->add_option("--seed", stress_command.seed, "the first seed (default 1)");
    stress_sub->add_option("--param", stress_command.params, "a generator parameter, key=value (repeatable)");
    stress_sub->add_option("--out", stress_command.out_dir,
                           "the folder for a found case's input and answer files (default testcases/ID/stress under --root)");
    VerifyCommand verify_command;
    auto* verify_sub = app.add_subcommand("verify", "grade every bundled solution and check it gets its folder's verdict");
    verify_sub->add_option("ID", verify_command.ids, "problems (ids, or problem package folders) to verify (default: all)");
    verify_sub->add_option("--json", verify_command.json_file, "write every submission's expectation, outcome and tests as JSON to this file")->check(writable_report);
    verify_sub->add_option("--html", verify_command.html_file, "write the matrix, each submission's tests and time plot as one self-contained HTML page to this file")->check(writable_report);
    verify_sub->add_option("--shard", verify_command.shard, shard_help);
    verify_sub->add_flag("--fail-fast", verify_command.fail_fast,
                         "stop each solution at its first failing test (default: every test, for the matrix)");
    verify_sub->add_flag("--show", verify_command.show, "under a submission not as promised, print the exchange of its first failing interactive test");
    GenerateCommand generate_command;
    auto* generate_sub = app.add_subcommand("generate", "write cases (generated ones by default) and their answers to files: DIR/GROUP/NAME.in and .ans");
    generate_sub->add_option("ID", generate_command.id, "the problem: an id, or a problem package folder")->required();
    generate_sub->add_option("CASE", generate_command.cases, "GROUP or GROUP/NAME (a generated case is GROUP/gen-N); default: every generated case");
    generate_sub->add_option("-o,--out", generate_command.out_dir, "the folder to write them in (default generated/ID)");
    generate_sub->add_flag("--clean", generate_command.clean, "a package: remove the files gavel made for tests its generators.yaml no longer has");
    generate_sub->add_option("-j,--jobs", generate_command.jobs, "a package: tests made at once (default 0: one per CPU)")->check(CLI::Range(0u, 256u));
    ShowCommand show_command;
    auto* show_sub = app.add_subcommand("show", "print one case's input and answer: on a terminal the start of each with its size, "
                                                "piped the input's bytes (--answer: the answer's)");
    show_sub->add_option("ID", show_command.id, "the problem: an id, or a problem package folder")->required();
    show_sub->add_option("CASE", show_command.case_name, "GROUP/NAME (a generated case is GROUP/gen-N)")->required();
    show_sub->add_flag("--answer", show_command.answer, "piped: write the answer rather than the input");
    std::string calibrate_id;
    auto* calibrate_sub = app.add_subcommand("calibrate", "time the accepted solutions and propose a time limit");
    calibrate_sub->add_option("ID", calibrate_id, "the problem: an id, or a problem package folder")->required();
    calibrate_sub->add_flag("--write", verify_command.write, "a problem package: write the limit into it (legacy: .timelimit; "
                                                              "2023-07-draft, 2025-09: limits.time_limit in problem.yaml), so nothing is inferred again");
    for (auto* sub : {verify_sub, calibrate_sub}) {
        sub->add_option("-j,--jobs", verify_command.jobs, jobs_help)->check(CLI::Range(0u, 256u));
        sub->add_flag("--strict", verify_command.strict, "a package validator, or a submission whose language has no toolchain here, is an error, not a warning");
        sub->add_option("--measuring-limit", verify_command.measuring_limit,
                        "a package without a time limit: the CPU limit its bounding submissions are timed under (default 10s)");
    }
    MergeCommand merge_command;
    auto* merge_sub = app.add_subcommand("merge", "put the shard reports of a sharded grade, verify or run together: the report, "
                                                  "table and exit status of the same run unsharded");
    merge_sub->add_option("REPORT", merge_command.reports, "the shards' --json reports, one per shard, in any order")->required();
    merge_sub->add_option("--json", merge_command.json_file, "write the merged report as JSON to this file")->check(writable_report);
    merge_sub->add_option("--junit", merge_command.junit_file, "write the merged report as JUnit XML to this file")->check(writable_report);
    SubmitCommand submit_command;
    auto* submit_sub = app.add_subcommand("submit", "put submissions on the judging queue (Redis Streams); prints each one's id");
    submit_sub->add_option("PROBLEM", submit_command.problem, "the problem: an id under the workers' --root, or a package folder there")->required();
    submit_sub->add_option("FILE", submit_command.files, "the source files, one submission each (1 MiB at most)")->required();
    WorkerCommand worker_command;
    auto* worker_sub = app.add_subcommand("worker", "judge submissions from the queue until stopped, recording each one's result once");
    worker_sub->add_option("-j,--jobs", worker_command.jobs, jobs_help)->check(CLI::Range(0u, 256u));
    worker_sub->add_option("--reclaim-after", worker_command.reclaim_after,
                           "judge again a submission another worker took and left this long (it died); default 60s");
    worker_sub->add_option("--consumer", worker_command.consumer, "this worker's name in the group (default: host-pid)");
    ResultsCommand results_command;
    auto* results_sub = app.add_subcommand("results", "print the queue's results, or one submission's");
    results_sub->add_option("ID", results_command.id, "a submission id, as gavel submit printed it");
    results_sub->add_option("--json", results_command.json_file, "write them as JSON to this file")->check(writable_report);
    for (const auto& [sub, redis, queue] : {std::tuple{submit_sub, &submit_command.redis, &submit_command.queue},
                                            std::tuple{worker_sub, &worker_command.redis, &worker_command.queue},
                                            std::tuple{results_sub, &results_command.redis, &results_command.queue}}) {
        sub->add_option("--redis", *redis, "the Redis server: redis://[:password@]host[:port][/db]")->required();
        sub->add_option("--queue", *queue, "the queue's name, the prefix of its keys (default gavel)");
    }
    ExportCommand export_command;
    auto* export_sub = app.add_subcommand("export", "write a problem as a problem package (Kattis format 2025-09) in OUTDIR/ID");
    export_sub->add_option("ID", export_command.id, "the problem")->required();
    export_sub->add_option("OUTDIR", export_command.out_dir, "where the package folder goes (made when missing)")->required();
    StatementCommand statement_command;
    auto* statement_sub = app.add_subcommand("statement", "render a problem's statement (LaTeX or Markdown) to one HTML page with its samples, or typeset it as PDF");
    statement_sub->add_option("ID", statement_command.id, "the problem: an id, a problem package folder, or with --pdf a contest folder")->required();
    statement_sub->add_option("-o,--output", statement_command.out_file, "write the page to this file (default: standard output)")->check(writable_report);
    statement_sub->add_option("--lang", statement_command.language, "the statement's language, as in statement/problem.<lang>.tex (default: en, else the only one)");
    statement_sub->add_option("--pdf", statement_command.pdf_file, "typeset the statement (a contest folder's: one booklet, in contest order) as PDF to this file")->check(writable_report);

    CheckTestDataCommand ctd_command;
    auto* ctd_sub = app.add_subcommand("checktestdata", "check data against a checktestdata program (DOMjudge's .ctd), or write data it accepts; "
                                                         "exit 0: valid, 1: not valid, 2: the program is wrong");
    ctd_sub->add_option("PROGRAM", ctd_command.program, "the checktestdata program")->required();
    ctd_sub->add_option("DATA", ctd_command.data, "the data to check, or with -g the file to write (default: standard input, or output)");
    ctd_sub->add_flag("-w,--whitespace-ok", ctd_command.whitespace_ok, "SPACE takes any run of blanks, NEWLINE blanks around it");
    ctd_sub->add_flag("-q,--quiet", ctd_command.quiet, "say nothing: only the exit code");
    ctd_sub->add_flag("-g,--generate", ctd_command.generate, "write random data the program accepts");
    ctd_sub->add_option("-s,--seed", ctd_command.seed, "with -g: the random seed (default: from the clock, printed)");
    ctd_sub->add_option("-p,--preset", ctd_command.presets, "with -g: NAME=VALUE,...: the value a read into NAME writes");
    auto* languages_sub = app.add_subcommand("languages", "every language of the languages table: whether it runs here, its "
                                                          "version, and a self-test (hello world compiled and run in the sandbox)");
    bool fresh_self_tests = false;
    languages_sub->add_flag("--fresh", fresh_self_tests, "run every self-test again (a passed one is kept until its toolchain or table entry changes)");

    // The global options are taken after a command too (fallthrough); its help says so.
    for (auto* sub : {list, run, solve, grade_sub, new_sub, stress_sub, verify_sub, generate_sub, show_sub, calibrate_sub, merge_sub, submit_sub, worker_sub, results_sub, export_sub, statement_sub, languages_sub, ctd_sub}) sub->footer("The global options (gavel --help) may follow the command too: gavel " + sub->get_name() + " ... -q");
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        const int code = app.exit(error);
        return code == 0 ? exit_passed : exit_bad_input;
    }

    try {
        gavel::setup_logging(options.log);
        // Every command that judges ends within seconds on Ctrl-C or SIGTERM, from its first moment on; so does
        // export, which runs the reference, and then removes what it had written; so does statement, which may too.
        for (const auto* judging : {run, grade_sub, verify_sub, calibrate_sub, stress_sub, export_sub, statement_sub, generate_sub, show_sub, languages_sub, submit_sub, worker_sub, results_sub})
            if (*judging) stop_on_signals();
        if (*list) return list_problems(options, list_paths);
        if (*run) return run_suites(options, run_command);
        if (*solve) return solve_stdin(options, solve_id);
        if (*grade_sub) return grade(options, grade_command);
        if (*verify_sub) return verify(options, verify_command);
        if (*new_sub) return new_problem(options, new_id);
        if (*stress_sub) return stress(options, stress_command);
        if (*calibrate_sub && verify_command.write && !names_package(calibrate_id))
            throw gavel::InputError("--write: " + calibrate_id + " is not a problem package; expected a package folder (a problem's "
                                    "time limit is limits.time in its problem.yaml, set by hand)");
        if (*calibrate_sub) return calibrate(options, calibrate_id, verify_command);
        if (*generate_sub)
            return names_package(generate_command.id) ? generate_package_data(options, generate_command) : generate_cases(options, generate_command);
        if (*show_sub) return show_case(options, show_command);
        if (*merge_sub) return merge(options, merge_command);
        if (*submit_sub) return submit(options, submit_command);
        if (*worker_sub) return worker(options, worker_command);
        if (*results_sub) return results(options, results_command);
        if (*export_sub) return export_problem(options, export_command);
        if (*statement_sub) return statement(options, statement_command);
        if (*languages_sub) return list_languages(options, fresh_self_tests);
        if (*ctd_sub) {
            ctd_command.quiet = ctd_command.quiet || options.log.quiet;
            return check_test_data(ctd_command);
        }
        return exit_bad_input;
    } catch (const gavel::InputError& error) {
        // An error may quote a file's or a program's bytes: printable_text, as every line gavel shows.
        std::fprintf(stderr, "gavel: %s\n", gavel::printable_text(error.what()).c_str());
        return exit_bad_input;
    } catch (const std::exception& error) {
        // A plugin call or a box the stop ended may fail in a way judging does not expect: that is the stop, not
        // an internal error.
        if (stop_requested()) {
            std::fprintf(stderr, "gavel: stopped (%s)\n", gavel::printable_text(error.what()).c_str());
            return exit_failed;
        }
        std::fprintf(stderr, "gavel: internal error: %s\n", gavel::printable_text(error.what()).c_str());
        return exit_internal;
    } catch (...) {
        std::fprintf(stderr, "gavel: internal error: unknown exception\n");
        return exit_internal;
    }
}
