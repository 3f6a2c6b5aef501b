// One test case of data/: the files that share its base name, read into the problem's test and the package's case.
#include <spdlog/spdlog.h>

#include "base/errors.hpp"
#include "package/data_settings.hpp"

namespace gavel::package::detail {
namespace {

// A file of the case that must be a regular file when it is there (a FIFO would block the judge reading it).
const Entry* case_file(const std::vector<Entry>& entries, const std::string& name) {
    const Entry* entry = find_entry(entries, name);
    if (entry != nullptr && !entry->regular)
        throw InputError(shown(entry->path) + ": " + (entry->directory ? "a folder" : "a FIFO, socket or device") +
                         " where a test data file should be; expected a regular file");
    return entry;
}

// A note for reports: without the newline(s) the file ends with.
std::string note(const Package& package, const Entry& entry) {
    std::string content = read_package_file(package, entry.path);
    while (!content.empty() && (content.back() == '\n' || content.back() == '\r' || content.back() == ' ')) content.pop_back();
    return content;
}

[[noreturn]] void missing(const std::filesystem::path& input, const std::string& file, const std::string& where) {
    throw InputError(shown(input) + ": no " + file + " beside it; expected one for every input in " + where);
}

}  // namespace

ReadCase read_case(Package& package, const std::vector<Entry>& entries, const std::filesystem::path& folder,
                   const std::string& folder_name, const std::string& stem, CaseKind kind, Inherited settings) {
    ReadCase read;
    DataCase& data = read.data;
    TestCase& test = read.test;
    data.name = folder_name + "/" + stem;
    data.input = folder / (stem + ".in");
    case_file(entries, stem + ".in");
    test.name = stem;
    test.location = {shown(data.input), 0, 0};
    data.location = test.location;
    if (modern(package) && stem == "test_group")
        throw InputError(shown(data.input) + ": a test case named test_group; expected another name (test_group.yaml "
                                             "configures the folder)");

    const std::string where = "data/" + folder_name.substr(0, folder_name.find('/'));
    if (kind != CaseKind::invalid_input) {
        if (case_file(entries, stem + ".ans") == nullptr) missing(data.input, stem + ".ans", where);
        data.answer = folder / (stem + ".ans");
    }
    if (kind == CaseKind::output_check) {
        if (case_file(entries, stem + ".out") == nullptr) missing(data.input, stem + ".out", where);
        data.output = folder / (stem + ".out");
    }
    test.input = read_package_file(package, data.input);
    if (kind == CaseKind::judged) test.answer = read_package_file(package, data.answer);

    // Annotations: legacy's files, then 2025-09's .yaml, which wins where both say something.
    test.description = settings.description;
    test.hint = settings.hint;
    if (const Entry* desc = case_file(entries, stem + ".desc")) test.description = note(package, *desc);
    if (const Entry* hint = case_file(entries, stem + ".hint")) test.hint = note(package, *hint);
    if (const Entry* interaction = case_file(entries, stem + ".interaction"))
        test.sample_exchange = read_package_file(package, interaction->path);
    if (const Entry* args = case_file(entries, stem + ".args")) settings.args = words(read_package_file(package, args->path));
    if (const Entry* yaml = case_file(entries, stem + ".yaml")) {
        if (modern(package)) {
            Inherited own = settings;
            own.description.clear();
            own.hint.clear();
            read_case_yaml(package, yaml->path, own);
            if (!own.description.empty()) test.description = own.description;
            if (!own.hint.empty()) test.hint = own.hint;
            own.description = settings.description;
            own.hint = settings.hint;
            settings = std::move(own);
        } else {
            spdlog::debug("{}: a legacy package has no per-case .yaml; ignored", shown(yaml->path));
        }
    }
    if (const Entry* files = find_entry(entries, stem + ".files")) {
        if (!files->directory) throw InputError(shown(files->path) + ": expected a folder of files for the case");
        test.extras.files = files->path;
    }
    test.extras.arguments = settings.args;
    test.extras.checker_arguments = settings.output_validator_args;
    data.input_validator_arguments = settings.input_validator_args.all;
    data.input_validator_arguments_by_name = settings.input_validator_args.by_name;
    data.extras = test.extras;
    return read;
}

}  // namespace gavel::package::detail
