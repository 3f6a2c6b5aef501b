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

struct DataValidationOptions {
    bool strict = false;                   // a validator that cannot run here is an error, not a warning
    const std::atomic<bool>* stop = nullptr;
};

/// Builds the validators (throws InputError naming the program when one does not compile) and runs them.
/// Returns every problem found, in data order; empty when the data is valid. A validator that crashes or times out
/// is a problem too (its message says so). A validator in a language gavel cannot run is skipped with a warning.
std::vector<DataProblem> validate_data(const Package& package, const LanguageTable& languages,
                                       const DataValidationOptions& options);

}  // namespace gavel::package
