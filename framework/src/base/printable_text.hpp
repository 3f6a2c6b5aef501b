// Text from what the judge does not trust (a contestant's output and standard error, a checker's or validator's
// message, a plugin's) made safe to show wherever gavel writes: a terminal, a log, JSON, JUnit XML.
//
// Each of those breaks on something else: a terminal obeys escape sequences (ESC, the C1 CSI 0x9b, a CR that
// rewinds the line, BEL); nlohmann::json refuses to write a string that is not valid UTF-8; XML 1.0 forbids every
// C0 control but tab, LF and CR, and U+FFFE and U+FFFF. So printable_text keeps what is valid, visible UTF-8 and
// shows everything else as an escape that names its bytes, never dropping them silently:
//   - a byte that is not part of valid UTF-8 (a stray continuation byte, an overlong form, a surrogate, a code
//     point past U+10FFFF, a sequence cut short) and every ASCII control but tab and LF: \xNN;
//   - a valid character that is invisible or reorders what follows (C1 controls U+0080-U+009F, U+2028 and
//     U+2029, the bidirectional embeddings, overrides and isolates, U+FFFE, U+FFFF): \uNNNN.
// Tab and LF stay: they move nothing back, every format holds them, and a multi-line message (a compiler's) stays
// readable; a one-line view (the console table) takes the first line. The backslash is left as it is: the text
// is for people, and so cleaning twice changes nothing (the escapes are printable ASCII).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gavel {

/// `text` with every byte that could break a terminal, JSON or XML shown as an escape (above), cut at `limit`
/// bytes of the result, on a character or escape boundary, with "..." appended when cut.
std::string printable_text(std::string_view text, std::size_t limit = std::string::npos);

/// printable_text(text) with &, <, >, " and ' as character references: text for XML (JUnit) and HTML alike.
std::string markup_text(std::string_view text);

}  // namespace gavel
