// printable_text, the one way text gavel did not write reaches a terminal, a log, JSON or JUnit: what it keeps,
// what it shows as an escape, and where it cuts.
#include <catch2/catch.hpp>

#include <string>

#include "base/printable_text.hpp"
#include "checkers/validator.hpp"

using gavel::printable_text;
using namespace std::string_literals;

TEST_CASE("printable_text keeps printable ASCII, tab, LF and valid multi-byte UTF-8 as they are", "[printable]") {
    const std::string text = "sum = 3\tok\nh\xc3\xa9llo \xe2\x9c\x93 \xe6\x97\xa5\xe6\x9c\xac \xf0\x9d\x84\x9e U+10FFFF \xf4\x8f\xbf\xbf \\x41";
    CHECK(printable_text(text) == text);
    CHECK(printable_text("") == "");
}

TEST_CASE("printable_text shows ASCII controls as byte escapes: ESC sequences, CR, BEL, NUL, DEL", "[printable]") {
    CHECK(printable_text("\x1b[2J\x1b]0;owned\x07") == "\\x1b[2J\\x1b]0;owned\\x07");
    CHECK(printable_text("50%\rdone") == "50%\\x0ddone");
    CHECK(printable_text("a\0b"s) == "a\\x00b");
    CHECK(printable_text("\x7f\x08\x0b\x0c") == "\\x7f\\x08\\x0b\\x0c");
}

TEST_CASE("printable_text shows C1 controls, separators, bidirectional controls and U+FFFE/FFFF as code point escapes", "[printable]") {
    CHECK(printable_text("\xc2\x9b" "31m") == "\\u009b31m");  // CSI: a terminal's ESC [
    CHECK(printable_text("\xc2\x80\xc2\x9f") == "\\u0080\\u009f");
    CHECK(printable_text("a\xe2\x80\xa8" "b\xe2\x80\xa9") == "a\\u2028b\\u2029");
    CHECK(printable_text("\xe2\x80\xae" "txt.exe") == "\\u202etxt.exe");
    CHECK(printable_text("\xe2\x81\xa6x\xe2\x81\xa9") == "\\u2066x\\u2069");
    CHECK(printable_text("\xef\xbf\xbe\xef\xbf\xbf") == "\\ufffe\\uffff");
    CHECK(printable_text("\xc2\xa0\xc2\xa9") == "\xc2\xa0\xc2\xa9");  // U+00A0 and U+00A9: past the C1 block, kept
}

TEST_CASE("printable_text shows every byte of invalid UTF-8 as a byte escape and reads on after it", "[printable]") {
    CHECK(printable_text("\xff\xfe") == "\\xff\\xfe");
    CHECK(printable_text("\x80" "a\xbf") == "\\x80a\\xbf");                   // continuation bytes with no lead
    CHECK(printable_text("\xc0\xaf") == "\\xc0\\xaf");                         // '/' in two bytes: overlong
    CHECK(printable_text("\xc1\xbf") == "\\xc1\\xbf");
    CHECK(printable_text("\xe0\x80\xaf") == "\\xe0\\x80\\xaf");                 // overlong in three
    CHECK(printable_text("\xf0\x80\x80\xaf") == "\\xf0\\x80\\x80\\xaf");         // and in four
    CHECK(printable_text("\xed\xa0\x80\xed\xbf\xbf") == "\\xed\\xa0\\x80\\xed\\xbf\\xbf");  // UTF-16 surrogates
    CHECK(printable_text("\xf4\x90\x80\x80") == "\\xf4\\x90\\x80\\x80");         // past U+10FFFF
    CHECK(printable_text("\xf5\x80\x80\x80") == "\\xf5\\x80\\x80\\x80");
    CHECK(printable_text("\xe2\x82") == "\\xe2\\x82");                         // cut short at the end
    CHECK(printable_text("\xe2\x82" "a\xe2\x82\xac") == "\\xe2\\x82a\xe2\x82\xac");  // cut short, then the euro sign
    CHECK(printable_text("\xc3") == "\\xc3");
}

TEST_CASE("printable_text is idempotent and always gives valid, control-free UTF-8", "[printable]") {
    // Every byte value, and every pair of them: whatever comes in, what goes out is clean and stays as it is.
    std::string all;
    for (int byte = 0; byte < 256; ++byte) all += static_cast<char>(byte);
    const std::string once = printable_text(all);
    CHECK(printable_text(once) == once);
    for (const char c : once) {
        const auto byte = static_cast<unsigned char>(c);
        CHECK((byte >= 0x20 || byte == '\t' || byte == '\n'));
        CHECK(byte != 0x7f);
        CHECK(byte < 0x80);  // nothing valid above ASCII came in alone: every high byte is escaped
    }
    for (int first = 0x80; first < 256; ++first)
        for (int second = 0; second < 256; ++second) {
            const std::string pair{static_cast<char>(first), static_cast<char>(second)};
            const std::string shown = printable_text(pair);
            INFO(first << " " << second);
            REQUIRE(printable_text(shown) == shown);
        }
}

TEST_CASE("printable_text cuts at its limit on a character or escape boundary, and says so", "[printable]") {
    CHECK(printable_text("abcdef", 6) == "abcdef");
    CHECK(printable_text("abcdefg", 6) == "abcdef...");
    CHECK(printable_text("ab\x1b" "cd", 4) == "ab...");                       // not half of "\x1b"
    CHECK(printable_text("ab\xe6\x97\xa5", 4) == "ab...");                    // not half of a character
    CHECK(printable_text("ab\xe6\x97\xa5", 5) == "ab\xe6\x97\xa5");
}

TEST_CASE("a validator's words on one line: breaks as spaces, escapes shown, bounded", "[printable][validation]") {
    CHECK(gavel::one_safe_line("line 1, column 3: expected b\n") == "line 1, column 3: expected b");
    CHECK(gavel::one_safe_line("bad\x1b[2J input\xff\r\nnext\tline") == "bad\\x1b[2J input\\xff  next line");
    CHECK(gavel::one_safe_line(std::string(500, 'v'), 300) == std::string(300, 'v') + "...");
}
