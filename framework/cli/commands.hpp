// The gavel command's subcommands: each takes its parsed options and returns the exit code.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <span>

#include "base/log.hpp"
#include "judge/judge.hpp"
#include "run/languages.hpp"

namespace gavel::cli {

constexpr int exit_passed = 0;
constexpr int exit_failed = 1;
constexpr int exit_bad_input = 2;
constexpr int exit_internal = 3;

struct GlobalOptions {
    std::string root;
    std::vector<std::string> plugin_path;
    std::string languages;  // the languages table; empty: the one shipped with gavel
    std::vector<std::string> preferred_languages;  // LanguageTable::prefer, in order
    LogOptions log;
};

struct GradeCommand {
    std::string id;
    std::string solution;
    std::string suite;
    std::string json_file;
    std::string junit_file;
    std::string html_file;  // --html: one page that stands alone (tools/report_html.hpp)
    std::string time_limit;
    unsigned jobs = 0;
    bool all = false;  // every test, rather than ending a group (a pass-fail run) at its first rejection
    bool strict = false;  // a package's validator that cannot run here is an error, not a warning
    std::string shard;    // "K/N" or "auto": judge this share of the tests, write a shard report (shard/)
};

struct VerifyCommand {
    std::vector<std::string> ids;
    unsigned jobs = 0;
    std::string json_file;
    std::string html_file;               // --html: the matrix, tests and plots as one page (tools/report_html.hpp)
    bool strict = false;                 // a package's validator that cannot run here is an error
    bool show = false;                   // under a row not as promised, its first failing test's exchange
    bool fail_fast = false;              // a folder's solution stops at its first failing test (no full matrix)
    std::string measuring_limit = "10s"; // a package without a time limit: its bounding submissions' limit
    std::string shard;                   // "K/N" or "auto": this share of the (submission, test) pairs
    bool write = false;                  // calibrate --write: the limit written into the package (.timelimit, problem.yaml)
};

struct MergeCommand {
    std::vector<std::string> reports;  // the shard reports, one per shard
    std::string json_file;
    std::string junit_file;
};

struct StressCommand {
    std::string id;
    std::string solution;
    std::int64_t count = 1000;
    std::uint64_t seed = 1;
    std::vector<std::string> params;  // key=value
    std::string out_dir;              // where a found case's files go; empty: testcases/ID/stress
};

struct GenerateCommand {
    std::string id;
    std::vector<std::string> cases;  // GROUP or GROUP/NAME; none: every generated case
    std::string out_dir;             // empty: generated/ID
    bool clean = false;              // a package: remove what gavel made for tests generators.yaml no longer has
    unsigned jobs = 0;               // a package: tests made at once (0: one per CPU)
};
struct ShowCommand {
    std::string id;
    std::string case_name;  // GROUP/NAME
    bool answer = false;    // piped: the answer's bytes rather than the input's
};
int generate_cases(const GlobalOptions& options, const GenerateCommand& command);
int show_case(const GlobalOptions& options, const ShowCommand& command);

/// The languages table --languages names, else the one shipped with gavel; throws InputError for a bad one.
LanguageTable languages_of(const GlobalOptions& options);

/// Builds the programs the problems' checkers and validators run with the languages table of the options, read
/// only when one needs it. Judging commands call it after opening their problems, before judging anything, so
/// that a checker or validator that does not compile is reported first.
void build_programs(std::span<const ProblemJudge> judges, const GlobalOptions& options);

int list_problems(const GlobalOptions& options, const std::vector<std::string>& packages);
struct RunCommand {
    std::vector<std::string> ids;
    std::string json_file;
    bool cross = false;  // cross-check every problem's generated cases, however many (cross_check.hpp)
    bool strict = false;
    std::string shard;   // "K/N" or "auto": this share of every problem's tests
};

int run_suites(const GlobalOptions& options, const RunCommand& command);
int solve_stdin(const GlobalOptions& options, const std::string& id);
int grade(const GlobalOptions& options, const GradeCommand& command);
int verify(const GlobalOptions& options, const VerifyCommand& command);
int new_problem(const GlobalOptions& options, const std::string& id);
int stress(const GlobalOptions& options, const StressCommand& command);
int calibrate(const GlobalOptions& options, const std::string& id, const VerifyCommand& command);
// The judging queue on Redis Streams (queue_commands.cpp, src/queue/).
struct SubmitCommand {
    std::string redis;  // redis://host:port
    std::string queue = "gavel";
    std::string problem;
    std::vector<std::string> files;
};
struct WorkerCommand {
    std::string redis;
    std::string queue = "gavel";
    unsigned jobs = 0;
    std::string reclaim_after = "60s";  // a pending entry idle this long was left by a worker that died
    std::string consumer;               // default: host-pid
};
struct ResultsCommand {
    std::string redis;
    std::string queue = "gavel";
    std::string id;  // empty: every result
    std::string json_file;
};
int submit(const GlobalOptions& options, const SubmitCommand& command);
/// Judges submissions until stopped (SIGTERM, Ctrl-C); retries an unreachable Redis with back-off meanwhile.
int worker(const GlobalOptions& options, const WorkerCommand& command);
int results(const GlobalOptions& options, const ResultsCommand& command);

/// `gavel merge`: the shard reports of one sharded run put back together (shard_commands.hpp).
int merge(const GlobalOptions& options, const MergeCommand& command);

struct ExportCommand {
    std::string id;
    std::string out_dir;  // the package goes to out_dir/<id>
};
int export_problem(const GlobalOptions& options, const ExportCommand& command);
struct StatementCommand {
    std::string id;        // a problem id, a problem package folder, or (with --pdf) a contest folder
    std::string out_file;  // empty: standard output (unless pdf_file is given)
    std::string language;  // a package's statement language; empty: English, else the only one
    std::string pdf_file;  // the statement (a contest's booklet) typeset as PDF here; empty: none
};
/// `gavel statement`: the problem's statement as one HTML page with its samples, or as PDF (statement/statement.hpp).
int statement(const GlobalOptions& options, const StatementCommand& command);
/// `gavel languages`: exit 0 when every language whose toolchain is here passes its self-test, 1 when one fails.
/// `fresh`: every self-test runs again, none taken from earlier runs.
int list_languages(const GlobalOptions& options, bool fresh);

}  // namespace gavel::cli
