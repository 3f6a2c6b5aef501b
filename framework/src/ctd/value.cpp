#include "ctd/value.hpp"

#include <cctype>

namespace gavel::ctd {
namespace {

Value normalized(mpz_class value) {
    if (mpz_fits_slong_p(value.get_mpz_t())) return Value::integer(static_cast<std::int64_t>(value.get_si()));
    return Value::integer(std::move(value));
}

// A fraction whose denominator is 1 stays real: 2.0 * 3 is the real 6, as the language types it.
Value real_result(mpq_class value) {
    value.canonicalize();
    return Value::real(std::move(value));
}

[[noreturn]] void not_defined(const char* operation, const Value& a, const Value& b) {
    throw ProgramFault(std::string("cannot ") + operation + " " + kind_name(a.kind()) + " " + a.show() + " and " +
                       kind_name(b.kind()) + " " + b.show() + ": only numbers have arithmetic");
}

void require_numbers(const char* operation, const Value& a, const Value& b) {
    if (!a.is_number() || !b.is_number()) not_defined(operation, a, b);
}

bool both_small(const Value& a, const Value& b) { return a.small() && b.small(); }

std::string printable(const std::string& text) {
    std::string shown;
    for (const unsigned char c : text) {
        if (c == '\n') shown += "\\n";
        else if (c == '\t') shown += "\\t";
        else if (c == '"' || c == '\\') shown += std::string("\\") + static_cast<char>(c);
        else if (std::isprint(c)) shown += static_cast<char>(c);
        else {
            static const char* digits = "0123456789abcdef";
            shown += std::string("\\x") + digits[c >> 4] + digits[c & 15];
        }
        if (shown.size() > 80) return shown + "...";
    }
    return shown;
}

// The decimal digits of a fraction whose denominator divides a power of ten; "" when it does not.
std::string exact_decimal(const mpq_class& value) {
    mpz_class denominator = value.get_den();
    unsigned long two_count = mpz_remove(denominator.get_mpz_t(), denominator.get_mpz_t(), mpz_class(2).get_mpz_t());
    unsigned long five_count = mpz_remove(denominator.get_mpz_t(), denominator.get_mpz_t(), mpz_class(5).get_mpz_t());
    if (denominator != 1) return {};
    const unsigned long places = std::max(two_count, five_count);
    if (places > 60) return {};
    mpz_class scale;
    mpz_ui_pow_ui(scale.get_mpz_t(), 10, places);
    mpz_class digits = abs(value.get_num()) * scale / value.get_den();
    std::string text = digits.get_str();
    if (places > 0) {
        if (text.size() <= places) text.insert(0, places + 1 - text.size(), '0');
        text.insert(text.size() - places, ".");
    } else {
        text += ".0";
    }
    return (value < 0 ? "-" : "") + text;
}

}  // namespace

Value Value::integer(std::int64_t value) {
    Value made;
    made.held_ = value;
    return made;
}
Value Value::integer(mpz_class value) {
    Value made;
    if (mpz_fits_slong_p(value.get_mpz_t())) made.held_ = static_cast<std::int64_t>(value.get_si());
    else made.held_ = std::move(value);
    return made;
}
Value Value::real(mpq_class value) {
    Value made;
    made.held_ = std::move(value);
    return made;
}
Value Value::string(std::string value) {
    Value made;
    made.held_ = std::move(value);
    return made;
}
Value Value::boolean(bool value) {
    Value made;
    made.held_ = value;
    return made;
}

Value::Kind Value::kind() const {
    switch (held_.index()) {
        case 1:
        case 2: return Kind::integer;
        case 3: return Kind::real;
        case 4: return Kind::string;
        case 5: return Kind::boolean;
        default: return Kind::none;
    }
}

mpz_class Value::as_integer() const {
    if (const auto* value = small()) return mpz_class(static_cast<long>(*value));
    return std::get<mpz_class>(held_);
}

mpq_class Value::as_rational() const {
    if (const auto* value = std::get_if<mpq_class>(&held_)) return *value;
    return mpq_class(as_integer());
}

std::string Value::show() const {
    switch (kind()) {
        case Kind::none: return "(no value)";
        case Kind::integer: return small() ? std::to_string(*small()) : std::get<mpz_class>(held_).get_str();
        case Kind::real: {
            const mpq_class& value = std::get<mpq_class>(held_);
            if (std::string decimal = exact_decimal(value); !decimal.empty()) return decimal;
            mpf_class approximate(value, 128);
            mp_exp_t exponent = 0;
            std::string digits = approximate.get_str(exponent, 10, 15);
            return value.get_str() + " (about " + (digits.empty() ? "0" : digits.substr(0, 1) + "." + digits.substr(digits[0] == '-' ? 2 : 1)) +
                   "e" + std::to_string(exponent - 1) + ")";
        }
        case Kind::string: return "\"" + printable(text()) + "\"";
        case Kind::boolean: return truth() ? "true" : "false";
    }
    return {};
}

const char* kind_name(Value::Kind kind) {
    switch (kind) {
        case Value::Kind::none: return "no value";
        case Value::Kind::integer: return "integer";
        case Value::Kind::real: return "real number";
        case Value::Kind::string: return "string";
        case Value::Kind::boolean: return "truth value";
    }
    return "value";
}

Value add(const Value& a, const Value& b) {
    require_numbers("add", a, b);
    std::int64_t sum = 0;
    if (both_small(a, b) && !__builtin_add_overflow(*a.small(), *b.small(), &sum)) return Value::integer(sum);
    if (a.is_integer() && b.is_integer()) return normalized(a.as_integer() + b.as_integer());
    return real_result(a.as_rational() + b.as_rational());
}

Value subtract(const Value& a, const Value& b) {
    require_numbers("subtract", a, b);
    std::int64_t difference = 0;
    if (both_small(a, b) && !__builtin_sub_overflow(*a.small(), *b.small(), &difference)) return Value::integer(difference);
    if (a.is_integer() && b.is_integer()) return normalized(a.as_integer() - b.as_integer());
    return real_result(a.as_rational() - b.as_rational());
}

Value multiply(const Value& a, const Value& b) {
    require_numbers("multiply", a, b);
    std::int64_t product = 0;
    if (both_small(a, b) && !__builtin_mul_overflow(*a.small(), *b.small(), &product)) return Value::integer(product);
    if (a.is_integer() && b.is_integer()) return normalized(a.as_integer() * b.as_integer());
    return real_result(a.as_rational() * b.as_rational());
}

Value divide(const Value& a, const Value& b) {
    require_numbers("divide", a, b);
    if (b.as_rational() == 0) throw ProgramFault("division by zero: " + a.show() + " / " + b.show());
    // INT64_MIN / -1 is the one quotient of two 64-bit integers that does not fit.
    if (both_small(a, b) && !(*b.small() == -1 && *a.small() == INT64_MIN)) return Value::integer(*a.small() / *b.small());
    if (a.is_integer() && b.is_integer()) return normalized(a.as_integer() / b.as_integer());
    return real_result(a.as_rational() / b.as_rational());
}

Value remainder(const Value& a, const Value& b) {
    if (!a.is_integer() || !b.is_integer())
        throw ProgramFault("% is for integers, found " + std::string(kind_name(a.kind())) + " " + a.show() + " % " +
                           kind_name(b.kind()) + " " + b.show());
    if (b.small() && *b.small() == 0) throw ProgramFault("remainder of a division by zero: " + a.show() + " % 0");
    if (both_small(a, b)) return *b.small() == -1 ? Value::integer(std::int64_t{0}) : Value::integer(*a.small() % *b.small());
    return normalized(a.as_integer() % b.as_integer());
}

Value negate(const Value& a) {
    if (!a.is_number()) throw ProgramFault("cannot negate " + std::string(kind_name(a.kind())) + " " + a.show());
    if (a.small() && *a.small() != INT64_MIN) return Value::integer(-*a.small());
    if (a.is_integer()) return normalized(-a.as_integer());
    return Value::real(-a.as_rational());
}

Value power(const Value& base, const Value& exponent) {
    if (!base.is_number()) throw ProgramFault("cannot raise " + std::string(kind_name(base.kind())) + " " + base.show() + " to a power");
    if (!exponent.is_integer() || exponent.as_integer() < 0 || !mpz_fits_ulong_p(exponent.as_integer().get_mpz_t()))
        throw ProgramFault("the exponent of ^ must be a non-negative integer that fits an unsigned long, found " + exponent.show());
    const unsigned long times = exponent.as_integer().get_ui();
    // A result of more than 2^26 bits (8 MiB) is refused rather than computed: no validator needs one, and a
    // hostile program must not make the interpreter allocate without bound.
    constexpr double bit_limit = 1 << 26;
    const auto bits_of = [](const mpz_class& n) { return static_cast<double>(mpz_sizeinbase(n.get_mpz_t(), 2)); };
    const mpq_class rational = base.as_rational();
    const double base_bits = std::max(bits_of(rational.get_num()), bits_of(rational.get_den()));
    if (base_bits > 1 && (base_bits - 1) * static_cast<double>(times) > bit_limit)
        throw ProgramFault("the result of " + base.show() + " ^ " + exponent.show() + " is too large (over 2^26 bits)");
    if (base.is_integer()) {
        mpz_class result;
        mpz_pow_ui(result.get_mpz_t(), base.as_integer().get_mpz_t(), times);
        return normalized(std::move(result));
    }
    mpz_class numerator, denominator;
    mpz_pow_ui(numerator.get_mpz_t(), rational.get_num_mpz_t(), times);
    mpz_pow_ui(denominator.get_mpz_t(), rational.get_den_mpz_t(), times);
    return real_result(mpq_class(numerator, denominator));
}

int compare(const Value& a, const Value& b) {
    if (both_small(a, b)) return *a.small() < *b.small() ? -1 : (*a.small() > *b.small() ? 1 : 0);
    if (a.is_number() && b.is_number()) {
        if (a.is_integer() && b.is_integer()) return cmp(a.as_integer(), b.as_integer());
        return cmp(a.as_rational(), b.as_rational());
    }
    if (a.is_string() && b.is_string()) return a.text().compare(b.text()) < 0 ? -1 : (a.text() == b.text() ? 0 : 1);
    if (a.is_boolean() && b.is_boolean()) return static_cast<int>(a.truth()) - static_cast<int>(b.truth());
    throw ProgramFault("cannot compare " + std::string(kind_name(a.kind())) + " " + a.show() + " with " + kind_name(b.kind()) + " " +
                       b.show());
}

bool ValueOrder::operator()(const Value& a, const Value& b) const {
    const auto rank = [](const Value& v) { return v.is_number() ? 0 : v.is_string() ? 1 : v.is_boolean() ? 2 : 3; };
    if (rank(a) != rank(b)) return rank(a) < rank(b);
    if (rank(a) == 3) return false;
    return compare(a, b) < 0;
}

Value parse_decimal(const std::string& text) {
    std::size_t at = 0;
    const bool negative = !text.empty() && text[0] == '-';
    if (negative) ++at;
    std::string digits;
    long decimals = 0;
    bool after_dot = false;
    for (; at < text.size() && (std::isdigit(static_cast<unsigned char>(text[at])) || text[at] == '.'); ++at) {
        if (text[at] == '.') after_dot = true;
        else {
            digits += text[at];
            if (after_dot) ++decimals;
        }
    }
    long exponent = 0;
    if (at < text.size() && (text[at] == 'e' || text[at] == 'E')) {
        ++at;
        bool exponent_negative = false;
        if (at < text.size() && (text[at] == '+' || text[at] == '-')) exponent_negative = text[at++] == '-';
        for (; at < text.size(); ++at) {
            exponent = exponent * 10 + (text[at] - '0');
            if (exponent > max_decimal_exponent)
                throw ProgramFault("the exponent of " + text.substr(0, 40) + " is beyond what gavel holds exactly (|e| <= " +
                                   std::to_string(max_decimal_exponent) + ")");
        }
        if (exponent_negative) exponent = -exponent;
    }
    const long scale = exponent - decimals;
    mpz_class mantissa(digits.empty() ? "0" : digits, 10);
    if (negative) mantissa = -mantissa;
    mpz_class ten_power;
    mpz_ui_pow_ui(ten_power.get_mpz_t(), 10, static_cast<unsigned long>(scale < 0 ? -scale : scale));
    mpq_class value = scale >= 0 ? mpq_class(mantissa * ten_power) : mpq_class(mantissa, ten_power);
    value.canonicalize();
    return Value::real(std::move(value));
}

}  // namespace gavel::ctd
