// problems/<id>/problem.yaml: what a problem is and how it is judged.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "config/checker_spec.hpp"
#include "base/limits.hpp"

namespace gavel {

/// validator: { program: validate.cpp, args: [...] }: an input validator program (exit 42 valid, 43 invalid).
struct ValidatorSpec {
    std::filesystem::path program;   // a source, a folder of sources, or an executable
    std::vector<std::string> arguments;
};

struct ProblemConfig {
    std::string id;
    std::string title;
    std::string source;
    Limits limits;
    CheckerSpec checker;
    /// `plugin: none`: a problem of plain files, judged with no plugin; every case stores its answer.
    bool has_plugin = true;
    std::optional<ValidatorSpec> validator;
    /// interactor: { program: interactor.cpp, protocol: testlib | kattis }: the problem is interactive; the
    /// program talks with each submission as it runs (checkers/interactive_judge.hpp).
    std::optional<CheckerSpec> interactor;
    std::size_t interactor_line = 0;  // where `interactor:` stands, 0 when absent
    std::size_t interactor_column = 0;
    std::filesystem::path directory;  // problems/<id>
    std::string file_name;            // for messages about this problem's settings
    std::size_t checker_line = 0;     // where `checker:` stands, 0 when absent
    std::size_t checker_column = 0;
};

/// Loads and checks problems/<id>/problem.yaml; throws InputError with file:line:column on any mistake.
ProblemConfig load_problem_config(const std::filesystem::path& problem_yaml);

}  // namespace gavel
