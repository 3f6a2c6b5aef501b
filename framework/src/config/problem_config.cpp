#include "config/problem_config.hpp"

#include "config/limits_yaml.hpp"
#include "config/yaml_file.hpp"

namespace gavel {
namespace {

// checker (or interactor): { program: checker.cpp, protocol: testlib | kattis }, relative to the problem's
// folder; the program may be a folder of sources. `role` names it in errors.
CheckerSpec read_program_spec(const YamlFile& file, const YAML::Node& node, const std::string& role) {
    file.expect_map(node, "an external " + role, {"program", "protocol"});
    CheckerSpec spec;
    spec.kind = CheckerSpec::Kind::external;
    const YAML::Node program = file.require(node, "program");
    const std::string relative = file.string(program, "the " + role + " program");
    spec.program = file.path().parent_path() / relative;
    std::error_code error;
    const bool source_or_folder = std::filesystem::is_regular_file(spec.program, error) || std::filesystem::is_directory(spec.program, error);
    if (!source_or_folder)
        file.fail(program, role + " program '" + relative + "' not found (looked for " + spec.program.string() +
                               "; expected a source file, a folder of sources or an executable)");
    const YAML::Node protocol = file.require(node, "protocol");
    const std::string name = file.string(protocol, "the " + role + " protocol");
    if (name == "testlib") spec.protocol = CheckerSpec::Protocol::testlib;
    else if (name == "kattis") spec.protocol = CheckerSpec::Protocol::kattis;
    else file.fail(protocol, "unknown " + role + " protocol '" + name + "'; expected testlib or kattis");
    return spec;
}

CheckerSpec read_checker(const YamlFile& file, const YAML::Node& node) {
    if (node.IsMap() && node["program"].IsDefined()) return read_program_spec(file, node, "checker");
    CheckerSpec spec;
    if (node.IsMap()) file.expect_map(node, "a checker", {"name", "absolute", "relative", "program"});
    // Initialised, never assigned: assigning a YAML::Node writes through to the node it refers to.
    const YAML::Node name = node.IsMap() ? file.require(node, "name") : node;
    const std::string kind = file.string(name, "a checker name");
    if (kind == "exact") spec.kind = CheckerSpec::Kind::exact;
    else if (kind == "tokens") spec.kind = CheckerSpec::Kind::tokens;
    else if (kind == "floats") spec.kind = CheckerSpec::Kind::floats;
    else if (kind == "plugin") spec.kind = CheckerSpec::Kind::plugin;
    else file.fail(name, "unknown checker '" + kind + "'; expected one of: exact, tokens, floats, plugin, or { program: ..., protocol: ... }");
    if (node.IsMap()) {
        const bool tolerances = node["absolute"].IsDefined() || node["relative"].IsDefined();
        if (tolerances && spec.kind != CheckerSpec::Kind::floats)
            file.fail(node, "tolerances (absolute, relative) apply only to the floats checker");
        if (const auto value = node["absolute"]; value.IsDefined()) spec.absolute = file.real(value, "absolute", 0, 1e9);
        if (const auto value = node["relative"]; value.IsDefined()) spec.relative = file.real(value, "relative", 0, 1e9);
    }
    return spec;
}

ValidatorSpec read_validator(const YamlFile& file, const YAML::Node& node) {
    file.expect_map(node, "an input validator", {"program", "args"});
    ValidatorSpec spec;
    const YAML::Node program = file.require(node, "program");
    const std::string relative = file.string(program, "the validator program");
    spec.program = file.path().parent_path() / relative;
    std::error_code error;
    if (!std::filesystem::exists(spec.program, error))
        file.fail(program, "validator program '" + relative + "' not found (looked for " + spec.program.string() + ")");
    if (const auto arguments = node["args"]; arguments.IsDefined()) {
        file.expect_sequence(arguments, "args");
        for (const auto& argument : arguments) spec.arguments.push_back(file.string(argument, "an argument"));
    }
    return spec;
}

}  // namespace

ProblemConfig load_problem_config(const std::filesystem::path& problem_yaml) {
    return read_yaml(problem_yaml, [&](const YamlFile& file) {
        const YAML::Node& root = file.root();
        file.expect_map(root, "a problem", {"id", "title", "source", "limits", "checker", "plugin", "validator", "interactor"});

        ProblemConfig config;
        config.directory = problem_yaml.parent_path();
        config.file_name = file.display_name();
        const YAML::Node id = file.require(root, "id");
        config.id = file.string(id, "the problem id");
        const std::string folder = config.directory.filename().string();
        if (config.id != folder) file.fail(id, "problem id '" + config.id + "' differs from its folder; expected '" + folder + "'");
        config.title = file.string(file.require(root, "title"), "the title");
        if (const auto source = root["source"]; source.IsDefined()) config.source = file.string(source, "the source");

        const YAML::Node limits = file.require(root, "limits");
        const LimitOverrides overrides = read_limit_overrides(file, limits);
        if (!overrides.time) file.fail(limits, "missing required key 'time'");
        if (!overrides.memory) file.fail(limits, "missing required key 'memory'");
        config.limits = overrides.apply_to(config.limits);

        if (const auto checker = root["checker"]; checker.IsDefined()) {
            config.checker = read_checker(file, checker);
            config.checker_line = checker.Mark().line + 1;
            config.checker_column = checker.Mark().column + 1;
        }
        if (const auto plugin = root["plugin"]; plugin.IsDefined()) {
            const std::string value = file.string(plugin, "the plugin");
            if (value != "none") file.fail(plugin, "expected 'plugin: none' (a problem of plain files) or no 'plugin' key, found '" + value + "'");
            config.has_plugin = false;
            if (config.checker.kind == CheckerSpec::Kind::plugin)
                file.fail(root["checker"], "checker 'plugin' needs a plugin, but this problem has 'plugin: none'; expected exact, tokens, floats or a program");
        }
        if (const auto validator = root["validator"]; validator.IsDefined()) config.validator = read_validator(file, validator);
        if (const auto interactor = root["interactor"]; interactor.IsDefined()) {
            config.interactor = read_program_spec(file, interactor, "interactor");
            config.interactor_line = interactor.Mark().line + 1;
            config.interactor_column = interactor.Mark().column + 1;
        }
        return config;
    });
}

}  // namespace gavel
