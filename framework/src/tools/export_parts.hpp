// What the parts of gavel export share (export_package.hpp maps them): the folder being written and the writer of
// each part of the package. Internal to tools/.
#pragma once

#include <atomic>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "judge/judge.hpp"
#include "tools/export_package.hpp"

namespace gavel::package_export {

/// The package folder being written (a hidden temporary folder until the export ends), and what export has to say
/// about it. Every write makes the folders it needs; a failed write is an InternalError naming the file.
class PackageFolder {
public:
    PackageFolder(std::filesystem::path root, std::function<void(const ExportNote&)> note)
        : root_(std::move(root)), note_(std::move(note)) {}

    const std::filesystem::path& root() const { return root_; }
    /// Writes `bytes` to `relative` under the root; an executable gets mode 0755, anything else 0644.
    void write(const std::filesystem::path& relative, std::string_view bytes, bool executable = false) const;
    /// Copies the regular file `from` to `relative`, keeping whether it is executable.
    void copy_file(const std::filesystem::path& from, const std::filesystem::path& relative) const;
    /// Copies the folder `from` into `relative`, leaving out hidden files (the format ignores them).
    void copy_folder(const std::filesystem::path& from, const std::filesystem::path& relative) const;

    void note(std::string text) const { note_({false, std::move(text)}); }
    void warn(std::string text) const { note_({true, std::move(text)}); }

private:
    std::filesystem::path root_;
    std::function<void(const ExportNote&)> note_;
};

/// `text` as a double-quoted YAML scalar: safe whatever it holds.
std::string yaml_string(std::string_view text);
/// `items` as a YAML flow sequence of double-quoted strings: ["a", "b"].
std::string yaml_list(const std::vector<std::string>& items);
/// `text` made fit for a file name of the package: only letters, digits, '_', '.' and '-' (each other byte
/// becomes '_'), not starting with '.' or '-', at most `limit` bytes; "_" when nothing is left.
std::string file_name_part(std::string_view text, std::size_t limit = 120);
/// Whether `name` matches the format's pattern for every file and folder name: ^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$.
bool valid_file_name(std::string_view name);
/// Throws (an InternalError whose message says so) when `stop` is set: the export then cleans up and ends.
void stop_if_asked(const std::atomic<bool>* stop);

/// What the validators part decided that data/ must carry: lines for every test_group.yaml (the default output
/// validator's flags, the input validator program's arguments), each ending with a newline.
struct ValidatorsWritten {
    std::string output_validator;                // as ExportSummary says it
    std::vector<std::string> input_validators;   // their names under input_validators/
    std::string test_group_lines;
};
/// Writes output_validator/ and input_validators/. Throws InputError for a checker a package cannot hold.
ValidatorsWritten write_validators(const PackageFolder& package, const ExportRequest& request);

struct DataWritten {
    bool scoring = false;
    std::size_t sample_cases = 0, secret_cases = 0, secret_groups = 0, reference_answers = 0;
};
/// Writes data/: `tests` (prepare()'s, inputs already validated) with their answers, the stored ones or the
/// reference's, and each test_group.yaml with `test_group_lines` in it.
DataWritten write_data(const PackageFolder& package, const ProblemJudge& judge, const std::vector<PreparedTest>& tests,
                       const std::string& test_group_lines, const std::atomic<bool>* stop);

/// Writes statement/: problem.en.md from the problem's statement.md without its title heading, the images it shows
/// beside it (export_statement.cpp); without a statement.md, one line saying so, with a warning. `sample_cases` is
/// how many data/sample/ holds (a statement's `{{nextsample}}` markers past them are warned of).
void write_statement(const PackageFolder& package, const Problem& problem, std::size_t sample_cases);

/// Writes submissions/: the problem's bundled solutions in the format's folders. Returns how many.
std::size_t write_submissions(const PackageFolder& package, const Problem& problem);

/// The main.cpp of output_validator/ and of the plugin's input validator: each calls the plugin's descriptor
/// (gavel_get_problem(), compiled in from the plugin's own source) as gavel does, with the format's exit codes.
const std::string& output_validator_driver();
const std::string& input_validator_driver();
/// The main.cpp of output_validator/ for a plugin whose interact() judges: the format's interactive protocol.
const std::string& interactive_validator_driver();

}  // namespace gavel::package_export
