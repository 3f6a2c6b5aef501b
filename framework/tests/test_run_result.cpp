#include <catch2/catch.hpp>

#include <csignal>

#include "base/run_result.hpp"

using gavel::RunResult;
using gavel::Verdict;

namespace {

RunResult ended(RunResult::Ending ending, int status = 0, int signal = 0) {
    RunResult run;
    run.ending = ending;
    run.status = status;
    run.signal = signal;
    return run;
}

}  // namespace

TEST_CASE("one classification turns every run's ending into a verdict", "[run_result]") {
    using Ending = RunResult::Ending;
    CHECK_FALSE(gavel::verdict_of(ended(Ending::finished, 0)));  // its output is checked next
    CHECK(gavel::verdict_of(ended(Ending::finished, 3)) == Verdict::runtime_error);
    CHECK(gavel::verdict_of(ended(Ending::crashed, 0, SIGSEGV)) == Verdict::runtime_error);
    CHECK(gavel::verdict_of(ended(Ending::cpu_limit)) == Verdict::time_limit);
    CHECK(gavel::verdict_of(ended(Ending::wall_limit)) == Verdict::time_limit);
    CHECK(gavel::verdict_of(ended(Ending::memory_limit)) == Verdict::memory_limit);
    CHECK(gavel::verdict_of(ended(Ending::output_limit)) == Verdict::output_limit);
    CHECK(gavel::verdict_of(ended(Ending::not_started)) == Verdict::internal_error);
    CHECK(gavel::verdict_of(RunResult{}) == Verdict::internal_error);  // a result nobody filled is never accepted
}

TEST_CASE("a run describes how it ended", "[run_result]") {
    using Ending = RunResult::Ending;
    CHECK(ended(Ending::finished, 3).describe() == "exited with code 3");
    CHECK_THAT(ended(Ending::crashed, 0, SIGSEGV).describe(), Catch::StartsWith("killed by signal 11"));
    CHECK(ended(Ending::crashed, 121).describe() == "exited with code 121 before returning");
    CHECK(ended(Ending::cpu_limit).describe() == "CPU time limit exceeded");
    CHECK(ended(Ending::finished, 42).finished_with(42));
    CHECK_FALSE(ended(Ending::crashed, 42).finished_with(42));
    CHECK(ended(Ending::finished, 0).ok());
}
