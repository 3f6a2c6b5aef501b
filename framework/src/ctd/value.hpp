// A checktestdata value: an integer of any size, a real number (held exactly, as a fraction: the decimal text a
// test file or a program writes is never rounded), a string, or a truth value. Integers that fit 64 bits are kept
// as such, since they are nearly every value a validator meets and GMP's numbers cost an allocation each.
#pragma once

#include <gmpxx.h>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <variant>

namespace gavel::ctd {

/// A program's own mistake found while it runs (a string added to a number, a division by zero, a variable read
/// before it is set): the program is wrong, whatever the data. The interpreter adds where it happened.
class ProgramFault : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class Value {
public:
    enum class Kind { none, integer, real, string, boolean };

    Value() = default;
    static Value integer(std::int64_t value);
    static Value integer(mpz_class value);
    static Value real(mpq_class value);  // canonicalized by the caller (mpq_class::canonicalize) or built so
    static Value string(std::string value);
    static Value boolean(bool value);

    Kind kind() const;
    bool is_none() const { return std::holds_alternative<std::monostate>(held_); }
    bool is_integer() const { return std::holds_alternative<std::int64_t>(held_) || std::holds_alternative<mpz_class>(held_); }
    bool is_number() const { return is_integer() || std::holds_alternative<mpq_class>(held_); }
    bool is_string() const { return std::holds_alternative<std::string>(held_); }
    bool is_boolean() const { return std::holds_alternative<bool>(held_); }

    /// The integer when it fits 64 bits (nullptr otherwise, or for a value of another kind).
    const std::int64_t* small() const { return std::get_if<std::int64_t>(&held_); }
    mpz_class as_integer() const;   // an integer value
    mpq_class as_rational() const;  // a number
    const std::string& text() const { return std::get<std::string>(held_); }
    bool truth() const { return std::get<bool>(held_); }

    /// As a message shows it: 12, 0.25, 1/3 (about 0.333333333333333), "abc" (printable), true.
    std::string show() const;

private:
    std::variant<std::monostate, std::int64_t, mpz_class, mpq_class, std::string, bool> held_;
};

/// "integer", "real number", "string", "truth value", "no value"
const char* kind_name(Value::Kind kind);

// Arithmetic: integers stay integers (division truncates toward zero, as C's and GMP's do; % is its remainder),
// anything with a real is real. Each throws ProgramFault for operands it is not defined on.
Value add(const Value& a, const Value& b);
Value subtract(const Value& a, const Value& b);
Value multiply(const Value& a, const Value& b);
Value divide(const Value& a, const Value& b);
Value remainder(const Value& a, const Value& b);
Value negate(const Value& a);
/// `base` to a non-negative integer `exponent` that fits an unsigned long; results over 2^26 bits are refused.
Value power(const Value& base, const Value& exponent);

/// <0, 0, >0: numbers by value (an integer and a real compare exactly), strings byte by byte. Throws
/// ProgramFault for values that do not compare (a string and a number).
int compare(const Value& a, const Value& b);

/// A total order over all values, for sets and maps: numbers by value, then strings, then truth values. Numbers
/// that are equal in value (3 and 3.0) are one key, as == says they are equal.
struct ValueOrder {
    bool operator()(const Value& a, const Value& b) const;
};

/// An exact decimal number: -?D+(.D+)?([eE][+-]?D+)? (the caller checked the shape). Exponents beyond
/// max_decimal_exponent throw ProgramFault: the exact value would be too large to hold.
inline constexpr long max_decimal_exponent = 1000000;
Value parse_decimal(const std::string& text);

}  // namespace gavel::ctd
