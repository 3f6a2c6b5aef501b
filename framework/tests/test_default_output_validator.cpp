// The package format's default output validator: its flags, its whitespace, its case rule and its numbers, each
// as the 2025-09 specification words it; and the number grammar it shares with score files.
#include <catch2/catch.hpp>

#include <chrono>
#include <cmath>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "checkers/default_output_validator.hpp"
#include "checkers/spec_float.hpp"

using gavel::Verdict;

namespace {

using Flags = std::vector<std::string>;

gavel::CheckOutcome judge(const Flags& flags, const std::string& output, const std::string& answer) {
    return gavel::make_default_output_validator(flags)->check("", output, answer);
}

Verdict verdict(const Flags& flags, const std::string& output, const std::string& answer) {
    return judge(flags, output, answer).verdict;
}

std::string refusal(const Flags& flags) {
    try {
        gavel::parse_default_validator_flags(flags);
    } catch (const gavel::InputError& error) {
        return error.what();
    }
    return "accepted";
}

const Flags tolerance = {"float_tolerance", "1e-6"};

}  // namespace

TEST_CASE("spec floats follow the package grammar, not strtod's", "[checkers][default-validator]") {
    using gavel::parse_spec_float;
    CHECK(parse_spec_float("1") == 1.0);
    CHECK(parse_spec_float("1.") == 1.0);
    CHECK(parse_spec_float(".5") == 0.5);
    CHECK(parse_spec_float("+1e-3") == 1e-3);
    CHECK(parse_spec_float("-2.5E+2") == -250.0);
    CHECK(parse_spec_float("007") == 7.0);
    for (const char* not_a_float : {"", ".", "+", "-", "1e", "1e+", "e5", ".e1", "nan", "NaN", "inf", "-inf", "infinity",
                                    "0x10", "0x1p3", " 1", "1 ", "1.2.3", "1,5", "--1", "1e5.0", "1f", "١"}) {
        INFO(not_a_float);
        CHECK_FALSE(parse_spec_float(not_a_float));
    }
    // At least 30 digits before and after the point, read to the nearest double.
    const std::string forty_nines(40, '9');
    CHECK(*parse_spec_float(forty_nines) == Approx(1e40));
    CHECK(*parse_spec_float("0." + std::string(39, '0') + "1") == Approx(1e-40));
    CHECK(*parse_spec_float("1234567890123456789012345678901234567890.1234567890123456789012345678901234567890") ==
          Approx(1.2345678901234568e39));
    CHECK(*parse_spec_float("0.1000000000000000055511151231257827021181583404541015625") == 0.1);
    // Far past a double's range: infinity and zero, never a failure; a long run of digits costs no more than its length.
    CHECK(std::isinf(*parse_spec_float("1e999")));
    CHECK(*parse_spec_float("1e-99999999999999999999") == 0.0);
    CHECK(std::isinf(*parse_spec_float("1" + std::string(100000, '0'))));
    CHECK(*parse_spec_float("0." + std::string(100000, '0') + "1") == 0.0);
}

TEST_CASE("default validator flags: each one, and every bad list refused with what was expected", "[checkers][default-validator]") {
    const Flags none;
    const auto plain = gavel::parse_default_validator_flags(none);
    CHECK_FALSE(plain.case_sensitive);
    CHECK_FALSE(plain.space_change_sensitive);
    CHECK_FALSE(plain.absolute_tolerance);
    CHECK_FALSE(plain.relative_tolerance);

    const Flags all = {"case_sensitive", "space_change_sensitive", "float_absolute_tolerance", "0.5", "float_relative_tolerance", "1e-9"};
    const auto parsed = gavel::parse_default_validator_flags(all);
    CHECK(parsed.case_sensitive);
    CHECK(parsed.space_change_sensitive);
    CHECK(parsed.absolute_tolerance == 0.5);
    CHECK(parsed.relative_tolerance == 1e-9);
    const auto both = gavel::parse_default_validator_flags(tolerance);
    CHECK(both.absolute_tolerance == 1e-6);
    CHECK(both.relative_tolerance == 1e-6);
    CHECK(gavel::parse_default_validator_flags(Flags{"float_tolerance", "0"}).absolute_tolerance == 0.0);

    CHECK_THAT(refusal({"case_insensitive"}), Catch::StartsWith("unknown default output validator flag 'case_insensitive': expected case_sensitive"));
    CHECK(refusal({"float_tolerance"}) ==
          "float_tolerance needs a tolerance after it: expected a non-negative number such as 1e-6, found the end of the flags");
    CHECK(refusal({"float_absolute_tolerance", "abc"}) ==
          "float_absolute_tolerance needs a tolerance after it: expected a non-negative number such as 1e-6, found 'abc'");
    CHECK_THAT(refusal({"float_relative_tolerance", "nan"}), Catch::EndsWith("found 'nan'"));
    CHECK_THAT(refusal({"float_tolerance", "case_sensitive"}), Catch::EndsWith("found 'case_sensitive'"));
    CHECK(refusal({"float_tolerance", "-1e-6"}) == "float_tolerance -1e-6: expected a non-negative tolerance");
    CHECK(refusal({"float_tolerance", "1", "float_tolerance", "2"}) == "float_tolerance is given twice: expected each tolerance at most once");
    CHECK(refusal({"float_absolute_tolerance", "1", "float_absolute_tolerance", "1"}) ==
          "float_absolute_tolerance is given twice: expected each tolerance at most once");
    const std::string mixed = "float_tolerance sets both tolerances: expected it without float_absolute_tolerance or float_relative_tolerance";
    CHECK(refusal({"float_tolerance", "1", "float_relative_tolerance", "1"}) == mixed);
    CHECK(refusal({"float_absolute_tolerance", "1", "float_tolerance", "1"}) == mixed);
    // The boolean flags may repeat: the format forbids only repeated tolerances.
    CHECK(refusal({"case_sensitive", "case_sensitive"}) == "accepted");

    CHECK_THROWS_AS(gavel::make_default_output_validator({"bogus"}), gavel::InputError);
    CHECK(gavel::make_default_output_validator({})->name() == "default");
    CHECK(gavel::make_default_output_validator(tolerance)->name() == "default(float_tolerance 1e-6)");
}

TEST_CASE("default validator: tokens one by one, whitespace free, the token count must agree", "[checkers][default-validator]") {
    CHECK(verdict({}, "1 2\n3\n", "1 2 3") == Verdict::accepted);
    // Every whitespace byte of the format separates tokens: space, \f, \n, \r, \t, \v.
    CHECK(verdict({}, " \f1\v2\r\n\t3 ", "1 2 3\n") == Verdict::accepted);
    CHECK(verdict({}, "", "") == Verdict::accepted);
    CHECK(verdict({}, "\n\n", "") == Verdict::accepted);
    CHECK(judge({}, "1 2 3\n", "1 2 3\n").message == "3 tokens");
    CHECK(judge({}, "1  2 3\n", "1 2 3\n").message == "3 tokens");

    const auto wrong = judge({}, "1\n2\n4\n", "1 2 3\n");
    CHECK(wrong.verdict == Verdict::wrong_answer);
    CHECK(wrong.message == "line 3, token 3: expected '3', found '4'");
    CHECK(judge({}, "1 2\n", "1 2 3\n").message == "token 3: expected '3', found the end of the output (the answer has more tokens)");
    CHECK(judge({}, "1 2 3\n4\n", "1 2 3\n").message == "line 2, token 4: expected the end of the output after 3 tokens, found '4'");
    CHECK(verdict({}, "", "0\n") == Verdict::wrong_answer);
    // Any other byte belongs to a token: a NUL is no whitespace.
    CHECK(verdict({}, std::string("1\0 2", 4), "1 2") == Verdict::wrong_answer);
}

TEST_CASE("default validator: ASCII letters compare regardless of case unless case_sensitive", "[checkers][default-validator]") {
    CHECK(verdict({}, "YES\n", "yes\n") == Verdict::accepted);
    CHECK(verdict({}, "Possible\n", "POSSIBLE\n") == Verdict::accepted);
    CHECK(verdict({"case_sensitive"}, "YES\n", "yes\n") == Verdict::wrong_answer);
    CHECK(verdict({"case_sensitive"}, "yes\n", "yes\n") == Verdict::accepted);
    // Only A-Z: the bytes of É and é differ past ASCII, and stay different.
    CHECK(verdict({}, "\xc3\x89\n", "\xc3\xa9\n") == Verdict::wrong_answer);
    CHECK(verdict({}, "yes!\n", "yes?\n") == Verdict::wrong_answer);
}

TEST_CASE("default validator: space_change_sensitive wants every whitespace run as the answer's", "[checkers][default-validator]") {
    const Flags strict = {"space_change_sensitive"};
    CHECK(verdict(strict, "1 2\n3\n", "1 2\n3\n") == Verdict::accepted);
    CHECK(verdict(strict, "a B\n", "A b\n") == Verdict::accepted);  // the case rule still applies
    const auto doubled = judge(strict, "1  2\n", "1 2\n");
    CHECK(doubled.verdict == Verdict::wrong_answer);
    CHECK(doubled.message == "line 1: the whitespace before token 2 differs: expected ' ', found '  '");
    CHECK(judge(strict, "1\t2\n", "1 2\n").message == "line 1: the whitespace before token 2 differs: expected ' ', found '\\t'");
    CHECK(judge(strict, "1 2", "1 2\n").message == "line 1: the whitespace at the end of the output differs: expected '\\n', found ''");
    CHECK(verdict(strict, "1 2\n\n", "1 2\n") == Verdict::wrong_answer);
    CHECK(judge(strict, " 1 2\n", "1 2\n").message == "line 1: the whitespace before token 1 differs: expected '', found ' '");
    CHECK(verdict(strict, "1 2\r\n", "1 2\n") == Verdict::wrong_answer);
    CHECK(verdict(strict, "1\n2\n", "1 2\n") == Verdict::wrong_answer);
    // Without the flag all of these are accepted.
    for (const char* output : {"1  2\n", "1\t2\n", "1 2", "1 2\n\n", " 1 2\n", "1 2\r\n", "1\n2\n"}) {
        INFO(output);
        CHECK(verdict({}, output, "1 2\n") == Verdict::accepted);
    }
}

TEST_CASE("default validator: with a tolerance, answer numbers accept numbers within it", "[checkers][default-validator]") {
    CHECK(verdict(tolerance, "0.3333333\n", "0.333333333\n") == Verdict::accepted);
    CHECK(verdict(tolerance, "3.14000000e-2\n", "0.0314\n") == Verdict::accepted);
    CHECK(verdict(tolerance, "1000000.5\n", "1000000\n") == Verdict::accepted);  // relative
    CHECK(verdict(tolerance, "0.00001\n", "0\n") == Verdict::wrong_answer);
    const auto off = judge(tolerance, "1.5\n", "1\n");
    CHECK(off.verdict == Verdict::wrong_answer);
    CHECK(off.message == "line 1, token 1: expected '1', found '1.5': off by 0.5, more than the tolerance");

    const Flags absolute = {"float_absolute_tolerance", "0.1"};
    CHECK(verdict(absolute, "1000.05\n", "1000\n") == Verdict::accepted);
    CHECK(verdict(absolute, "1000.2\n", "1000\n") == Verdict::wrong_answer);
    CHECK(verdict(absolute, "0.95\n", "1\n") == Verdict::accepted);
    const Flags relative = {"float_relative_tolerance", "0.01"};
    CHECK(verdict(relative, "1005\n", "1000\n") == Verdict::accepted);
    CHECK(verdict(relative, "1011\n", "1000\n") == Verdict::wrong_answer);
    CHECK(verdict(relative, "0.001\n", "0\n") == Verdict::wrong_answer);  // relative to 0 is exact
    CHECK(verdict(relative, "0\n", "0\n") == Verdict::accepted);
    // With both, within either is enough.
    const Flags either = {"float_absolute_tolerance", "0.1", "float_relative_tolerance", "0.01"};
    CHECK(verdict(either, "1005\n", "1000\n") == Verdict::accepted);
    CHECK(verdict(either, "0.05\n", "0\n") == Verdict::accepted);
    CHECK(verdict(either, "1020\n", "1000\n") == Verdict::wrong_answer);

    // Integers are numbers too: a tolerance applies to them (the format says so), and every float form is one.
    CHECK(verdict(absolute, "3.05\n", "3\n") == Verdict::accepted);
    CHECK(verdict(tolerance, "1.\n", "1\n") == Verdict::accepted);
    CHECK(verdict(tolerance, ".5\n", "0.5\n") == Verdict::accepted);
    CHECK(verdict(tolerance, "+1e-3\n", "0.001\n") == Verdict::accepted);
    CHECK(verdict(tolerance, "1E-3\n", "+.001\n") == Verdict::accepted);
    // An answer number wants a number: anything the grammar refuses is wrong, whatever strtod makes of it.
    for (const char* not_a_number : {"1e\n", "nan\n", "inf\n", "0x1\n", "0x1p0\n", "one\n", "1,0\n"}) {
        INFO(not_a_number);
        const auto result = judge(tolerance, not_a_number, "1\n");
        CHECK(result.verdict == Verdict::wrong_answer);
        CHECK_THAT(result.message, Catch::Contains("expected a number near '1'"));
    }
    // Equal infinities: an answer of 1e999 accepts itself (infinity minus infinity is no number).
    CHECK(verdict(tolerance, "1e999\n", "1e999\n") == Verdict::accepted);
    CHECK(verdict(tolerance, "2e999\n", "1e999\n") == Verdict::accepted);
    CHECK(verdict(tolerance, "-1e999\n", "1e999\n") == Verdict::wrong_answer);
}

TEST_CASE("default validator: answer tokens the grammar refuses compare as strings", "[checkers][default-validator]") {
    // Not numbers by the grammar, so as strings: case-insensitively, and exactly otherwise.
    CHECK(verdict(tolerance, "NaN\n", "nan\n") == Verdict::accepted);
    CHECK(verdict(tolerance, "INF\n", "inf\n") == Verdict::accepted);
    CHECK(verdict(tolerance, "0X10\n", "0x10\n") == Verdict::accepted);
    CHECK(verdict(tolerance, "16\n", "0x10\n") == Verdict::wrong_answer);
    CHECK(verdict(tolerance, "1e\n", "1e\n") == Verdict::accepted);
    CHECK(verdict(tolerance, "1E\n", "1e\n") == Verdict::accepted);
    CHECK(verdict(tolerance, "1\n", "1e\n") == Verdict::wrong_answer);
    // Without a tolerance every token is a string: 1.0 is not 1.
    CHECK(verdict({}, "1.0\n", "1\n") == Verdict::wrong_answer);
    CHECK(verdict({}, "1E5\n", "1e5\n") == Verdict::accepted);  // but case still does not matter
    CHECK(verdict({"case_sensitive"}, "1E5\n", "1e5\n") == Verdict::wrong_answer);
    CHECK(verdict({"case_sensitive", "float_tolerance", "1e-9"}, "1E5\n", "1e5\n") == Verdict::accepted);
    // A line of words and numbers mixed.
    CHECK(verdict(tolerance, "Case #1: 2.0000001 yes\n", "case #1: 2 YES\n") == Verdict::accepted);
    CHECK(verdict(tolerance, "Case #1: 2.1 yes\n", "case #1: 2 YES\n") == Verdict::wrong_answer);
}

TEST_CASE("default validator: 40-digit numbers and long tokens", "[checkers][default-validator]") {
    const std::string big = "1234567890123456789012345678901234567890";
    CHECK(verdict(tolerance, big + "\n", big + ".000000000000000000000000000000000000001\n") == Verdict::accepted);
    CHECK(verdict(tolerance, "1.234567890123456789012345678901234567890e39\n", big + "\n") == Verdict::accepted);
    CHECK(verdict(tolerance, "0.0000000000000000000000000000000000000001\n", "1e-40\n") == Verdict::accepted);
    // Without a tolerance a 40-digit token is a string like any other.
    CHECK(verdict({}, big + "\n", big + "\n") == Verdict::accepted);
    CHECK(verdict({}, big + "1\n", big + "\n") == Verdict::wrong_answer);
    // A huge token is shown cut, with its length.
    const std::string huge(100000, 'x');
    CHECK(judge({}, huge, "x").message == "line 1, token 1: expected 'x', found '" + std::string(40, 'x') + "...' (100000 bytes)");
    // Bytes that could break a terminal or a report are shown as escapes.
    CHECK(judge({}, "\x1b[2J\n", "x\n").message == "line 1, token 1: expected 'x', found '\\x1b[2J'");
}

TEST_CASE("default validator: a huge output is walked once, its message bounded", "[checkers][default-validator]") {
    // 64 MiB of whitespace before the one token: accepted, and fast.
    const std::string output = std::string(64 << 20, ' ') + "42\n";
    const auto started = std::chrono::steady_clock::now();
    CHECK(verdict({"float_tolerance", "1e-9"}, output, "42\n") == Verdict::accepted);
    CHECK(verdict({"space_change_sensitive"}, output, "42\n") == Verdict::wrong_answer);
    CHECK(judge({"space_change_sensitive"}, output, "42\n").message ==
          "line 1: the whitespace before token 1 differs: expected '', found '" + std::string(40, ' ') + "...' (67108864 bytes)");
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(10));
}

TEST_CASE("default validator: a case's arguments follow the problem's flags", "[checkers][default-validator]") {
    const auto plain = gavel::make_default_output_validator({});
    const std::vector<std::string> case_sensitive = {"case_sensitive"};
    CHECK(plain->check_case({"", "YES\n", "yes\n", {}}).verdict == Verdict::accepted);
    CHECK(plain->check_case({"", "YES\n", "yes\n", case_sensitive}).verdict == Verdict::wrong_answer);
    const std::vector<std::string> loose = {"float_absolute_tolerance", "0.5"};
    CHECK(plain->check_case({"", "1.4\n", "1\n", loose}).verdict == Verdict::accepted);
    CHECK(plain->check_case({"", "1.4\n", "1\n", {}}).verdict == Verdict::wrong_answer);

    // The problem's relative tolerance and the case's absolute one together: within either.
    const auto relative = gavel::make_default_output_validator({"float_relative_tolerance", "0.01"});
    CHECK(relative->check_case({"", "1005\n", "1000\n", loose}).verdict == Verdict::accepted);
    CHECK(relative->check_case({"", "0.4\n", "0\n", loose}).verdict == Verdict::accepted);
    CHECK(relative->check_case({"", "0.4\n", "0\n", {}}).verdict == Verdict::wrong_answer);

    // A case that repeats the problem's tolerance makes a list the format forbids: the judge's error, not WA.
    const auto both = gavel::make_default_output_validator(tolerance);
    const std::vector<std::string> again = {"float_tolerance", "0.1"};
    const auto refused = both->check_case({"", "1\n", "1\n", again});
    CHECK(refused.verdict == Verdict::internal_error);
    CHECK(refused.message == "the default output validator cannot take the case's output_validator_args: "
                             "float_tolerance is given twice: expected each tolerance at most once");
}
