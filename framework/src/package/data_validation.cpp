// Running the package's validators over its data. Each validator is an AuthorProgram: built once (compile cache),
// run in a box of its own, one case at a time. A validator gavel cannot run here is skipped with a warning, or
// with --strict refused, so that a package with (say) a Java validator can still be judged on a machine without
// a JVM, and the setter is told.
#include "package/data_validation.hpp"

#include <spdlog/spdlog.h>

#include <memory>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "checkers/validator.hpp"
#include "run/author_program.hpp"

namespace gavel::package {
namespace {

constexpr int valid_exit = 42, invalid_exit = 43;

struct RunnableValidator {
    std::string name;
    std::unique_ptr<AuthorProgram> program;
};

// The warning that skips `author`, naming it and why; "" when it runs here.
std::string skip_warning(const AuthorProgram& author, const PackageProgram& program, const std::string& role,
                         const LanguageTable& languages) {
    const std::string why = author.unrunnable_reason(languages);
    return why.empty() ? why : program.path.string() + ": " + role + " skipped: " + why;
}

std::vector<RunnableValidator> build_all(const std::vector<PackageProgram>& programs, const std::string& role,
                                         const Package& package, const LanguageTable& languages, bool strict,
                                         std::vector<std::string>& skipped) {
    std::vector<RunnableValidator> built;
    for (const auto& program : programs) {
        auto author = std::make_unique<AuthorProgram>(program.path, role, package.problem_file);
        if (const std::string text = skip_warning(*author, program, role, languages); !text.empty()) {
            if (strict) throw InputError(text + " (--strict)");
            spdlog::warn("{}", text);
            skipped.push_back(text);
            continue;
        }
        author->build(languages);
        built.push_back({program.name, std::move(author)});
    }
    return built;
}

std::string said(const RunResult& run) { return one_safe_line(run.output.empty() ? run.message : run.output + " " + run.message); }

// Runs `validator` with `arguments` on `stdin_text`; `files` is a case's .files folder, copied into its working
// folder. With `input_file`, that text is put in the box and its path goes first on the command line.
RunResult run_validator(AuthorProgram& validator, std::vector<std::string> arguments, const std::string& stdin_text,
                        const std::filesystem::path& files, const std::string* input_file = nullptr) {
    const AuthorProgram::Use use = validator.use();
    std::vector<std::string> argv = use.command;
    if (input_file) {
        write_file_bytes(use.box.host_dir() / "validator-input", *input_file);
        argv.push_back(use.box.inside("validator-input").string());
    }
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    sandbox::RunSpec spec = validator.spec(std::move(argv));
    spec.case_files = files;
    return use.box.run(spec, stdin_text);
}

// The input validator's arguments for one case: its input_validator_args (by name, or for all), then the case's args.
std::vector<std::string> input_arguments(const DataCase& data, const std::string& validator) {
    const auto named = data.input_validator_arguments_by_name.find(validator);
    std::vector<std::string> arguments = named != data.input_validator_arguments_by_name.end()
                                             ? named->second
                                             : (data.input_validator_arguments_by_name.empty() ? data.input_validator_arguments
                                                                                              : std::vector<std::string>{});
    arguments.insert(arguments.end(), data.extras.arguments.begin(), data.extras.arguments.end());
    return arguments;
}

bool stopped(const DataValidationOptions& options) { return options.stop != nullptr && options.stop->load(); }

}  // namespace

std::vector<std::string> unrunnable_validators(const Package& package, const LanguageTable& languages) {
    std::vector<std::string> skipped;
    const auto look = [&](const std::vector<PackageProgram>& programs, const std::string& role) {
        for (const auto& program : programs)
            if (std::string text = skip_warning(AuthorProgram(program.path, role, package.problem_file), program, role, languages); !text.empty())
                skipped.push_back(std::move(text));
    };
    look(package.input_validators, "input validator");
    look(package.answer_validators, "answer validator");
    return skipped;
}

DataValidation validate_data(const Package& package, const LanguageTable& languages, const DataValidationOptions& options) {
    DataValidation validation;
    std::vector<DataProblem>& problems = validation.problems;
    auto inputs = build_all(package.input_validators, "input validator", package, languages, options.strict, validation.skipped);
    auto answers = build_all(package.answer_validators, "answer validator", package, languages, options.strict, validation.skipped);

    const auto validate_input = [&](const DataCase& data, bool must_be_valid) {
        const std::string input = read_needed_file(data.input);
        bool refused = false;
        for (auto& validator : inputs) {
            if (stopped(options)) return;
            const RunResult run = run_validator(*validator.program, input_arguments(data, validator.name), input, data.extras.files);
            if (run.finished_with(valid_exit)) continue;
            refused = true;
            if (!must_be_valid) continue;
            // Any exit but 42 leaves the input unconfirmed; a crash or a hang is worth naming as such.
            const std::string how = run.finished_with(invalid_exit) ? "refuses it" : "does not confirm it (" + run.describe() + ", expected exit code 42)";
            const std::string text = said(run);
            problems.push_back({data.input.string(), validator.name, how + (text.empty() ? "" : ": " + text)});
        }
        if (!must_be_valid && !refused && !inputs.empty())
            problems.push_back({data.input.string(), "input validators", "accept an input in invalid_input that must be refused"});
    };
    const auto validate_answer = [&](const DataCase& data) {
        if (data.answer.empty()) return;
        const std::string answer = read_needed_file(data.answer), input = read_needed_file(data.input);
        for (auto& validator : answers) {
            if (stopped(options)) return;
            // The answer on standard input, the input file's name first: as an output validator sees them.
            const RunResult run = run_validator(*validator.program, data.extras.checker_arguments, answer, {}, &input);
            if (run.finished_with(valid_exit)) continue;
            const std::string text = said(run);
            problems.push_back({data.answer.string(), validator.name,
                                (run.finished_with(invalid_exit) ? "refuses it" : "does not confirm it (" + run.describe() + ")") +
                                    (text.empty() ? "" : ": " + text)});
        }
    };
    for (const auto& data : package.cases) {
        validate_input(data, true);
        validate_answer(data);
    }
    if (!package.invalid_inputs.empty() && inputs.empty())
        spdlog::warn("{}: data/invalid_input is not checked: no input validator runs here", package.directory.string());
    for (const auto& data : package.invalid_inputs) validate_input(data, false);
    // valid_output and invalid_output: the output validator on each .out against its .ans.
    const auto check_output = [&](const DataCase& data, bool must_pass) {
        if (stopped(options)) return;
        validate_input(data, true);
        const std::string input = read_needed_file(data.input), answer = read_needed_file(data.answer), output = read_needed_file(data.output);
        const CheckOutcome outcome = package.problem.checker->check_case({input, output, answer, data.extras.checker_arguments});
        if (outcome.verdict == Verdict::internal_error)
            problems.push_back({data.output.string(), package.problem.checker->name(), "failed: " + outcome.message});
        else if ((outcome.verdict == Verdict::accepted) != must_pass)
            problems.push_back({data.output.string(), package.problem.checker->name(),
                                std::string(must_pass ? "rejects an output of valid_output" : "accepts an output of invalid_output") +
                                    (outcome.message.empty() ? "" : ": " + one_safe_line(outcome.message))});
    };
    for (const auto& data : package.valid_outputs) check_output(data, true);
    for (const auto& data : package.invalid_outputs) check_output(data, false);
    return validation;
}

}  // namespace gavel::package
