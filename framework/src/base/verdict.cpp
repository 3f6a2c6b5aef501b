#include "base/verdict.hpp"

#include <array>
#include <utility>

namespace gavel {
namespace {

struct Names {
    Verdict verdict;
    std::string_view short_name;
    std::string_view long_name;
};

constexpr std::array<Names, 10> names{{
    {Verdict::accepted, "AC", "accepted"},
    {Verdict::wrong_answer, "WA", "wrong answer"},
    {Verdict::presentation_error, "PE", "presentation error"},
    {Verdict::time_limit, "TLE", "time limit exceeded"},
    {Verdict::memory_limit, "MLE", "memory limit exceeded"},
    {Verdict::output_limit, "OLE", "output limit exceeded"},
    {Verdict::runtime_error, "RE", "runtime error"},
    {Verdict::compilation_error, "CE", "compilation error"},
    {Verdict::internal_error, "IE", "internal error"},
    {Verdict::skipped, "SK", "skipped"},
}};

}  // namespace

std::string_view short_name(Verdict verdict) { return names[static_cast<std::size_t>(verdict)].short_name; }
std::string_view long_name(Verdict verdict) { return names[static_cast<std::size_t>(verdict)].long_name; }

std::optional<Verdict> verdict_from_short_name(std::string_view name) {
    for (const auto& entry : names)
        if (entry.short_name == name) return entry.verdict;
    return std::nullopt;
}

}  // namespace gavel
