// Talking to a submission in an interactive problem's interact() (header-only): typed reads of what it writes,
// token by token as OutputReader reads an output, and replies that reach it when flushed.
//
//     gavel::CheckResult interact(std::string_view input, std::string_view answer, gavel::Channel& submission) override {
//         const std::int64_t guess = submission.read_integer("a guess", 1, 100);
//         submission << (guess < secret ? "higher" : "lower") << '\n';
//         ...
//     }
//
// A read that fails — the submission ended, wrote something else, or a token longer than max_token — throws
// WrongOutput: a wrong answer with the reason. Replies queue until flush(), and every read flushes first: a reply
// still queued while the interactor waits for the next request would leave both sides waiting for ever. A reply
// written after the submission stopped reading is dropped; the next read then finds its end.
#pragma once

#include <gavel/output_reader.hpp>
#include <gavel/plugin.h>

#include <cstdint>
#include <cstdio>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

namespace gavel {

class Channel {
public:
    /// A token longer than this is refused: what the submission writes is never held without bound.
    static constexpr std::size_t max_token = 1 << 20;

    explicit Channel(const gavel_channel* channel) : channel_(channel) {}

    /// The next token, or nothing once the submission has ended (closed its output).
    std::optional<std::string> next() {
        flush();
        if (!skip_blanks()) return std::nullopt;
        token_line_ = line_;
        std::string token;
        for (;;) {
            for (; at_ < buffer_.size() && !OutputReader::is_blank(buffer_[at_]); ++at_) token += buffer_[at_];
            if (token.size() > max_token)
                fail("line " + std::to_string(token_line_) + ": a token longer than " + std::to_string(max_token) + " bytes");
            if (at_ < buffer_.size() || !fill()) return token;
        }
    }

    /// True when the submission wrote nothing but blanks before it ended. Waits for it to write or end.
    bool at_end() {
        flush();
        return !skip_blanks();
    }

    /// The next token, whatever it holds; `what` names it when there is none.
    std::string read_word(std::string_view what) {
        if (std::optional<std::string> token = next()) return std::move(*token);
        fail("line " + std::to_string(line_) + ": expected " + std::string(what) + ", found the end of the submission's output");
    }

    /// An integer token in [lo, hi].
    std::int64_t read_integer(std::string_view what, std::int64_t lo = std::numeric_limits<std::int64_t>::min(),
                              std::int64_t hi = std::numeric_limits<std::int64_t>::max()) {
        const std::string token = read_word(what);
        const std::optional<std::int64_t> value = parse_integer(token);
        if (value && *value >= lo && *value <= hi) return *value;
        fail("line " + std::to_string(token_line_) + ": expected " + std::string(what) + " (an integer in " + std::to_string(lo) +
             ".." + std::to_string(hi) + "), found " + quote_text(token));
    }

    /// A finite number token (see parse_double).
    double read_double(std::string_view what) {
        const std::string token = read_word(what);
        if (const std::optional<double> value = parse_double(token)) return *value;
        fail("line " + std::to_string(token_line_) + ": expected " + std::string(what) + " (a number), found " + quote_text(token));
    }

    /// The submission must end with nothing but blanks left.
    void expect_end() {
        if (const std::optional<std::string> extra = next())
            fail("line " + std::to_string(token_line_) + ": expected the end of the submission's output, found " + quote_text(*extra));
    }

    /// Queues a reply.
    Channel& write(std::string_view text) {
        queued_ += text;
        return *this;
    }
    Channel& operator<<(std::string_view text) { return write(text); }
    Channel& operator<<(const char* text) { return write(text); }
    Channel& operator<<(char c) { return write(std::string_view(&c, 1)); }
    template <class Number, class = std::enable_if_t<std::is_arithmetic_v<Number> && !std::is_same_v<Number, char>>>
    Channel& operator<<(Number value) {
        if constexpr (std::is_floating_point_v<Number>) {
            char text[64];
            const int size = std::snprintf(text, sizeof text, "%.17g", static_cast<double>(value));
            return write(std::string_view(text, static_cast<std::size_t>(size)));
        } else {
            return write(std::to_string(value));
        }
    }

    /// Sends what is queued. False once the submission no longer reads (what was queued is dropped).
    bool flush() {
        if (!queued_.empty() && reading_)
            reading_ = channel_->write(channel_->context, queued_.data(), queued_.size()) == 0 && channel_->flush(channel_->context) == 0;
        queued_.clear();
        return reading_;
    }

    /// The line of the submission's output the last token was on (1-based).
    std::size_t line() const { return token_line_; }

private:
    // Skips blanks, reading more as needed; false at the end of the submission's output.
    bool skip_blanks() {
        for (;;) {
            for (; at_ < buffer_.size() && OutputReader::is_blank(buffer_[at_]); ++at_)
                if (buffer_[at_] == '\n') ++line_;
            if (at_ < buffer_.size()) return true;
            if (!fill()) return false;
        }
    }

    // Replaces the consumed buffer with what the submission writes next; false once it has ended.
    bool fill() {
        if (ended_) return false;
        buffer_.resize(1 << 16);
        const std::ptrdiff_t got = channel_->read(channel_->context, buffer_.data(), buffer_.size());
        buffer_.resize(got > 0 ? static_cast<std::size_t>(got) : 0);
        at_ = 0;
        ended_ = got <= 0;
        return !ended_;
    }

    [[noreturn]] static void fail(const std::string& message) { throw WrongOutput(message); }

    const gavel_channel* channel_;
    std::string buffer_;
    std::size_t at_ = 0, line_ = 1, token_line_ = 1;
    bool ended_ = false;
    bool reading_ = true;
    std::string queued_;
};

}  // namespace gavel
