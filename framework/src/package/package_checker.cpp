// The checker of a package: its custom output validator, or the default one with the package's flags.
#include <spdlog/spdlog.h>

#include "base/errors.hpp"
#include "checkers/default_output_validator.hpp"
#include "package/package_judging.hpp"

namespace gavel::package {
namespace {

// Every case's flags are the package's followed by its own: a mistake in either is found before judging, at the
// file that wrote it, rather than as a JE on one test.
void check_default_flags(const Package& package) {
    try {
        parse_default_validator_flags(package.output_validator_flags);
    } catch (const InputError& error) {
        throw InputError(package.problem_file + ": validator_flags: " + error.what());
    }
    const auto check_case = [&](const DataCase& data) {
        std::vector<std::string> flags = package.output_validator_flags;
        flags.insert(flags.end(), data.extras.checker_arguments.begin(), data.extras.checker_arguments.end());
        try {
            parse_default_validator_flags(flags);
        } catch (const InputError& error) {
            throw InputError(data.location.describe("case '" + data.name + "': output validator arguments: " + error.what()));
        }
    };
    for (const auto& data : package.cases) check_case(data);
    for (const auto& data : package.invalid_outputs) check_case(data);
    for (const auto& data : package.valid_outputs) check_case(data);
}

}  // namespace

namespace {

CheckerSpec custom_validator_spec(const Package& package) {
    CheckerSpec spec;
    spec.kind = CheckerSpec::Kind::external;
    spec.protocol = CheckerSpec::Protocol::kattis;
    spec.program = package.output_validator->path;
    spec.arguments = package.output_validator_flags;
    spec.limits = package.validation_limits;
    return spec;
}

}  // namespace

std::shared_ptr<const Checker> make_package_checker(const Package& package) {
    if (!package.output_validator) {
        check_default_flags(package);
        return make_default_output_validator(package.output_validator_flags);
    }
    return make_external_checker(custom_validator_spec(package), package.problem_file);
}

std::shared_ptr<const InteractiveJudge> make_package_interactive_judge(const Package& package) {
    if (!package.interactive && !package.multi_pass) return nullptr;
    InteractiveSpec spec;
    spec.validator = custom_validator_spec(package);
    spec.interactive = package.interactive;
    spec.passes = package.multi_pass ? static_cast<int>(package.validation_passes) : 1;
    return make_kattis_interactive_judge(spec, package.problem_file);
}

}  // namespace gavel::package
