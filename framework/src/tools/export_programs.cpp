// output_validator/ and input_validators/ of an exported package.
//
// The plugin's check() and validate() become programs: a folder holding the plugin's own source, the SDK headers it
// includes and a driver main.cpp (export_drivers.cpp) that calls the plugin's descriptor as gavel does. The SDK's
// `#include <gavel/...>` are made quoted includes of the copies (`"gavel/sdk.hpp"` in the folder, `"sdk.hpp"`
// between the headers), which a compiler finds from the including file's own folder: the folder then builds
// with a plain `g++ -std=c++20 -O2 *.cpp`, with no include path of gavel's. tokens, exact and floats become the
// format's default validator with its flags; a Kattis checker program and problem.yaml's validator program are
// copied as they are.
#include <charconv>
#include <deque>
#include <optional>
#include <set>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "tools/export_parts.hpp"
#include "tools/export_sdk.hpp"

namespace gavel::package_export {
namespace {

// In a line `#include <gavel/NAME>` (or "gavel/NAME"): where NAME starts and how long it is.
std::optional<std::pair<std::size_t, std::size_t>> sdk_include(std::string_view line) {
    std::size_t at = line.find_first_not_of(" \t");
    if (at == std::string_view::npos || line[at] != '#') return std::nullopt;
    at = line.find_first_not_of(" \t", at + 1);
    if (at == std::string_view::npos || line.substr(at, 7) != "include") return std::nullopt;
    at = line.find_first_not_of(" \t", at + 7);
    if (at == std::string_view::npos || (line[at] != '<' && line[at] != '"')) return std::nullopt;
    const char close = line[at] == '<' ? '>' : '"';
    if (line.substr(at + 1, 6) != "gavel/") return std::nullopt;
    const std::size_t end = line.find(close, at + 7);
    if (end == std::string_view::npos) return std::nullopt;
    return std::pair{at + 7, end - (at + 7)};
}

// `text` with every SDK include made `#include "PREFIX NAME"`; each NAME goes to `needed`.
std::string with_local_sdk(std::string_view text, std::string_view prefix, std::set<std::string>& needed) {
    std::string result;
    for (std::size_t start = 0; start < text.size();) {
        std::size_t end = text.find('\n', start);
        end = end == std::string_view::npos ? text.size() : end + 1;
        const std::string_view line = text.substr(start, end - start);
        if (const auto name = sdk_include(line)) {
            const std::string header(line.substr(name->first, name->second));
            needed.insert(header);
            result += "#include \"" + std::string(prefix) + header + "\"" + std::string(line.substr(name->first + name->second + 1));
        } else {
            result += line;
        }
        start = end;
    }
    return result;
}

const SdkHeader* find_sdk_header(std::string_view name) {
    for (const SdkHeader& header : sdk_headers())
        if (header.name == name) return &header;
    return nullptr;
}

// Writes into `folder` the plugin's sources, the SDK headers they need under gavel/, and `driver` as main.cpp.
void write_plugin_program(const PackageFolder& package, const std::string& folder, const ExportRequest& request,
                          std::string_view driver) {
    if (request.plugin_sources.empty())
        throw InputError(request.config.file_name + ": the problem's plugin has no known source (no <plugin>.so.sources "
                         "beside it, no plugins/<id>/<id>.cpp); export builds the package's validators from it");
    std::set<std::string> needed{"plugin.h"};  // the driver's own include
    std::set<std::string> names;
    for (const auto& source : request.plugin_sources) {
        const std::string name = file_name_part(source.filename().string());
        if (name == "main.cpp" || !names.insert(name).second)
            throw InputError(source.string() + ": a second plugin source named " + name + "; expected distinct names other than main.cpp");
        const std::optional<std::string> text = read_file_bytes(source);
        if (!text) throw InputError(source.string() + ": cannot read the plugin's source, which the package's validators are built from");
        package.write(folder + "/" + name, with_local_sdk(*text, "gavel/", needed));
    }
    package.write(folder + "/main.cpp", driver);
    std::deque<std::string> pending(needed.begin(), needed.end());
    for (std::set<std::string> written; !pending.empty(); pending.pop_front()) {
        if (!written.insert(pending.front()).second) continue;
        const SdkHeader* header = find_sdk_header(pending.front());
        if (header == nullptr)
            throw InputError(request.plugin_sources.front().string() + ": includes gavel/" + pending.front() +
                             ", which is no header of gavel's SDK");
        std::set<std::string> more;
        package.write(folder + "/gavel/" + std::string(header->name), with_local_sdk(header->text, "", more));
        pending.insert(pending.end(), more.begin(), more.end());
    }
}

bool c_or_cpp(const std::string& extension) {
    for (const char* known : {".c", ".cc", ".cpp", ".cxx", ".c++", ".C", ".h", ".hpp"})
        if (extension == known) return true;
    return false;
}

// A program of problem.yaml's (a source, a folder of sources or an executable) as a program folder of the format.
void write_program_as_is(const PackageFolder& package, const std::string& folder, const std::filesystem::path& program) {
    std::error_code error;
    if (std::filesystem::is_directory(program, error)) return package.copy_folder(program, folder);
    const std::string extension = program.extension().string();
    const std::string name = file_name_part(program.filename().string());
    if (c_or_cpp(extension)) return package.copy_file(program, folder + "/" + name);
    if (extension == ".py") {
        // A folder of one Python file is none of the format's forms; a run script is.
        package.copy_file(program, folder + "/" + name);
        package.write(folder + "/run", "#!/bin/sh\nexec python3 \"$(dirname \"$0\")/" + name + "\" \"$@\"\n", true);
        return;
    }
    const auto permissions = std::filesystem::status(program, error).permissions();
    if (!error && (permissions & std::filesystem::perms::owner_exec) != std::filesystem::perms::none) {
        package.copy_file(program, folder + "/run");
        package.warn(program.string() + " is an executable: the package runs it as " + folder +
                     "/run, so only on machines it was built for");
        return;
    }
    package.copy_file(program, folder + "/" + name);
    package.warn(program.string() + " is not C, C++ or Python: a judge may not know how to build " + folder);
}

std::string number_text(double value) {
    char text[64];
    const auto written = std::to_chars(text, text + sizeof text, value);
    return std::string(text, written.ptr);
}

// The default output validator's flags for gavel's built-in checkers. gavel compares tokens byte for byte, so every
// one of them is case_sensitive; exact wants the whitespace too; floats has both tolerances (either suffices, in
// gavel as in the format).
std::vector<std::string> default_validator_flags(const CheckerSpec& checker) {
    switch (checker.kind) {
        case CheckerSpec::Kind::exact: return {"case_sensitive", "space_change_sensitive"};
        case CheckerSpec::Kind::floats:
            return {"case_sensitive", "float_absolute_tolerance", number_text(checker.absolute),
                    "float_relative_tolerance", number_text(checker.relative)};
        default: return {"case_sensitive"};
    }
}

void write_output_validator(const PackageFolder& package, const ExportRequest& request, ValidatorsWritten& written) {
    const ProblemConfig& config = request.config;
    if (const auto& interactor = config.interactor) {
        // An interactive problem's output validator is its interactor, run beside the submission.
        if (interactor->protocol == CheckerSpec::Protocol::testlib)
            throw InputError(config.file_name, config.interactor_line, config.interactor_column,
                             "interactor program " + interactor->program.filename().string() +
                                 " speaks testlib's protocol, and a package's interactive output validator the Kattis one "
                                 "(42/43, a feedback folder); expected protocol: kattis to export it");
        write_program_as_is(package, "output_validator", interactor->program);
        written.output_validator = interactor->program.filename().string() + " (interactive)";
        return;
    }
    if (request.plugin_interacts) {
        write_plugin_program(package, "output_validator", request, interactive_validator_driver());
        written.output_validator = "the plugin's interact() (interactive)";
        return;
    }
    if (request.plugin_checks) {
        write_plugin_program(package, "output_validator", request, output_validator_driver());
        written.output_validator = "the plugin's check()";
        return;
    }
    if (config.checker.kind == CheckerSpec::Kind::external) {
        if (config.checker.protocol == CheckerSpec::Protocol::testlib)
            throw InputError(config.file_name, config.checker_line, config.checker_column,
                             "checker program " + config.checker.program.filename().string() +
                                 " speaks testlib's protocol, and a package's output validator the Kattis one (42/43, a "
                                 "feedback folder); expected protocol: kattis to export it");
        write_program_as_is(package, "output_validator", config.checker.program);
        written.output_validator = config.checker.program.filename().string();
        return;
    }
    const std::vector<std::string> flags = default_validator_flags(config.checker);
    written.test_group_lines += "output_validator_args: " + yaml_list(flags) + "\n";
    written.output_validator = "the default validator:";
    for (const auto& flag : flags) written.output_validator += " " + flag;
}

void write_input_validators(const PackageFolder& package, const ExportRequest& request, ValidatorsWritten& written) {
    if (request.plugin_validates) {
        write_plugin_program(package, "input_validators/plugin", request, input_validator_driver());
        written.input_validators.push_back("plugin");
    }
    if (const auto& validator = request.config.validator) {
        std::string name = file_name_part(validator->program.stem().string());
        if (name == "plugin") name += "-program";
        write_program_as_is(package, "input_validators/" + name, validator->program);
        written.input_validators.push_back(name);
        if (!validator->arguments.empty())
            written.test_group_lines += "input_validator_args:\n  " + yaml_string(name) + ": " + yaml_list(validator->arguments) + "\n";
    }
    if (written.input_validators.empty())
        package.warn("the problem has no input validator, and a package needs one: the package has no input_validators/");
}

}  // namespace

ValidatorsWritten write_validators(const PackageFolder& package, const ExportRequest& request) {
    ValidatorsWritten written;
    write_output_validator(package, request, written);
    write_input_validators(package, request, written);
    return written;
}

}  // namespace gavel::package_export
