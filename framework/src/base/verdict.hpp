// The verdicts of a test, and how they combine into the verdict of a whole suite.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gavel {

enum class Verdict {
    accepted,              // AC
    wrong_answer,          // WA
    presentation_error,    // PE: the right content, laid out wrongly (where a checker says so)
    time_limit,            // TLE: CPU or wall-clock time
    memory_limit,          // MLE
    output_limit,          // OLE
    runtime_error,         // RE: a signal or a non-zero exit
    compilation_error,     // CE
    internal_error,        // IE: the judge, a checker or the reference failed; never the contestant's fault
    skipped,               // SK
};

/// "AC", "WA", ...
std::string_view short_name(Verdict verdict);
/// "accepted", "wrong answer", ...
std::string_view long_name(Verdict verdict);
std::optional<Verdict> verdict_from_short_name(std::string_view name);

}  // namespace gavel
