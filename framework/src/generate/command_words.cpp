#include "generate/command_words.hpp"

#include <cstdint>

namespace gavel::generate {
namespace {

bool separates_words(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// The characters of Python's str.isspace(): the ones str.strip() removes.
bool is_python_space(std::uint32_t code_point) {
    return (code_point >= 0x09 && code_point <= 0x0d) || (code_point >= 0x1c && code_point <= 0x20) ||
           code_point == 0x85 || code_point == 0xa0 || code_point == 0x1680 ||
           (code_point >= 0x2000 && code_point <= 0x200a) || code_point == 0x2028 || code_point == 0x2029 ||
           code_point == 0x202f || code_point == 0x205f || code_point == 0x3000;
}

// The code point the UTF-8 sequence at text[at..] starts, and its length; length 0 when it is no valid sequence
// (which is then no space: Python would not have read such a file at all).
std::pair<std::uint32_t, std::size_t> decode_at(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(at);
    if (lead < 0x80) return {lead, 1};
    const std::size_t length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
    if (length == 0 || at + length > text.size()) return {0, 0};
    std::uint32_t code_point = lead & (0x7f >> length);
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(at + i) & 0xc0) != 0x80) return {0, 0};
        code_point = (code_point << 6) | (byte(at + i) & 0x3f);
    }
    return {code_point, length};
}

}  // namespace

std::optional<std::vector<std::string>> split_command_words(std::string_view text, std::string& error) {
    std::vector<std::string> words;
    std::string word;
    bool in_word = false;  // a quote pair alone makes a word: '' is one empty argument
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (separates_words(c)) {
            if (in_word) words.push_back(std::move(word));
            word.clear();
            in_word = false;
        } else if (c == '\\') {
            if (i + 1 == text.size()) {
                error = "a backslash ends the command; expected a character after it";
                return std::nullopt;
            }
            word += text[++i];
            in_word = true;
        } else if (c == '\'') {
            const std::size_t close = text.find('\'', i + 1);
            if (close == std::string_view::npos) {
                error = "the quote ' opened at character " + std::to_string(i + 1) + " is never closed";
                return std::nullopt;
            }
            word.append(text.substr(i + 1, close - i - 1));
            i = close;
            in_word = true;
        } else if (c == '"') {
            const std::size_t open = i;
            for (++i; i < text.size() && text[i] != '"'; ++i) {
                // shlex, unlike a shell, lets a backslash escape only " and itself here: "\$" stays \$.
                if (text[i] == '\\' && i + 1 < text.size() && (text[i + 1] == '"' || text[i + 1] == '\\')) ++i;
                word += text[i];
            }
            if (i == text.size()) {
                error = "the quote \" opened at character " + std::to_string(open + 1) + " is never closed";
                return std::nullopt;
            }
            in_word = true;
        } else {
            word += c;
            in_word = true;
        }
    }
    if (in_word) words.push_back(std::move(word));
    return words;
}

std::string strip_python_space(std::string_view text) {
    std::size_t begin = 0;
    while (begin < text.size()) {
        const auto [code_point, length] = decode_at(text, begin);
        if (length == 0 || !is_python_space(code_point)) break;
        begin += length;
    }
    std::size_t end = text.size();
    while (end > begin) {
        std::size_t start = end - 1;  // back over continuation bytes to the sequence's first byte
        while (start > begin && end - start < 4 && (static_cast<unsigned char>(text[start]) & 0xc0) == 0x80) --start;
        const auto [code_point, length] = decode_at(text, start);
        if (length != end - start || !is_python_space(code_point)) break;
        end = start;
    }
    return std::string(text.substr(begin, end - begin));
}

}  // namespace gavel::generate
