// One run, whatever ran: a contestant's program or Solver plugin, a checker or validator program, or a call into
// a problem plugin (reference solver, checker, validator, generator) in a worker process.
//
// Every stage that runs something hands back this one type, and verdict_of() is the one place that decides what
// a run earns before its output is looked at (DMOJ's result.py is the model: the precedence lives in one
// function). The sandbox and the plugin workers fill it; judge/ classifies it; checkers read its exit status.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "base/units.hpp"
#include "base/verdict.hpp"

namespace gavel {

struct RunResult {
    enum class Ending {
        finished,      // ran to its end: a program exited, a plugin function returned; `status` says how
        crashed,       // killed by a signal (`signal`), or a plugin's worker exited before its function returned
        cpu_limit,     // CPU time ran past the limit
        wall_limit,    // wall-clock time ran past the limit
        memory_limit,  // memory ran past the limit (or an allocation failed at it)
        output_limit,  // wrote more than the output limit
        not_started,   // the judge could not start it (a sandbox failure): never the solution's fault
    };
    Ending ending = Ending::not_started;
    int status = 0;  // a program's exit code, or the gavel_status a plugin function returned
    int signal = 0;
    Duration cpu{0};   // user + system time of every process and thread of the run
    Duration wall{0};
    // What the memory limit is held against: a sandboxed run's peak resident memory; for a call into a problem
    // plugin, how far its worker's resident memory grew during the call (the worker serves many calls, so memory
    // an earlier call left resident is reused unseen, and most calls grow it by nothing).
    std::uint64_t memory_kib = 0;
    // True when memory_kib is the run's own peak (the sandbox measured it): only then is it reported. A plugin
    // call's growth is not its memory use, so reports show "-" rather than a figure that reads as a measurement.
    bool memory_measured = false;
    // Ended by the judge (through the box's stop pipe) before it ended by itself: the other side of an interaction
    // had decided. `ending` then says crashed, killed by SIGKILL.
    bool stopped = false;
    std::string output;            // standard output (or the plugin's output writer), bounded by the limit
    std::string message;           // standard error (or the plugin's message writer), bounded; why it did not start

    bool finished_with(int code) const { return ending == Ending::finished && status == code; }
    /// Finished with status 0: exit code 0, or GAVEL_OK.
    bool ok() const { return finished_with(0); }
    /// "exited with code 3", "killed by signal 11 (Segmentation fault)", "CPU time limit exceeded", ...
    std::string describe() const;
};

/// The verdict a run earns by how it ended, or nullopt when it finished with status 0 and its output is to be
/// checked. A non-zero status is a runtime error; a run the judge could not start is the judge's error.
std::optional<Verdict> verdict_of(const RunResult& run);

}  // namespace gavel
