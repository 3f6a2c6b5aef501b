#include "checkers/tokens.hpp"

namespace gavel {
namespace {

std::size_t count_tokens(std::string_view text) {
    std::size_t count = 0;
    bool in_token = false;
    for (const char c : text) {
        const bool blank = OutputReader::is_blank(c);
        count += !blank && !in_token;
        in_token = !blank;
    }
    return count;
}

}  // namespace

CheckOutcome compare_tokens(std::string_view output, std::string_view answer,
                            const std::function<std::string(std::string_view expected, std::string_view found)>& differ) {
    // Most outputs are the answer byte for byte, and every checker built on this accepts a token equal to the
    // expected one: then a comparison and a count do, instead of a token walk.
    if (output == answer) return {Verdict::accepted, std::to_string(count_tokens(answer)) + " tokens"};
    OutputReader expected_tokens(answer, OutputReader::Source::answer), found_tokens(output);
    for (;;) {
        const std::optional<Token> expected = expected_tokens.next();
        const std::optional<Token> found = found_tokens.next();
        if (!expected && !found) return {Verdict::accepted, std::to_string(expected_tokens.last().index) + " tokens"};
        if (!found)
            return {Verdict::wrong_answer, "token " + std::to_string(expected->index) + ": expected " +
                                               quote_text(expected->text) + ", found the end of the output"};
        if (!expected)
            return {Verdict::wrong_answer, "line " + std::to_string(found->line) +
                                               ": expected the end of the output, found " + quote_text(found->text)};
        if (std::string problem = differ(expected->text, found->text); !problem.empty())
            return {Verdict::wrong_answer, "line " + std::to_string(found->line) + ", token " +
                                               std::to_string(found->index) + ": " + problem};
    }
}

}  // namespace gavel
