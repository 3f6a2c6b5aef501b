#include "ctd/data_reader.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "base/errors.hpp"

namespace gavel::ctd {
namespace {

constexpr std::size_t block = 1 << 16;
// The part of the current line kept for an error's quote when the buffer is compacted.
constexpr std::size_t kept_before = 60;

}  // namespace

DataReader::DataReader(int fd, std::string name) : fd_(fd), name_(std::move(name)) {}

DataReader::DataReader(std::string text, std::string name) : name_(std::move(name)), buffer_(std::move(text)), ended_(true) {}

int DataReader::peek_slow(std::size_t ahead) {
    while (position_ + ahead >= buffer_.size())
        if (!fill()) return -1;
    return static_cast<unsigned char>(buffer_[position_ + ahead]);
}

// Drops what is consumed (keeping the current line's last bytes), then reads one more block. False at the end.
bool DataReader::fill() {
    if (ended_) return false;
    const std::size_t keep_from = std::max(std::min(line_start_, position_), position_ > kept_before ? position_ - kept_before : 0);
    if (keep_from > block && keep_from > buffer_.size() / 2) {
        buffer_.erase(0, keep_from);
        dropped_ += keep_from;
        position_ -= keep_from;
        line_start_ = line_start_ > keep_from ? line_start_ - keep_from : 0;
    }
    const std::size_t had = buffer_.size();
    buffer_.resize(had + block);
    while (true) {
        const ssize_t got = ::read(fd_, buffer_.data() + had, block);
        if (got > 0) {
            buffer_.resize(had + static_cast<std::size_t>(got));
            return true;
        }
        if (got < 0 && errno == EINTR) continue;
        buffer_.resize(had);
        if (got < 0) throw InputError(name_ + ": cannot read the data: " + std::strerror(errno));
        ended_ = true;
        return false;
    }
}

std::string_view DataReader::ahead(std::size_t count) {
    if (count > 0) peek(count - 1);
    return std::string_view(buffer_).substr(position_, count);
}

std::pair<std::string, std::size_t> DataReader::context() {
    peek(40);  // first, since reading may compact the buffer
    const std::size_t from = std::max(line_start_, position_ > kept_before ? position_ - kept_before : std::size_t{0});
    std::string text = buffer_.substr(from, position_ - from);
    const std::size_t caret = text.size();
    for (std::size_t i = 0; i < 40; ++i) {
        const int c = peek(i);
        if (c < 0 || c == '\n') break;
        text += static_cast<char>(c);
    }
    return {text, caret};
}

}  // namespace gavel::ctd
