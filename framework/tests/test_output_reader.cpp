// The SDK's OutputReader: tokens and where they start, typed reads and their overflow checks, bytes no text
// should hold, and the bound on quoted contestant text.
#include <catch2/catch.hpp>

#include <gavel/output_reader.hpp>

#include <string>

using gavel::OutputReader;

TEST_CASE("tokens come with their line, column and index, and only space, tab, CR and LF separate them", "[output_reader]") {
    OutputReader reader("  a bc\r\n\n\tdef\vg \x00h");
    const auto first = reader.next();
    REQUIRE(first);
    CHECK(first->text == "a");
    CHECK((first->line == 1 && first->column == 3 && first->index == 1));
    const auto second = reader.next();
    CHECK((second->text == "bc" && second->line == 1 && second->column == 5 && second->index == 2));
    const auto third = reader.next();
    CHECK(third->text == "def\vg");  // a vertical tab belongs to the token
    CHECK((third->line == 3 && third->column == 2 && third->index == 3));
    CHECK(reader.at_end());  // the literal ends at its NUL
    CHECK_FALSE(reader.next());
    CHECK(reader.line() == 3);
}

TEST_CASE("NUL bytes and invalid UTF-8 are token bytes like any other", "[output_reader]") {
    const std::string text("1 \0\xff 2\n", 7);
    OutputReader reader(text);
    CHECK(reader.read_integer("first") == 1);
    const gavel::Token odd = reader.read_word("second");
    CHECK(odd.text == std::string_view("\0\xff", 2));
    CHECK(odd.column == 3);
    CHECK_THROWS_WITH(OutputReader(text.substr(2)).read_integer("b"),
                      "line 1, column 1: expected b (an integer), found '\\x00\\xff'");
}

TEST_CASE("integers: the whole 64-bit range, and an overflow is a wrong answer, not a wrapped value", "[output_reader]") {
    CHECK(gavel::parse_integer("9223372036854775807") == INT64_MAX);
    CHECK(gavel::parse_integer("-9223372036854775808") == INT64_MIN);
    CHECK_FALSE(gavel::parse_integer("9223372036854775808"));
    CHECK_FALSE(gavel::parse_integer("-9223372036854775809"));
    CHECK_FALSE(gavel::parse_integer("99999999999999999999999"));
    for (const char* bad : {"", "-", "+1", "01", "-0", "1.0", "1e3", "0x1", "12a"}) {
        INFO(bad);
        CHECK_FALSE(gavel::parse_integer(bad));
    }
    CHECK(gavel::parse_integer("0") == 0);
    CHECK(gavel::parse_integer("-12") == -12);

    OutputReader reader("5 11 99999999999999999999");
    CHECK(reader.read_integer("N", 1, 10) == 5);
    CHECK_THROWS_WITH(reader.read_integer("M", 1, 10), "line 1, column 3: expected M (an integer in 1..10), found '11'");
    CHECK_THROWS_AS(reader.read_integer("K"), gavel::WrongOutput);
    CHECK_THROWS_WITH(reader.read_integer("L"), "line 1: expected L, found the end of the output");
}

TEST_CASE("doubles: finite decimal numbers only", "[output_reader]") {
    CHECK(gavel::parse_double("0.5") == 0.5);
    CHECK(gavel::parse_double("-1e3") == -1000.0);
    // A token's leading \v or \f is no separator of the reader's, and strtod would skip it: refused.
    for (const char* bad : {"nan", "inf", "-Infinity", "0x1p0", "1e999", "1.5.", "", "1,5", "\v1", "\f2.5", " 3"}) {
        INFO(bad);
        CHECK_FALSE(gavel::parse_double(bad));
    }
    OutputReader reader("2.5 nan");
    CHECK(reader.read_double("x") == 2.5);
    CHECK_THROWS_WITH(reader.read_double("y"), "line 1, column 5: expected y (a number), found 'nan'");
}

TEST_CASE("expect_end names the extra token, and a broken stored answer is the judge's failure", "[output_reader]") {
    OutputReader output("7\n\n 8");
    output.read_integer("one");
    CHECK_THROWS_WITH(output.expect_end(), "line 3, column 2: expected the end of the output, found '8'");
    OutputReader blanks("7 \r\n\t ");
    blanks.read_integer("one");
    CHECK_NOTHROW(blanks.expect_end());

    OutputReader answer("x", OutputReader::Source::answer);
    try {
        answer.read_integer("the score");
        FAIL("no exception");
    } catch (const gavel::WrongOutput&) {
        FAIL("a broken answer is not the contestant's wrong answer");
    } catch (const std::runtime_error& error) {
        CHECK(std::string(error.what()) == "the stored answer is broken: line 1, column 1: expected the score (an integer), found 'x'");
    }
}

TEST_CASE("quote_text: bounded, printable ASCII only, its length named when cut", "[output_reader]") {
    CHECK(gavel::quote_text("abc") == "'abc'");
    CHECK(gavel::quote_text(std::string("a\0\n\x7f\xc3\xa9\\", 7)) == "'a\\x00\\x0a\\x7f\\xc3\\xa9\\\\'");
    const std::string huge(1 << 20, '\x01');
    const std::string quoted = gavel::quote_text(huge);
    CHECK(quoted.size() <= 4 * 40 + 32);
    CHECK_THAT(quoted, Catch::EndsWith("...' (1048576 bytes)"));
    CHECK(gavel::quote_text(std::string(40, 'x')) == "'" + std::string(40, 'x') + "'");
    CHECK(gavel::quote_text("abcdef", 3) == "'abc...' (6 bytes)");
}
