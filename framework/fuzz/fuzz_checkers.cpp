// The built-in checkers (exact, tokens, floats) over a hostile output and an answer, both any bytes. Besides
// crashes and exceptions, what must hold whatever the bytes: an output equal to the answer is accepted by each;
// tokens accepts exactly when the token lists match, so it is symmetric; exact accepts only equal bytes;
// floats accepts whatever tokens does; a verdict is AC, WA or PE (never IE: nothing here can fail), and
// anything but AC says why.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>

#include "checkers/checker.hpp"

namespace {

void require(bool holds) {
    if (!holds) std::abort();
}

gavel::CheckOutcome checked(const gavel::Checker& checker, std::string_view output, std::string_view answer) {
    gavel::CheckOutcome outcome = checker.check("", output, answer);
    require(outcome.verdict == gavel::Verdict::accepted || outcome.verdict == gavel::Verdict::wrong_answer ||
            outcome.verdict == gavel::Verdict::presentation_error);
    require(outcome.verdict == gavel::Verdict::accepted || !outcome.message.empty());
    return outcome;
}

bool accepts(const gavel::Checker& checker, std::string_view output, std::string_view answer) {
    return checked(checker, output, answer).verdict == gavel::Verdict::accepted;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::unique_ptr<gavel::Checker> exact = gavel::make_exact_checker();
    static const std::unique_ptr<gavel::Checker> tokens = gavel::make_tokens_checker();

    FuzzedDataProvider choices(data, size);
    // Tolerances as problem.yaml allows them: [0, 1e9].
    const double absolute = choices.ConsumeFloatingPointInRange(0.0, 1e9) * choices.ConsumeBool();
    const double relative = choices.ConsumeFloatingPointInRange(0.0, 1e9) * choices.ConsumeBool();
    const std::unique_ptr<gavel::Checker> floats = gavel::make_floats_checker(absolute, relative);
    const std::string output = choices.ConsumeRandomLengthString(size);
    const std::string answer = choices.ConsumeRemainingBytesAsString();

    for (const gavel::Checker* checker : {exact.get(), tokens.get(), floats.get()}) {
        require(accepts(*checker, answer, answer));
        (void)checker->name();
    }
    const bool by_tokens = accepts(*tokens, output, answer);
    require(by_tokens == accepts(*tokens, answer, output));
    if (accepts(*exact, output, answer)) require(output == answer);
    if (by_tokens) require(accepts(*floats, output, answer));
    return 0;
}
