// Generating: what each reading command writes. Numbers are drawn uniformly from their range (reals as a whole
// number of units of their last decimal, so that the text written is exactly the value chosen and always in range).
#include "ctd/machine.hpp"

namespace gavel::ctd::detail {
namespace {

mpz_class ten_to(unsigned long places) {
    mpz_class power;
    mpz_ui_pow_ui(power.get_mpz_t(), 10, places);
    return power;
}

// Uniform in [0, size) (size > 0), from 64 spare bits beyond its own: the bias is below 2^-64.
mpz_class below(const mpz_class& size, std::mt19937_64& random) {
    const std::size_t words = mpz_sizeinbase(size.get_mpz_t(), 2) / 64 + 2;
    mpz_class drawn = 0;
    for (std::size_t i = 0; i < words; ++i) drawn = (drawn << 64) + mpz_class(std::to_string(random()), 10);
    return drawn % size;
}

mpz_class ceil_div(const mpz_class& a, const mpz_class& b) {
    mpz_class q;
    mpz_cdiv_q(q.get_mpz_t(), a.get_mpz_t(), b.get_mpz_t());
    return q;
}
mpz_class floor_div(const mpz_class& a, const mpz_class& b) {
    mpz_class q;
    mpz_fdiv_q(q.get_mpz_t(), a.get_mpz_t(), b.get_mpz_t());
    return q;
}

// units / 10^places in fixed notation: "-12.50".
std::string fixed_text(const mpz_class& units, int places) {
    std::string digits = mpz_class(abs(units)).get_str();
    if (places > 0) {
        if (static_cast<int>(digits.size()) <= places) digits.insert(0, places + 1 - digits.size(), '0');
        digits.insert(digits.size() - places, ".");
    }
    return (units < 0 ? "-" : "") + digits;
}

// units / 10^places in scientific notation with `decimals` decimals, cut toward zero: "1.25e3". Empty for zero.
std::string scientific_text(const mpz_class& units, int places, int decimals) {
    if (units == 0) return {};
    const std::string digits = mpz_class(abs(units)).get_str();
    const long exponent = static_cast<long>(digits.size()) - 1 - places;
    std::string mantissa = digits.substr(0, 1);
    std::string rest = digits.substr(1, decimals);
    rest.resize(decimals, '0');
    if (decimals > 0) mantissa += "." + rest;
    return (units < 0 ? "-" : "") + mantissa + "e" + std::to_string(exponent);
}

}  // namespace

std::optional<Value> Machine::preset_for(const Command& command) const {
    if (!command.target || !command.target->indices.empty()) return std::nullopt;
    return presets_[command.target->slot];
}

void Machine::generate_token(const Command& command) {
    switch (command.kind) {
        case Command::Kind::space: *out_ += ' '; return;
        case Command::Kind::newline: *out_ += '\n'; return;
        case Command::Kind::eof: return;
        case Command::Kind::integer: return generate_integer(command);
        case Command::Kind::real:
        case Command::Kind::real_with_decimals: return generate_real(command);
        case Command::Kind::string: {
            const Value text = eval(command.args[0]);
            if (!text.is_string()) throw ProgramFault("STRING takes a string, found " + std::string(kind_name(text.kind())) + " " + text.show());
            *out_ += text.text();
            return;
        }
        case Command::Kind::regex: {
            std::string text = regex_of(command)->generate(*random_);
            *out_ += text;
            if (command.target) store(*command.target, Value::string(std::move(text)));
            return;
        }
        default: return;
    }
}

void Machine::generate_integer(const Command& command) {
    const mpz_class least = integer_of(command.args[0], "INT's least value"), most = integer_of(command.args[1], "INT's greatest value");
    if (least > most) throw Refused{"INT's range [" + least.get_str() + ", " + most.get_str() + "] is empty"};
    mpz_class value = least + below(most - least + 1, *random_);
    if (const auto preset = preset_for(command)) {
        if (!preset->is_integer()) throw ProgramFault("the preset of " + name_of(command.target->slot) + " is no integer: " + preset->show());
        value = preset->as_integer();
        if (value < least || value > most) throw Refused{"the preset " + value.get_str() + " is out of INT's range"};
    }
    *out_ += value.get_str();
    if (command.target) store(*command.target, Value::integer(std::move(value)));
}

void Machine::generate_real(const Command& command) {
    const bool with_decimals = command.kind == Command::Kind::real_with_decimals;
    const Value least_value = eval(command.args[0]), most_value = eval(command.args[1]);
    if (!least_value.is_number() || !most_value.is_number()) throw ProgramFault("FLOAT's bounds must be numbers");
    const mpq_class least = least_value.as_rational(), most = most_value.as_rational();
    if (least > most) throw Refused{"the range [" + least_value.show() + ", " + most_value.show() + "] is empty"};
    std::pair<int, int> decimals{1, 6};
    if (with_decimals) decimals = decimals_of(command);
    const auto draw = [&](int low, int high) { return low + static_cast<int>((*random_)() % static_cast<unsigned>(high - low + 1)); };
    if (const auto preset = preset_for(command)) {
        if (!preset->is_number()) throw ProgramFault("the preset of " + name_of(command.target->slot) + " is no number: " + preset->show());
        if (compare(*preset, least_value) < 0 || compare(*preset, most_value) > 0) throw Refused{"the preset " + preset->show() + " is out of range"};
    }
    for (int attempt = 0; attempt < 20; ++attempt) {
        int places = draw(decimals.first, decimals.second);
        // The scientific form is cut from a fixed one with digits to spare.
        const bool scientific = command.notation == FloatNotation::scientific;
        const int fixed_places = scientific ? places + 20 : places;
        const mpz_class scale = ten_to(static_cast<unsigned long>(fixed_places));
        const mpz_class low = ceil_div(least.get_num() * scale, least.get_den()), high = floor_div(most.get_num() * scale, most.get_den());
        if (low > high) continue;
        mpz_class units = low + below(high - low + 1, *random_);
        if (const auto preset = preset_for(command)) {
            const mpq_class exact = preset->as_rational() * mpq_class(scale);
            units = floor_div(exact.get_num(), exact.get_den());
        }
        const std::string text = scientific ? scientific_text(units, fixed_places, places) : fixed_text(units, fixed_places);
        if (text.empty()) continue;
        const Value value = parse_decimal(text);
        if (compare(value, least_value) < 0 || compare(value, most_value) > 0) continue;
        *out_ += text;
        if (command.target) store(*command.target, value);
        return;
    }
    throw Refused{"no number of the allowed form was found in [" + least_value.show() + ", " + most_value.show() + "]"};
}

}  // namespace gavel::ctd::detail
