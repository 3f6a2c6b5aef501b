// checktestdata's control flow, variables and expressions, and the programs that must not parse or run.
#include <catch2/catch.hpp>

#include "ctd_fixture.hpp"

using namespace gavel_test;

TEST_CASE("ctd: REP and REPI repeat with a separator, REPI counting from zero", "[ctd]") {
    const std::string program = "INT(0, 5, n) NEWLINE REPI(i, n, SPACE) INT(0, 100, x[i]) ASSERT(x[i] == i * 10) END NEWLINE ASSERT(i == n)";
    CHECK(ctd_accepts(program, "3\n0 10 20\n"));
    CHECK(ctd_accepts(program, "0\n\n"));
    CHECK(ctd_where(program, "3\n0 10 21\n") == "2:8: the assertion does not hold");
    CHECK(ctd_where(program, "3\n0 10\n") == "2:5: expected a space, found a newline");
    CHECK(ctd_accepts("REP(2) REP(2, STRING(\",\")) INT(0,9) END NEWLINE END", "1,2\n3,4\n"));
    CHECK_THAT(ctd_program_error("REP(-1) END"), Catch::Contains("the loop count -1 is not an unsigned 32-bit integer"));
}

TEST_CASE("ctd: WHILE and WHILEI run while their test holds, ISEOF and MATCH look ahead", "[ctd]") {
    const std::string program = "WHILEI(i, !ISEOF) INT(0, 9, x) NEWLINE END ASSERT(i == 3)";
    CHECK(ctd_accepts(program, "1\n2\n3\n"));
    CHECK(ctd_where(program, "1\n2\n") == "3:1: the assertion does not hold");
    CHECK(ctd_accepts("REGEX(\"[ab]\") WHILE(MATCH(\" \")) SPACE REGEX(\"[ab]\") END NEWLINE", "a b a\n"));
    CHECK(ctd_accepts("WHILE(MATCH(\"0123456789\")) INT(0,9) END", ""));
}

TEST_CASE("ctd: IF and ELSE pick a branch", "[ctd]") {
    const std::string program = "INT(0, 9, t) SPACE IF(t % 2 == 0) STRING(\"even\") ELSE STRING(\"odd\") END";
    CHECK(ctd_accepts(program, "4 even"));
    CHECK(ctd_accepts(program, "3 odd"));
    CHECK(ctd_where(program, "3 even") == "1:3: expected \"odd\", found 'e'");
    CHECK(ctd_accepts("INT(0,9,t) IF(t > 5) NEWLINE END", "3"));
}

TEST_CASE("ctd: expressions have integers of any size, exact reals, strings and the usual precedence", "[ctd]") {
    CHECK(ctd_accepts("ASSERT(1 + 2 * 3 == 7 && (1 + 2) * 3 == 9 && -2^2 == -4 && 2^3^2 == 64)", ""));
    CHECK(ctd_accepts("ASSERT(7 / 2 == 3 && -7 / 2 == -3 && -7 % 2 == -1 && 7.0 / 2 == 3.5)", ""));
    CHECK(ctd_accepts("ASSERT(0.1 + 0.2 == 0.3 && 1e-2 == 0.01 && 2 == 2.0)", ""));
    CHECK(ctd_accepts("ASSERT(2^100 - 2^100 + 1 == 1 && 10^20 / 10^19 == 10)", ""));
    CHECK(ctd_accepts("ASSERT(\"abc\" < \"abd\" && \"b\" > \"abc\" && STRLEN(\"hello\") == 5)", ""));
    CHECK(ctd_accepts("ASSERT(!(1 > 2) || 1 / 0 == 1)", ""));  // || and && stop early
    CHECK(ctd_accepts("SET(a = 1, b = a + 1, m[1,2] = b * 3) ASSERT(m[1, 2] == 6)", ""));
}

TEST_CASE("ctd: UNIQUE, INARRAY and UNSET", "[ctd]") {
    const std::string program = "INT(1, 9, n) REPI(i, n) SPACE INT(0, 9, x[i]) SPACE INT(0, 9, y[i]) END ASSERT(UNIQUE(x, y))";
    CHECK(ctd_accepts(program, "3 1 1 1 2 2 1"));
    CHECK(ctd_where(program, "3 1 1 1 2 1 1") == "1:14: UNIQUE: (1, 1) appears twice, at [0] and [2]");
    CHECK(ctd_where("SET(x[0] = 1, x[1] = 2, y[0] = 1) ASSERT(UNIQUE(x, y))", "") == "1:1: UNIQUE: x has 2 values and y has 1 (expected the same indices)");
    CHECK(ctd_accepts("SET(a[0] = 5, a[1] = 7) ASSERT(INARRAY(7, a) && !INARRAY(6, a) && INARRAY(5.0, a))", ""));
    CHECK(ctd_accepts("SET(a[0] = 5) SET(a[0] = 6) ASSERT(!INARRAY(5, a))", ""));
    CHECK(ctd_accepts("SET(a[0] = 5) UNSET(a) ASSERT(!INARRAY(5, a)) SET(a = 1)", ""));
    CHECK_THAT(ctd_program_error("SET(a = 1) UNSET(a) ASSERT(a == 1)"), Catch::Contains("test.ctd:1:21: ASSERT(a == 1): variable a is read before it is set"));
}

TEST_CASE("ctd: mistakes of the program found as it runs name its line and column", "[ctd]") {
    CHECK(ctd_program_error("\n  ASSERT(\"a\" + 1 == 2)") == "test.ctd:2:3: ASSERT(\"a\" + 1 == 2): cannot add string \"a\" and integer 1: only numbers have arithmetic");
    CHECK_THAT(ctd_program_error("SET(x = 1 / 0)"), Catch::Contains("division by zero"));
    CHECK_THAT(ctd_program_error("SET(x = 1.5 % 2)"), Catch::Contains("% is for integers"));
    CHECK_THAT(ctd_program_error("ASSERT(1 + 1)"), Catch::Contains("ASSERT's condition must be a test"));
    CHECK_THAT(ctd_program_error("INT(0, \"9\")", "5"), Catch::Contains("INT's greatest value must be an integer, found string \"9\""));
    CHECK_THAT(ctd_program_error("SET(x = 2 ^ (2^40))"), Catch::Contains("is too large"));
    CHECK_THAT(ctd_program_error("SET(x = 2 ^ -1)"), Catch::Contains("expected a value"));
    CHECK_THAT(ctd_program_error("ASSERT(x[0] == 1)"), Catch::Contains("variable x[0] is read before it is set"));
}

TEST_CASE("ctd: programs that must not parse say where and what was expected", "[ctd]") {
    CHECK(ctd_program_error("INT(1, 2") == "test.ctd:1:9: expected ')' closing INT, found the end of the program");
    CHECK(ctd_program_error("REP(3) SPACE") == "test.ctd:1:13: expected END closing REP of line 1, found the end of the program");
    CHECK(ctd_program_error("SPACE\nEND") == "test.ctd:2:1: END closes no REP, REPI, WHILE, WHILEI or IF");
    CHECK(ctd_program_error("IF(1 == 1) ELSE ELSE END") == "test.ctd:1:17: expected END closing IF of line 1, found a second ELSE");
    CHECK(ctd_program_error("  READ(1)") == "test.ctd:1:3: unknown command READ (expected SPACE, NEWLINE, EOF, INT, FLOAT, FLOATP, STRING, REGEX, "
                                            "ASSERT, SET, UNSET, REP, REPI, WHILE, WHILEI or IF)");
    CHECK(ctd_program_error("INT(1, 2, X)") == "test.ctd:1:11: expected the variable INT reads into (a lowercase name), found X");
    CHECK(ctd_program_error("ASSERT(1 == 1") == "test.ctd:1:14: expected ')' closing ASSERT, found the end of the program");
    CHECK(ctd_program_error("STRING(\"abc)") == "test.ctd:1:8: the string opened here is never closed (expected '\"')");
    CHECK(ctd_program_error("SET(x = 1 @ 2)") == "test.ctd:1:11: '@' starts no word of checktestdata (expected a command, a variable, a number, a string or an operator)");
    CHECK(ctd_program_error("REP(2, REP(1) END) END") == "test.ctd:1:8: a loop's separator must be a single command, not REP");
    CHECK(ctd_program_error("FLOAT(0, 1, x, EXACT)") == "test.ctd:1:16: expected FIXED or SCIENTIFIC, found EXACT");
    CHECK(ctd_program_error("ISEOF") == "test.ctd:1:1: ISEOF is a function or an option, not a command (expected it inside an expression)");
    CHECK(ctd_program_error("ASSERT(Foo)") == "test.ctd:1:8: 'Foo' mixes cases: commands are uppercase (INT), variables lowercase with digits after the first letter (x1)");
    CHECK_THAT(ctd_program_error("ASSERT(" + std::string(1000, '(')), Catch::Contains("nested over 400 deep"));
    CHECK_THAT(ctd_program_error("SET(x = " + std::string(2000, '(') + "1" + std::string(2000, ')') + ")"), Catch::Contains("nested over 400 deep"));
}

TEST_CASE("ctd: comments run to the end of their line", "[ctd]") {
    CHECK(ctd_accepts("# the count\nINT(1, 9) # one digit\n# done", "5"));
}
