// The package's own programs: input validators, answer validators and the output validator. Each is a file or a
// folder, named by its file or folder name; gavel only finds them here (data_validation builds and runs them).
#include <spdlog/spdlog.h>

#include "base/errors.hpp"
#include "package/package_reading.hpp"

namespace gavel::package::detail {
namespace {

bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

// Every program of a folder of programs: each file or folder in it, notes for people left out.
std::vector<PackageProgram> programs_in(Package& package, const Entry& folder) {
    std::vector<PackageProgram> programs;
    for (const Entry& entry : list_folder(package, folder.path)) {
        if (not_a_program(entry.name)) {
            spdlog::info("{}: not a program; skipped", shown(entry.path));
            continue;
        }
        if (!entry.directory && !entry.regular)
            throw InputError(shown(entry.path) + ": neither a file nor a folder; expected a program");
        programs.push_back({entry.name, entry.path});
    }
    return programs;
}

void read_input_validators(Package& package, const std::vector<Entry>& top, const OpenOptions& options) {
    // input_validators/ in both versions; input_format_validators/ is legacy's older name, and input_validator/ a
    // name some tools write.
    std::vector<std::string> folders;
    for (const char* name : {"input_validators", "input_format_validators", "input_validator"}) {
        const Entry* folder = find_entry(top, name);
        if (folder == nullptr || !folder->directory) continue;
        folders.push_back(std::string(name) + "/");
        for (PackageProgram& program : programs_in(package, *folder)) package.input_validators.push_back(std::move(program));
    }
    if (folders.size() > 1) warn(package, shown(package.directory) + ": input validators in both " + folders[0] + " and " + folders[1]);
    if (!package.input_validators.empty()) return;
    const std::string message = shown(package.directory / "input_validators") +
                                ": no input validator; the test data's inputs go unchecked (expected at least one program)";
    if (options.strict) throw InputError(message);
    warn(package, message);
}

// 2025-09: output_validator/ is the one program.
void read_modern_output_validator(Package& package, const std::vector<Entry>& top) {
    if (const Entry* folder = find_entry(top, "output_validator")) {
        if (!folder->directory) throw InputError(shown(folder->path) + ": expected a folder holding the output validator");
        if (list_folder(package, folder->path).empty())
            throw InputError(shown(folder->path) + ": empty; expected the output validator's source or build and run scripts");
        package.output_validator = PackageProgram{folder->name, folder->path};
        return;
    }
    if (const Entry* legacy = find_entry(top, "output_validators"); legacy != nullptr && legacy->directory) {
        const std::vector<PackageProgram> found = programs_in(package, *legacy);
        if (found.size() > 1)
            throw InputError(shown(legacy->path) + ": " + std::to_string(found.size()) + " programs; expected one output validator");
        if (found.empty()) return;
        warn(package, shown(legacy->path) + ": the legacy place of the output validator (" + name_of(package.version) +
                          " reads output_validator/); used");
        package.output_validator = found.front();
    }
}

// legacy: output_validators/ holds one program; `validation` says whether it is used.
void read_legacy_output_validator(Package& package, const std::vector<Entry>& top, const ProblemSettings& settings) {
    std::optional<PackageProgram> found;
    if (const Entry* folder = find_entry(top, "output_validators"); folder != nullptr && folder->directory) {
        const std::vector<PackageProgram> programs = programs_in(package, *folder);
        if (programs.size() > 1) {
            std::string names;
            for (const auto& program : programs) names += (names.empty() ? "" : ", ") + program.name;
            throw InputError(shown(folder->path) + ": several programs (" + names + "); expected one output validator");
        }
        if (!programs.empty()) found = programs.front();
    }
    if (settings.custom_validation && !found)
        throw InputError(settings.validation_place + ": validation is custom, but output_validators/ holds no program; "
                                                     "expected the output validator there");
    if (!settings.custom_validation && found) {
        warn(package, shown(found->path) + ": not used: problem.yaml's validation is default (set validation: custom "
                                           "to judge with it)");
        return;
    }
    package.output_validator = found;
}

}  // namespace

bool not_a_program(std::string_view name) {
    return starts_with(name, "README") || ends_with(name, ".md") || ends_with(name, ".txt") || ends_with(name, ".disabled");
}

void read_programs(Package& package, const OpenOptions& options, const ProblemSettings& settings) {
    const std::vector<Entry> top = list_folder(package, package.directory);
    read_input_validators(package, top, options);
    if (modern(package)) {
        if (const Entry* folder = find_entry(top, "answer_validators"); folder != nullptr && folder->directory)
            package.answer_validators = programs_in(package, *folder);
        read_modern_output_validator(package, top);
    } else {
        read_legacy_output_validator(package, top, settings);
    }
    if ((package.interactive || package.multi_pass) && !package.output_validator)
        throw InputError(package.interaction_place + ": " + (package.interactive ? "an interactive" : "a multi-pass") +
                         " problem is judged by its own output validator, and " +
                         (modern(package) ? "output_validator/" : "output_validators/") + " holds none; expected one there");
}

}  // namespace gavel::package::detail
