// The SDK's readers over hostile text: OutputReader (checkers: any bytes a contestant printed) and InputReader
// (validators: the strict one). A failed read throws the reader's own exception (WrongOutput, the "stored
// answer is broken" runtime_error, InvalidInput); anything else, or a broken invariant, is a finding.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include <gavel/input_reader.hpp>
#include <gavel/output_reader.hpp>

namespace {

void require(bool holds) {
    if (!holds) std::abort();
}

// Every token is a non-empty run of non-blanks, found in the text in order at the line and column it names.
void walk_tokens(std::string_view text) {
    gavel::OutputReader reader(text);
    std::size_t from = 0, count = 0;
    while (const std::optional<gavel::Token> token = reader.next()) {
        require(!token->text.empty() && token->index == ++count);
        for (const char c : token->text) require(!gavel::OutputReader::is_blank(c));
        const std::size_t at = static_cast<std::size_t>(token->text.data() - text.data());
        require(at >= from && at + token->text.size() <= text.size());
        std::size_t line = 1, line_start = 0;
        for (std::size_t i = 0; i < at; ++i)
            if (text[i] == '\n') ++line, line_start = i + 1;
        require(token->line == line && token->column == at - line_start + 1);
        from = at + token->text.size();

        // A number the reader accepts is written the one way it prints back.
        if (const auto integer = gavel::parse_integer(token->text)) require(std::to_string(*integer) == token->text);
        if (const auto real = gavel::parse_double(token->text)) require(std::isfinite(*real));
        (void)gavel::quote_text(token->text);
    }
    require(reader.at_end());
}

// Typed reads in an order the input chooses, on the output and on the stored answer.
void typed_reads(FuzzedDataProvider& choices, std::string_view text, gavel::OutputReader::Source source) {
    gavel::OutputReader reader(text, source);
    try {
        for (int step = 0; step < 64 && choices.remaining_bytes() > 0; ++step) {
            switch (choices.ConsumeIntegralInRange(0, 3)) {
                case 0: (void)reader.read_word("a word"); break;
                case 1: {
                    const auto lo = choices.ConsumeIntegral<std::int64_t>();
                    const auto hi = choices.ConsumeIntegralInRange<std::int64_t>(lo, std::numeric_limits<std::int64_t>::max());
                    const std::int64_t value = reader.read_integer("an integer", lo, hi);
                    require(value >= lo && value <= hi);
                    break;
                }
                case 2: require(std::isfinite(reader.read_double("a number"))); break;
                default: reader.expect_end(); break;
            }
        }
    } catch (const gavel::WrongOutput&) {
        require(source == gavel::OutputReader::Source::output);
    } catch (const std::runtime_error&) {
        require(source == gavel::OutputReader::Source::answer);
    }
}

void validator_reads(FuzzedDataProvider& choices, std::string_view text) {
    gavel::InputReader reader(text);
    try {
        for (int step = 0; step < 64 && choices.remaining_bytes() > 0; ++step) {
            switch (choices.ConsumeIntegralInRange(0, 4)) {
                case 0: {
                    const auto lo = choices.ConsumeIntegral<std::int64_t>();
                    const auto hi = choices.ConsumeIntegralInRange<std::int64_t>(lo, std::numeric_limits<std::int64_t>::max());
                    const std::int64_t value = reader.read_int(lo, hi, "N");
                    require(value >= lo && value <= hi);
                    break;
                }
                case 1: require(!reader.read_token("a word").empty()); break;
                case 2: reader.read_space(); break;
                case 3: reader.read_newline(); break;
                default: reader.read_eof(); require(reader.at_eof()); break;
            }
        }
    } catch (const gavel::InvalidInput&) {
        // The validator's way of saying no.
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzedDataProvider choices(data, size);
    const std::string text = choices.ConsumeRandomLengthString(size);
    walk_tokens(text);
    typed_reads(choices, text, gavel::OutputReader::Source::output);
    typed_reads(choices, text, gavel::OutputReader::Source::answer);
    validator_reads(choices, text);
    return 0;
}
