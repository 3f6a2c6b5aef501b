// The data a program checks, read as a stream: from a file descriptor in blocks, or from memory. What was consumed
// is dropped as the reader moves on (but for the current line's start, which errors quote), so a file of any size
// is checked in memory bounded by the longest single token or match and what the program stores.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace gavel::ctd {

class DataReader {
public:
    /// Reads `fd` (not closed here); `name` is how errors call the data ("data/secret/1.in", "standard input").
    DataReader(int fd, std::string name);
    /// Reads `text`, held in memory.
    DataReader(std::string text, std::string name);

    /// The byte `ahead` places on, or -1 past the end of the data. Throws InputError when the read fails.
    int peek(std::size_t ahead = 0) {
        if (position_ + ahead < buffer_.size()) return static_cast<unsigned char>(buffer_[position_ + ahead]);
        return peek_slow(ahead);
    }
    bool at_end() { return peek() < 0; }
    /// Consumes one byte (at the end: nothing).
    void advance() {
        if (peek() < 0) return;
        if (buffer_[position_++] == '\n') {
            ++line_;
            line_start_ = position_;
            column_ = 1;
        } else {
            ++column_;
        }
    }
    void advance(std::size_t count) {
        for (std::size_t i = 0; i < count; ++i) advance();
    }
    /// The next `count` bytes as they are (fewer at the end), not consumed.
    std::string_view ahead(std::size_t count);

    /// Of the next byte: 1-based.
    std::uint64_t line() const { return line_; }
    std::uint64_t column() const { return column_; }
    std::uint64_t offset() const { return dropped_ + position_; }
    const std::string& name() const { return name_; }

    /// The current line as far as it was read (up to 60 bytes before the position and 40 after) and the
    /// position's place in that text, for a caret under the spot an error names.
    std::pair<std::string, std::size_t> context();

private:
    int peek_slow(std::size_t ahead);
    bool fill();

    int fd_ = -1;
    std::string name_;
    std::string buffer_;
    std::size_t position_ = 0;
    std::size_t line_start_ = 0;  // where the current line starts in buffer_; kept when compacting
    std::uint64_t dropped_ = 0;   // bytes compacted away before buffer_[0]
    std::uint64_t line_ = 1, column_ = 1;
    bool ended_ = false;
};

}  // namespace gavel::ctd
