// The default output validator's command line, read as the package format defines it.
#include "base/errors.hpp"
#include "base/printable_text.hpp"
#include "checkers/default_output_validator.hpp"
#include "checkers/spec_float.hpp"

namespace gavel {
namespace {

constexpr const char* known_flags =
    "case_sensitive, space_change_sensitive, float_tolerance ε, float_absolute_tolerance ε or float_relative_tolerance ε";

std::string quoted(const std::string& text) { return "'" + printable_text(text, 60) + "'"; }

double read_tolerance(const std::string& flag, std::span<const std::string> flags, std::size_t& at) {
    if (at + 1 >= flags.size())
        throw InputError(flag + " needs a tolerance after it: expected a non-negative number such as 1e-6, found the end of the flags");
    const std::string& text = flags[++at];
    const std::optional<double> value = parse_spec_float(text);
    if (!value) throw InputError(flag + " needs a tolerance after it: expected a non-negative number such as 1e-6, found " + quoted(text));
    if (*value < 0) throw InputError(flag + " " + text + ": expected a non-negative tolerance");
    return *value;
}

}  // namespace

DefaultValidatorFlags parse_default_validator_flags(std::span<const std::string> flags) {
    DefaultValidatorFlags parsed;
    // Which tolerance flags were given: the format allows each at most once, and float_tolerance alone.
    bool given_absolute = false, given_relative = false, given_both = false;
    const auto once = [](bool& given, const std::string& flag) {
        if (given) throw InputError(flag + " is given twice: expected each tolerance at most once");
        given = true;
    };
    for (std::size_t at = 0; at < flags.size(); ++at) {
        const std::string& flag = flags[at];
        if (flag == "case_sensitive") {
            parsed.case_sensitive = true;
        } else if (flag == "space_change_sensitive") {
            parsed.space_change_sensitive = true;
        } else if (flag == "float_tolerance") {
            once(given_both, flag);
            parsed.absolute_tolerance = parsed.relative_tolerance = read_tolerance(flag, flags, at);
        } else if (flag == "float_absolute_tolerance") {
            once(given_absolute, flag);
            parsed.absolute_tolerance = read_tolerance(flag, flags, at);
        } else if (flag == "float_relative_tolerance") {
            once(given_relative, flag);
            parsed.relative_tolerance = read_tolerance(flag, flags, at);
        } else {
            throw InputError("unknown default output validator flag " + quoted(flag) + ": expected " + known_flags);
        }
        if (given_both && (given_absolute || given_relative))
            throw InputError("float_tolerance sets both tolerances: expected it without float_absolute_tolerance or float_relative_tolerance");
    }
    return parsed;
}

}  // namespace gavel
