// Checking: what each reading command accepts, byte by byte, with checktestdata's rules for numbers and blanks.
#include <cctype>

#include "ctd/machine.hpp"

namespace gavel::ctd::detail {
namespace {

bool is_digit(int c) { return c >= '0' && c <= '9'; }
bool is_blank(int c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

std::string found_text(int c) {
    if (c < 0) return "the end of the data";
    if (c == '\n') return "a newline";
    if (c == ' ') return "a space";
    if (c == '\t') return "a tab";
    if (c == '\r') return "a carriage return (\\r: Windows line ends?)";
    if (std::isprint(c)) return std::string("'") + static_cast<char>(c) + "'";
    static const char* digits = "0123456789abcdef";
    return std::string("byte 0x") + digits[c >> 4] + digits[c & 15];
}

// A token as a message quotes it: long ones cut.
std::string quoted(const std::string& token) { return "'" + (token.size() > 40 ? token.substr(0, 40) + "...'" : token + "'"); }

class DataMatchInput : public MatchInput {
public:
    explicit DataMatchInput(DataReader& data) : data_(data) {}
    int at(std::size_t offset) override { return data_.peek(offset); }

private:
    DataReader& data_;
};

}  // namespace

void Machine::refuse_found(const std::string& expected) { throw Refused{"expected " + expected + ", found " + found_text(data_->peek())}; }

void Machine::skip_blanks() {
    while (is_blank(data_->peek())) data_->advance();
}

void Machine::check_token(const Command& command) {
    switch (command.kind) {
        case Command::Kind::space: return check_space();
        case Command::Kind::newline: return check_newline();
        case Command::Kind::eof:
            if (!data_->at_end()) refuse_found("the end of the data");
            return;
        case Command::Kind::integer: return check_integer(command);
        case Command::Kind::real:
        case Command::Kind::real_with_decimals: return check_real(command);
        case Command::Kind::string: return check_string(command);
        case Command::Kind::regex: return check_regex(command);
        default: return;
    }
}

void Machine::check_space() {
    if (!options_.whitespace_ok) {
        if (data_->peek() != ' ') refuse_found("a space");
        data_->advance();
        return;
    }
    if (!is_blank(data_->peek())) refuse_found("a space (or blanks)");
    skip_blanks();
}

void Machine::check_newline() {
    if (options_.whitespace_ok) skip_blanks();
    if (data_->peek() != '\n') refuse_found("a newline");
    data_->advance();
    if (options_.whitespace_ok) skip_blanks();
}

void Machine::check_integer(const Command& command) {
    // 0|-?[1-9][0-9]*: no leading zeros, no -0, no '+'.
    std::string token;
    if (data_->peek() == '-') token += '-';
    while (is_digit(data_->peek(token.size()))) token += static_cast<char>(data_->peek(token.size()));
    const bool negative = !token.empty() && token[0] == '-';
    const std::size_t digits = token.size() - (negative ? 1 : 0);
    if (digits == 0) {
        if (negative) data_->advance();
        refuse_found("an integer");
    }
    if (token[negative ? 1 : 0] == '0' && (digits > 1 || negative))
        throw Refused{digits > 1 ? "the integer " + quoted(token) + " has a leading zero" : "-0 is not an integer as checktestdata writes one"};
    const Value least = integer_value(command.args[0], "INT's least value"), most = integer_value(command.args[1], "INT's greatest value");
    Value value;
    if (digits <= 18) {
        std::int64_t number = 0;
        for (std::size_t i = negative ? 1 : 0; i < token.size(); ++i) number = number * 10 + (token[i] - '0');
        value = Value::integer(negative ? -number : number);
    } else {
        value = Value::integer(mpz_class(token, 10));
    }
    if (compare(value, least) < 0 || compare(value, most) > 0)
        throw Refused{"the integer " + quoted(token) + " is out of range [" + least.show() + ", " + most.show() + "]"};
    data_->advance(token.size());
    if (command.target) store(*command.target, std::move(value));
}

void Machine::check_real(const Command& command) {
    const bool with_decimals = command.kind == Command::Kind::real_with_decimals;
    const char* name = with_decimals ? "FLOATP" : "FLOAT";
    std::pair<int, int> decimals{0, 0};
    if (with_decimals) decimals = decimals_of(command);
    // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?, the exponent forbidden by FIXED and required by SCIENTIFIC.
    std::string token;
    const auto peek = [&] { return data_->peek(token.size()); };
    const auto take = [&] { token += static_cast<char>(peek()); };
    if (peek() == '-') take();
    const std::size_t integer_start = token.size();
    while (is_digit(peek())) take();
    const std::size_t integer_digits = token.size() - integer_start;
    const auto refuse_here = [&](const std::string& expected) {
        data_->advance(token.size());
        refuse_found(expected);
    };
    if (integer_digits == 0) refuse_here(std::string("a number (") + name + ")");
    if (integer_digits > 1 && token[integer_start] == '0') throw Refused{"the number " + quoted(token) + "... has a leading zero"};
    std::size_t fraction_digits = 0;
    if (peek() == '.') {
        take();
        while (is_digit(peek())) take(), ++fraction_digits;
        if (fraction_digits == 0) refuse_here("a digit after the decimal point");
    }
    bool has_exponent = false;
    const bool exponent_follows = peek() == 'e' || peek() == 'E';
    if (command.notation == FloatNotation::fixed && exponent_follows)
        throw Refused{"the number " + quoted(token) + " goes on with an exponent, which FIXED does not allow"};
    if (command.notation == FloatNotation::scientific && !exponent_follows) refuse_here("an exponent (e or E: SCIENTIFIC)");
    if (exponent_follows) {
        has_exponent = true;
        take();
        if (peek() == '+' || peek() == '-') take();
        std::size_t exponent_digits = 0;
        while (is_digit(peek())) take(), ++exponent_digits;
        if (exponent_digits == 0) refuse_here("a digit of the exponent");
    }
    if (with_decimals) {
        if (has_exponent && (integer_digits != 1 || token[integer_start] == '0'))
            throw Refused{"the number " + quoted(token) + " is in scientific notation, which FLOATP writes with exactly one non-zero digit before "
                          "the decimal point"};
        const int count = static_cast<int>(fraction_digits);
        if (count < decimals.first || count > decimals.second)
            throw Refused{"the number " + quoted(token) + " has " + std::to_string(count) + " decimals (expected " + std::to_string(decimals.first) +
                          (decimals.first == decimals.second ? "" : " to " + std::to_string(decimals.second)) + ")"};
    }
    Value value;
    try {
        value = parse_decimal(token);
    } catch (const ProgramFault& fault) {
        throw Refused{fault.what()};
    }
    const Value least = eval(command.args[0]), most = eval(command.args[1]);
    for (const Value* bound : {&least, &most})
        if (!bound->is_number()) throw ProgramFault(std::string(name) + "'s bounds must be numbers, found " + kind_name(bound->kind()) + " " + bound->show());
    if (compare(value, least) < 0 || compare(value, most) > 0)
        throw Refused{"the number " + quoted(token) + " is out of range [" + least.show() + ", " + most.show() + "]"};
    data_->advance(token.size());
    if (command.target) store(*command.target, std::move(value));
}

void Machine::check_string(const Command& command) {
    const Value expected = eval(command.args[0]);
    if (!expected.is_string()) throw ProgramFault("STRING takes a string, found " + std::string(kind_name(expected.kind())) + " " + expected.show());
    for (std::size_t i = 0; i < expected.text().size(); ++i) {
        const char c = expected.text()[i];
        if (data_->peek() != static_cast<unsigned char>(c))
            refuse_found(std::string("\"") + expected.text().substr(0, 60) + "\"" + (i ? " (from its character " + std::to_string(i + 1) + " on)" : ""));
        data_->advance();
    }
}

void Machine::check_regex(const Command& command) {
    const std::shared_ptr<const Regex> regex = regex_of(command);
    DataMatchInput input(*data_);
    const std::size_t length = regex->longest_match(input);
    if (length == std::string::npos) refuse_found("a match of the regular expression \"" + regex->pattern() + "\"");
    if (command.target) store(*command.target, Value::string(std::string(data_->ahead(length))));
    data_->advance(length);
}

}  // namespace gavel::ctd::detail
