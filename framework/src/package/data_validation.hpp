// The package's own checks of its data, run before any submission: every input through every input validator,
// every answer through every answer validator, every invalid input refused by at least one input validator, and
// the output validator on valid_output / invalid_output.
#pragma once

#include <atomic>
#include <string>
#include <vector>

#include "package/package.hpp"
#include "run/languages.hpp"

namespace gavel::package {

struct DataProblem {
    std::string file;     // the data file at fault: ".../data/secret/03.in"
    std::string program;  // the validator that said so: "validate.cpp"
    std::string message;  // what it said (its stdout and stderr, one safe line)
};

/// What validate_data found, and what it could not look at.
struct DataValidation {
    std::vector<DataProblem> problems;  // in data order; empty when the data is valid as far as it was checked
    std::vector<std::string> skipped;   // one warning per validator that did not run here, naming it and why
};

struct DataValidationOptions {
    bool strict = false;                   // a validator that cannot run here is an error, not a warning
    const std::atomic<bool>* stop = nullptr;
};

/// Builds the validators (throws InputError naming the program when one does not compile) and runs them.
/// Returns every problem found. A validator that crashes or times out is a problem too (its message says so). A
/// validator gavel cannot run here (AuthorProgram::unrunnable_reason) is skipped with a warning in the log and in
/// `skipped`, so that the caller can tell that the data was not all checked; with options.strict it is an
/// InputError instead.
DataValidation validate_data(const Package& package, const LanguageTable& languages, const DataValidationOptions& options);

/// The warning validate_data gives for each validator it would skip here, in the same words; nothing is built or
/// run. For a command that judges data validated elsewhere (gavel merge, after the shards).
std::vector<std::string> unrunnable_validators(const Package& package, const LanguageTable& languages);

}  // namespace gavel::package
