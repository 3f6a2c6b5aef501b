// A validator decides whether a test's input obeys the statement: a plugin's validate(), or an input validator
// program (Kattis protocol: the input on standard input, exit 42 valid, 43 invalid). One signature for both.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gavel {

struct LanguageTable;
struct ValidatorSpec;

struct Validation {
    enum class Outcome {
        valid,
        invalid,  // the input breaks the statement: the problem's data is wrong, never the contestant
        failed,   // the validator itself crashed, hung or said something it may not: a problem bug
    };
    Outcome outcome = Outcome::valid;
    std::string message;  // why it is invalid, or how the validator failed

    bool ok() const { return outcome == Outcome::valid; }
};

/// Abstract so that each kind of validator runs its own way and tests can substitute a fake.
class Validator {
public:
    virtual ~Validator() = default;
    /// Judges `input` (the problem's own data, trusted as far as a problem author is).
    virtual Validation validate(std::string_view input) const = 0;
    /// validate() of each input, in order; a validator that can judge several at once for less overrides it.
    virtual std::vector<Validation> validate_all(std::span<const std::string_view> inputs) const {
        std::vector<Validation> results;
        results.reserve(inputs.size());
        for (const auto input : inputs) results.push_back(validate(input));
        return results;
    }
    /// "plugin", "validate.cpp"
    virtual std::string name() const = 0;
    /// As Checker's: a validator that runs a program is built by the judging commands, never when it is opened.
    virtual bool needs_build() const { return false; }
    virtual void build(const LanguageTable& languages) const { (void)languages; }
};

/// problem.yaml's `validator: {program, args}`, Kattis convention: the input on standard input, the args on its
/// command line; exit 42 valid, 43 invalid, anything else a validator failure. Run in a box of its own, built
/// by build() as run/author_program.hpp says.
std::unique_ptr<Validator> make_program_validator(const ValidatorSpec& spec, const std::string& problem_file);

/// What a validator said, as one line safe to print: line breaks and tabs become spaces, the rest goes through
/// printable_text, at most `limit` bytes.
std::string one_safe_line(std::string_view text, std::size_t limit = 300);

}  // namespace gavel
