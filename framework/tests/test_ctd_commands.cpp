// checktestdata's reading commands, one by one: what each accepts, and where and why it refuses hand-made bad data.
#include <catch2/catch.hpp>

#include "ctd_fixture.hpp"

using namespace gavel_test;

TEST_CASE("ctd: SPACE and NEWLINE match exactly one space and one newline", "[ctd]") {
    CHECK(ctd_accepts("INT(0,9) SPACE INT(0,9) NEWLINE", "1 2\n"));
    CHECK(ctd_where("INT(0,9) SPACE INT(0,9) NEWLINE", "1  2\n") == "1:3: expected an integer, found a space");
    CHECK(ctd_where("INT(0,9) SPACE INT(0,9) NEWLINE", "1\t2\n") == "1:2: expected a space, found a tab");
    CHECK(ctd_where("INT(0,9) NEWLINE", "1\r\n") == "1:2: expected a newline, found a carriage return (\\r: Windows line ends?)");
    CHECK(ctd_where("INT(0,9) NEWLINE", "1") == "1:2: expected a newline, found the end of the data");
    CHECK(ctd_where("INT(0,9) NEWLINE", " 1\n") == "1:1: expected an integer, found a space");
}

TEST_CASE("ctd: --whitespace-ok takes runs of blanks for SPACE and blanks around NEWLINE", "[ctd]") {
    const std::string program = "INT(0,9) SPACE INT(0,9) NEWLINE INT(0,9) NEWLINE";
    CHECK(ctd_accepts(program, "  1 \t 2  \r\n   3\n", true));
    CHECK_FALSE(ctd_accepts(program, "  1 \t 2  \r\n   3\n"));
    CHECK(ctd_where(program, "1x\n3\n", true) == "1:2: expected a space (or blanks), found 'x'");
    CHECK(ctd_where(program, "1 2\n\n3\n", true) == "2:1: expected an integer, found a newline");
    // Greedy: the first SPACE takes both blanks, the second finds none.
    CHECK(ctd_where("INT(1,2) SPACE SPACE INT(1,2)", "1  2", true) == "1:4: expected a space (or blanks), found '2'");
}

TEST_CASE("ctd: EOF is implied at the end and must be the end", "[ctd]") {
    CHECK(ctd_accepts("INT(0,9)", "5"));
    CHECK(ctd_where("INT(0,9)", "5\n") == "1:2: expected the end of the data, found a newline");
    CHECK(ctd_accepts("INT(0,9) NEWLINE EOF", "5\n"));
    CHECK(ctd_where("EOF INT(0,9)", "") == "1:1: expected an integer, found the end of the data");
    CHECK(ctd_accepts("", ""));
}

TEST_CASE("ctd: INT reads 0|-?[1-9][0-9]* of any size in its range", "[ctd]") {
    CHECK(ctd_accepts("INT(-5,5) SPACE INT(-5,5) SPACE INT(-5,5)", "-5 0 5"));
    CHECK(ctd_where("INT(0,100)", "007") == "1:1: the integer '007' has a leading zero");
    CHECK(ctd_where("INT(-9,9)", "-0") == "1:1: -0 is not an integer as checktestdata writes one");
    CHECK(ctd_where("INT(-9,9)", "+3") == "1:1: expected an integer, found '+'");
    CHECK(ctd_where("INT(-9,9)", "-x") == "1:2: expected an integer, found 'x'");
    CHECK(ctd_where("INT(1,10)", "11") == "1:1: the integer '11' is out of range [1, 10]");
    CHECK(ctd_accepts("INT(10^30, 10^30 + 1, x) ASSERT(x == 1000000000000000000000000000001)", "1000000000000000000000000000001"));
    CHECK(ctd_where("INT(0, 2^64)", "18446744073709551617") == "1:1: the integer '18446744073709551617' is out of range [0, 18446744073709551616]");
    CHECK(ctd_accepts("INT(1, 1e9)", "1000000000"));
    CHECK(ctd_accepts("INT(-2^63, 2^63 - 1, x) NEWLINE ASSERT(x + 1 > x)", "-9223372036854775808\n"));
}

TEST_CASE("ctd: FLOAT reads decimals and exponents, FIXED and SCIENTIFIC narrow the form", "[ctd]") {
    CHECK(ctd_accepts("FLOAT(-1, 1) SPACE FLOAT(-1, 1) SPACE FLOAT(0, 1000)", "-0.25 1 1.5e2"));
    CHECK(ctd_accepts("FLOAT(0, 1000, x, FIXED)", "12.5"));
    CHECK(ctd_where("FLOAT(0, 1000, x, FIXED)", "1e2") == "1:1: the number '1' goes on with an exponent, which FIXED does not allow");
    CHECK(ctd_where("FLOAT(0, 1000, x, SCIENTIFIC)", "100") == "1:4: expected an exponent (e or E: SCIENTIFIC), found the end of the data");
    CHECK(ctd_accepts("FLOAT(0, 1000, x, SCIENTIFIC)", "1.5E+2"));
    CHECK(ctd_where("FLOAT(0, 1)", "1.") == "1:3: expected a digit after the decimal point, found the end of the data");
    CHECK(ctd_where("FLOAT(0, 1)", ".5") == "1:1: expected a number (FLOAT), found '.'");
    CHECK(ctd_where("FLOAT(0, 100)", "05.5") == "1:1: the number '05'... has a leading zero");
    CHECK(ctd_where("FLOAT(0, 0.3)", "0.30000000000000000001") == "1:1: the number '0.30000000000000000001' is out of range [0, 0.3]");
    CHECK(ctd_accepts("FLOAT(0, 0.3)", "0.300000000000000000000"));
    CHECK(ctd_where("FLOAT(0, 1)", "1e") == "1:3: expected a digit of the exponent, found the end of the data");
}

TEST_CASE("ctd: FLOATP counts decimals, and its scientific form has one non-zero digit before the point", "[ctd]") {
    CHECK(ctd_accepts("FLOATP(0, 10, 2, 2)", "3.14"));
    CHECK(ctd_where("FLOATP(0, 10, 2, 2)", "3.1") == "1:1: the number '3.1' has 1 decimals (expected 2)");
    CHECK(ctd_where("FLOATP(0, 10, 1, 3)", "3") == "1:1: the number '3' has 0 decimals (expected 1 to 3)");
    CHECK(ctd_accepts("FLOATP(0, 1e6, 1, 3, x, SCIENTIFIC)", "1.25e5"));
    CHECK(ctd_where("FLOATP(0, 1e6, 0, 3)", "12.5e3") ==
          "1:1: the number '12.5e3' is in scientific notation, which FLOATP writes with exactly one non-zero digit before the decimal point");
    CHECK(ctd_where("FLOATP(0, 1e6, 0, 3)", "0.5e3").find("exactly one non-zero digit") != std::string::npos);
    CHECK_THAT(ctd_program_error("FLOATP(0, 1, 3, 2)", "0.5"), Catch::Contains("test.ctd:1:1: FLOATP(0, 1, 3, 2): FLOATP's decimals 3..2 are no range"));
}

TEST_CASE("ctd: STRING matches its bytes exactly", "[ctd]") {
    CHECK(ctd_accepts("STRING(\"YES\") NEWLINE", "YES\n"));
    CHECK(ctd_where("STRING(\"YES\")", "YEs") == "1:3: expected \"YES\" (from its character 3 on), found 's'");
    CHECK(ctd_accepts("STRING(\"a\\tb\\n\\101\\\\\") EOF", "a\tb\nA\\"));
    CHECK(ctd_where("STRING(\"ab\\ncd\")", "ab\ncx") == "2:2: expected \"ab\ncd\" (from its character 5 on), found 'x'");
}

TEST_CASE("ctd: REGEX matches the longest text from here, and stores it", "[ctd]") {
    CHECK(ctd_accepts("REGEX(\"[a-z]+\", w) ASSERT(w == \"abc\") SPACE INT(0,9)", "abc 5"));
    CHECK(ctd_accepts("REGEX(\"a|ab|abc\") EOF", "abc"));
    CHECK(ctd_accepts("REGEX(\"(ab)*c{2,3}\", w) ASSERT(STRLEN(w) == 7)", "ababccc"));
    CHECK(ctd_where("REGEX(\"[0-9]{3}\")", "12x") == "1:1: expected a match of the regular expression \"[0-9]{3}\", found '1'");
    CHECK(ctd_accepts("REGEX(\"[[:upper:]][[:digit:]]?\") REGEX(\"[^ ]*\") SPACE", "A7zz "));
    CHECK(ctd_where("REGEX(\".*\") EOF", "ab\ncd") == "1:3: expected the end of the data, found a newline");
    CHECK(ctd_accepts("REGEX(\"a\\\\.b\")", "a.b"));
    CHECK_FALSE(ctd_accepts("REGEX(\"a\\\\.b\")", "axb"));
    // A pattern computed as the program runs.
    CHECK(ctd_accepts("SET(p = \"[xy]+\") REGEX(p)", "xyyx"));
    CHECK_THAT(ctd_program_error("REGEX(\"(ab\")"), Catch::StartsWith("test.ctd:1:7: regular expression \"(ab\": at character 4: '(' is never closed"));
    CHECK_THAT(ctd_program_error("REGEX(\"a{3,1}\")"), Catch::Contains("the most is below the least"));
}

TEST_CASE("ctd: a long REGEX match and a long number are read as a stream, and each byte's line is kept", "[ctd]") {
    std::string data(3 << 20, 'a');
    data += "\n12\n";
    CHECK(ctd_accepts("REGEX(\"a*\") NEWLINE INT(1, 99) NEWLINE", data));
    CHECK(ctd_where("REGEX(\"a*\") NEWLINE INT(1, 9) NEWLINE", data) == "2:1: the integer '12' is out of range [1, 9]");
}
