#include "base/run_result.hpp"

#include <cstring>

namespace gavel {

std::string RunResult::describe() const {
    if (stopped) return "stopped by the judge";
    switch (ending) {
        case Ending::finished: return "exited with code " + std::to_string(status);
        case Ending::crashed:
            if (signal != 0) return "killed by signal " + std::to_string(signal) + " (" + strsignal(signal) + ")";
            return "exited with code " + std::to_string(status) + " before returning";
        case Ending::cpu_limit: return "CPU time limit exceeded";
        case Ending::wall_limit: return "wall-clock time limit exceeded";
        case Ending::memory_limit: return "memory limit exceeded";
        case Ending::output_limit: return "output limit exceeded";
        case Ending::not_started: return "could not be started";
    }
    return "unknown ending";
}

std::optional<Verdict> verdict_of(const RunResult& run) {
    switch (run.ending) {
        case RunResult::Ending::finished: return run.status == 0 ? std::nullopt : std::optional(Verdict::runtime_error);
        case RunResult::Ending::crashed: return Verdict::runtime_error;
        case RunResult::Ending::cpu_limit:
        case RunResult::Ending::wall_limit: return Verdict::time_limit;
        case RunResult::Ending::memory_limit: return Verdict::memory_limit;
        case RunResult::Ending::output_limit: return Verdict::output_limit;
        case RunResult::Ending::not_started: return Verdict::internal_error;
    }
    return Verdict::internal_error;
}

}  // namespace gavel
