// The problem package format's default output validator: the output's tokens against the answer's, as its
// flags say (../shared/docs/package-format/2025-09.md, "Default output validator specification").
//
//   case_sensitive              tokens equal byte for byte (else ASCII letters compare regardless of case)
//   space_change_sensitive      every run of whitespace, leading and trailing too, equal to the answer's
//   float_absolute_tolerance ε  an answer token that is a number accepts a number within ε of it
//   float_relative_tolerance ε  ... within ε·|answer|; with both, within either
//   float_tolerance ε           both, with the one ε
//
// Whitespace is space, \f, \n, \r, \t and \v. Numbers are the package format's (checkers/spec_float.hpp): with
// a tolerance set, an answer token that is one wants one, and any other token compares as a string.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "checkers/checker.hpp"

namespace gavel {

struct DefaultValidatorFlags {
    bool case_sensitive = false;
    bool space_change_sensitive = false;
    std::optional<double> absolute_tolerance;
    std::optional<double> relative_tolerance;
};

/// Reads a list of flags as the validator's command line gives them. Throws InputError saying what was expected
/// (without a place: the caller knows which file and line gave them) for an unknown flag, a tolerance without a
/// non-negative number after it, a tolerance given twice, and float_tolerance beside either other tolerance.
DefaultValidatorFlags parse_default_validator_flags(std::span<const std::string> flags);

/// The validator with the problem's `flags` (legacy validator_flags; checked here, so InputError as above).
/// check_case() reads the problem's flags followed by the case's arguments (output_validator_args): a case
/// whose arguments make a bad list is the judge's error (IE), which a package refuses when it is opened.
/// name(): "default", or "default(float_tolerance 1e-6)" with the problem's flags.
std::unique_ptr<Checker> make_default_output_validator(std::vector<std::string> flags);

}  // namespace gavel
