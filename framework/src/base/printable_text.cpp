#include "base/printable_text.hpp"

#include <algorithm>
#include <cstdint>

namespace gavel {
namespace {

constexpr char hex_digits[] = "0123456789abcdef";

std::string byte_escape(unsigned char byte) { return {'\\', 'x', hex_digits[byte >> 4], hex_digits[byte & 15]}; }

std::string code_point_escape(std::uint32_t code_point) {
    std::string escape = "\\u";
    for (int shift = 12; shift >= 0; shift -= 4) escape += hex_digits[(code_point >> shift) & 15];
    return escape;
}

// Valid, but invisible or able to make what follows read other than it is.
bool hidden(std::uint32_t code_point) {
    return (code_point >= 0x80 && code_point <= 0x9f)         // C1 controls (0x9b is a terminal's CSI)
           || code_point == 0x2028 || code_point == 0x2029    // line and paragraph separators
           || (code_point >= 0x202a && code_point <= 0x202e)  // bidirectional embeddings and overrides
           || (code_point >= 0x2066 && code_point <= 0x2069)  // bidirectional isolates
           || code_point == 0xfffe || code_point == 0xffff;   // not characters, and not allowed in XML 1.0
}

// The length of the valid UTF-8 character at the start of `text` (1 to 4) and its code point, or 0 when the
// bytes there are not one. RFC 3629's table: it leaves out overlong forms, surrogates and code points past
// U+10FFFF by narrowing the second byte's range after E0, ED, F0 and F4.
std::size_t decode(std::string_view text, std::uint32_t& code_point) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(0);
    std::size_t length = 0;
    unsigned char low = 0x80, high = 0xbf;  // the second byte's range
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
        length = 3;
        if (lead == 0xe0) low = 0xa0;   // below: overlong
        if (lead == 0xed) high = 0x9f;  // above: a surrogate
    } else if (lead >= 0xf0 && lead <= 0xf4) {
        length = 4;
        if (lead == 0xf0) low = 0x90;   // below: overlong
        if (lead == 0xf4) high = 0x8f;  // above: past U+10FFFF
    } else {
        return 0;  // a continuation byte, C0/C1 (always overlong), or F5-FF (never used)
    }
    if (text.size() < length || byte(1) < low || byte(1) > high) return 0;
    for (std::size_t i = 2; i < length; ++i)
        if (byte(i) < 0x80 || byte(i) > 0xbf) return 0;
    code_point = lead & (0x7f >> length);
    for (std::size_t i = 1; i < length; ++i) code_point = (code_point << 6) | (byte(i) & 0x3f);
    return length;
}

}  // namespace

std::string printable_text(std::string_view text, std::size_t limit) {
    std::string shown;
    shown.reserve(std::min(text.size(), limit));
    std::size_t at = 0;
    while (at < text.size()) {
        const auto byte = static_cast<unsigned char>(text[at]);
        std::size_t used = 1;
        std::uint32_t code_point = 0;
        std::string escape;  // empty: the bytes are shown as they are
        if (byte == '\t' || byte == '\n' || (byte >= 0x20 && byte < 0x7f)) {
        } else if (byte < 0x80) {
            escape = byte_escape(byte);  // C0 controls and DEL
        } else if ((used = decode(text.substr(at), code_point)) == 0) {
            used = 1;  // not UTF-8 here: show this byte, and look for a character again from the next
            escape = byte_escape(byte);
        } else if (hidden(code_point)) {
            escape = code_point_escape(code_point);
        }
        const std::string_view piece = escape.empty() ? text.substr(at, used) : std::string_view(escape);
        if (shown.size() + piece.size() > limit) return shown + "...";
        shown.append(piece);
        at += used;
    }
    return shown;
}

std::string markup_text(std::string_view text) {
    std::string escaped;
    // printable_text leaves valid UTF-8 with no control character XML 1.0 forbids (tab and LF stay).
    for (const char c : printable_text(text)) {
        switch (c) {
            case '&': escaped += "&amp;"; break;
            case '<': escaped += "&lt;"; break;
            case '>': escaped += "&gt;"; break;
            case '"': escaped += "&quot;"; break;
            case '\'': escaped += "&#39;"; break;
            default: escaped += c;
        }
    }
    return escaped;
}

}  // namespace gavel
