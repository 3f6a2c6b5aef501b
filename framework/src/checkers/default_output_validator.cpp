// The package format's default output validator (default_output_validator.hpp). The output is the contestant's
// and may be anything the output limit lets through: it is walked once, as views into it, and every piece of it
// a message shows is cut short and made printable.
#include "checkers/default_output_validator.hpp"

#include <cmath>
#include <cstdio>

#include "base/errors.hpp"
#include "base/printable_text.hpp"
#include "checkers/spec_float.hpp"

namespace gavel {
namespace {

// Far beyond any output limit a problem sets: an output this large is refused unread rather than walked.
constexpr std::size_t largest_output = std::size_t{1} << 30;
constexpr std::size_t quoted_bytes = 40;

bool is_space(char c) { return c == ' ' || c == '\f' || c == '\n' || c == '\r' || c == '\t' || c == '\v'; }

char lower_ascii(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// A token as a message shows it: printable, cut, and its length said when cut.
std::string quote_token(std::string_view token) {
    if (token.size() <= quoted_bytes) return "'" + printable_text(token) + "'";
    return "'" + printable_text(token.substr(0, quoted_bytes)) + "...' (" + std::to_string(token.size()) + " bytes)";
}

// A run of whitespace as a message shows it: every character by its escape, so that "\t" and " " differ.
std::string quote_space(std::string_view space) {
    std::string shown = "'";
    for (const char c : space.substr(0, quoted_bytes)) {
        switch (c) {
            case '\n': shown += "\\n"; break;
            case '\r': shown += "\\r"; break;
            case '\t': shown += "\\t"; break;
            case '\f': shown += "\\f"; break;
            case '\v': shown += "\\v"; break;
            default: shown += c;
        }
    }
    if (space.size() <= quoted_bytes) return shown + "'";
    return shown + "...' (" + std::to_string(space.size()) + " bytes)";
}

// One step through a text: the whitespace before the next token, the token (empty at the end) and its line.
struct Piece {
    std::string_view space;
    std::string_view token;
    std::size_t line = 1;  // of the token, or of the end
    std::size_t space_line = 1;  // where the whitespace starts
};

class PieceReader {
public:
    explicit PieceReader(std::string_view text) : text_(text) {}

    Piece next() {
        Piece piece;
        piece.space_line = line_;
        const std::size_t space_start = at_;
        while (at_ < text_.size() && is_space(text_[at_])) line_ += text_[at_++] == '\n';
        const std::size_t token_start = at_;
        while (at_ < text_.size() && !is_space(text_[at_])) ++at_;
        piece.space = text_.substr(space_start, token_start - space_start);
        piece.token = text_.substr(token_start, at_ - token_start);
        piece.line = line_;
        return piece;
    }

private:
    std::string_view text_;
    std::size_t at_ = 0;
    std::size_t line_ = 1;
};

std::size_t count_tokens(std::string_view text) {
    PieceReader reader(text);
    std::size_t count = 0;
    while (!reader.next().token.empty()) ++count;
    return count;
}

class DefaultOutputValidator final : public Checker {
public:
    explicit DefaultOutputValidator(std::vector<std::string> flags)
        : flag_list_(std::move(flags)), flags_(parse_default_validator_flags(flag_list_)) {}

    CheckOutcome check(std::string_view input, std::string_view output, std::string_view answer) const override {
        return check_case({input, output, answer, {}});
    }

    CheckOutcome check_case(const CheckCase& c) const override {
        if (c.arguments.empty()) return compare(c.output, c.answer, flags_);
        std::vector<std::string> all = flag_list_;
        all.insert(all.end(), c.arguments.begin(), c.arguments.end());
        try {
            return compare(c.output, c.answer, parse_default_validator_flags(all));
        } catch (const InputError& error) {
            return {Verdict::internal_error, "the default output validator cannot take the case's output_validator_args: " +
                                                 std::string(error.what())};
        }
    }

    std::string name() const override {
        if (flag_list_.empty()) return "default";
        std::string joined;
        for (const auto& flag : flag_list_) joined += (joined.empty() ? "" : " ") + flag;
        return "default(" + printable_text(joined, 200) + ")";
    }

private:
    static CheckOutcome compare(std::string_view output, std::string_view answer, const DefaultValidatorFlags& flags) {
        if (output.size() > largest_output)
            return {Verdict::wrong_answer, "the output is " + std::to_string(output.size()) +
                                               " bytes: more than the default output validator reads (1 GiB)"};
        // Most outputs are the answer byte for byte, which every flag accepts: a count does instead of a walk.
        if (output == answer) return {Verdict::accepted, std::to_string(count_tokens(answer)) + " tokens"};
        PieceReader expected_pieces(answer), found_pieces(output);
        for (std::size_t index = 1;; ++index) {
            const Piece expected = expected_pieces.next(), found = found_pieces.next();
            const bool expected_end = expected.token.empty(), found_end = found.token.empty();
            if (flags.space_change_sensitive && expected.space != found.space) {
                const std::string where = expected_end && found_end ? "at the end of the output"
                                                                    : "before token " + std::to_string(index);
                return {Verdict::wrong_answer, "line " + std::to_string(found.space_line) + ": the whitespace " + where +
                                                   " differs: expected " + quote_space(expected.space) + ", found " +
                                                   quote_space(found.space)};
            }
            if (expected_end && found_end) return {Verdict::accepted, std::to_string(index - 1) + " tokens"};
            if (found_end)
                return {Verdict::wrong_answer, "token " + std::to_string(index) + ": expected " + quote_token(expected.token) +
                                                   ", found the end of the output (the answer has more tokens)"};
            if (expected_end)
                return {Verdict::wrong_answer, "line " + std::to_string(found.line) + ", token " + std::to_string(index) +
                                                   ": expected the end of the output after " + std::to_string(index - 1) +
                                                   " tokens, found " + quote_token(found.token)};
            if (std::string problem = compare_tokens(expected.token, found.token, flags); !problem.empty())
                return {Verdict::wrong_answer,
                        "line " + std::to_string(found.line) + ", token " + std::to_string(index) + ": " + problem};
        }
    }

    // What is wrong with `found` where the answer has `expected`, or "" when it is accepted.
    static std::string compare_tokens(std::string_view expected, std::string_view found, const DefaultValidatorFlags& flags) {
        if (flags.absolute_tolerance || flags.relative_tolerance) {
            if (const std::optional<double> want = parse_spec_float(expected)) return compare_numbers(*want, expected, found, flags);
        }
        if (equal_strings(expected, found, flags.case_sensitive)) return "";
        return "expected " + quote_token(expected) + ", found " + quote_token(found);
    }

    static std::string compare_numbers(double want, std::string_view expected, std::string_view found,
                                       const DefaultValidatorFlags& flags) {
        const std::optional<double> got = parse_spec_float(found);
        if (!got) return "expected a number near " + quote_token(expected) + ", found " + quote_token(found);
        // Equal values are accepted outright: an answer of 1e999 is infinity, and infinity minus itself is NaN.
        // Unequal ones past a double's range are never close: infinity is within ε·infinity of anything.
        const double error = std::fabs(*got - want);
        if (*got == want) return "";
        if (std::isfinite(error)) {
            if (flags.absolute_tolerance && error <= *flags.absolute_tolerance) return "";
            if (flags.relative_tolerance && error <= *flags.relative_tolerance * std::fabs(want)) return "";
        }
        char difference[48];
        std::snprintf(difference, sizeof difference, "%.6g", error);
        return "expected " + quote_token(expected) + ", found " + quote_token(found) + ": off by " + difference +
               ", more than the tolerance";
    }

    static bool equal_strings(std::string_view expected, std::string_view found, bool case_sensitive) {
        if (case_sensitive || expected.size() != found.size()) return expected == found;
        for (std::size_t i = 0; i < expected.size(); ++i)
            if (lower_ascii(expected[i]) != lower_ascii(found[i])) return false;
        return true;
    }

    std::vector<std::string> flag_list_;
    DefaultValidatorFlags flags_;
};

}  // namespace

std::unique_ptr<Checker> make_default_output_validator(std::vector<std::string> flags) {
    return std::make_unique<DefaultOutputValidator>(std::move(flags));
}

}  // namespace gavel
