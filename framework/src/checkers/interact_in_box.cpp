#include "checkers/interactive_judge.hpp"
#include "run/solution.hpp"

namespace gavel {

Interaction interact_in_box(Solution& solution, const Limits& limits, const CaseExtras& extras, sandbox::Box& box,
                            sandbox::RunSpec spec, int accepting_exit) {
    // Its CPU time is its own, held by its box apart from the submission's.
    spec.wall += limits.wall();
    InteractionOptions options;
    options.submission_output = limits.output;
    options.stop_submission_after = [accepting_exit](const RunResult& judging) { return !judging.finished_with(accepting_exit); };
    return interact([&](sandbox::PipedStreams streams) { return solution.run_piped(limits, extras, std::move(streams)); },
                    [&](sandbox::PipedStreams streams) { return box.run(spec, std::move(streams)); }, options);
}

}  // namespace gavel
