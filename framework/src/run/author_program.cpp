#include "run/author_program.hpp"

#include <unistd.h>

#include <set>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "base/install_layout.hpp"
#include "run/box_tools.hpp"
#include "run/build_script.hpp"
#include "run/compile.hpp"
#include "run/compile_cache.hpp"
#include "run/memory_placeholder.hpp"
#include "run/program.hpp"
#include "run/program_folder.hpp"

namespace gavel {
namespace {

constexpr const char* installed_name = "author-program";
constexpr const char* module_folder = "program";
// The entry point of a folder in an interpreted language: Python runs a folder's __main__.py.
constexpr const char* entry_stem = "__main__";
constexpr const char* checktestdata_extension = ".ctd";
constexpr const char* checktestdata_host_name = "gavel-checktestdata-host";

bool is_folder(const std::filesystem::path& path) {
    std::error_code error;
    return std::filesystem::is_directory(path, error);
}

bool has_extension_of(const std::filesystem::path& file, const Language& language) {
    for (const auto& extension : language.extensions)
        if (file.extension() == extension) return true;
    return false;
}

// Every .ctd file in `folder` and below, in name order (so that a message lists them the same each time).
std::set<std::filesystem::path> checktestdata_files(const std::filesystem::path& folder) {
    std::set<std::filesystem::path> files;
    std::error_code error;
    for (std::filesystem::recursive_directory_iterator it(folder, error), end; !error && it != end; it.increment(error))
        if (it->path().extension() == checktestdata_extension && it->is_regular_file()) files.insert(it->path());
    return files;
}

}  // namespace

// What the program is, worked out from its files alone: nothing is compiled or run to find out.
struct AuthorProgram::Plan {
    enum class Shape {
        missing,          // nothing there
        unrunnable,       // `unrunnable` says why
        source,           // one file in `language`
        executable,       // one file of no known language that may be run as it is
        compiled_folder,  // sources in `language`, which compiles to a program
        module_folder,    // sources in `language`, which runs its source, entered at __main__
        script_folder,    // build and/or run scripts
        problem_plugin,   // a problem plugin (.so) whose interact() is the program, run by gavel-interactor-host
        checktestdata,    // a .ctd, or a folder holding one and no source, run by gavel-checktestdata-host
    };
    Shape shape = Shape::missing;
    const Language* language = nullptr;
    std::string unrunnable;
};

AuthorProgram::AuthorProgram(std::filesystem::path program, std::string role, std::string problem_file)
    : program_(std::move(program)), role_(std::move(role)), problem_file_(std::move(problem_file)), limits_(default_limits()) {}

Limits AuthorProgram::default_limits() {
    Limits limits;
    limits.time = std::chrono::seconds(10);
    limits.wall_time = std::chrono::seconds(20);
    limits.memory = 1ull << 30;
    limits.output = 1ull << 20;
    return limits;
}

AuthorProgram::Plan AuthorProgram::plan(const LanguageTable& languages) const {
    using Shape = Plan::Shape;
    const auto unrunnable = [](std::string why) { return Plan{Shape::unrunnable, nullptr, std::move(why)}; };
    std::error_code error;
    if (!std::filesystem::exists(program_, error)) return {};
    if (!is_folder(program_)) {
        if (program_.extension() == ".so") return {Shape::problem_plugin, nullptr, {}};
        if (program_.extension() == checktestdata_extension) return {Shape::checktestdata, nullptr, {}};
        if (const Language* language = languages.find(program_)) {
            if (std::string why = language_missing_in_box(*language); !why.empty()) return unrunnable(language->name + ": " + why);
            return {Shape::source, language, {}};
        }
        if (::access(program_.c_str(), X_OK) == 0) return {Shape::executable, nullptr, {}};
        const std::string extension = program_.extension().string();
        return unrunnable("gavel cannot tell its language: " +
                          (extension.empty() ? std::string("it has no extension") : "no language of the languages table has " + extension) +
                          " (expected " + languages.known_extensions() + ") and it is not executable");
    }
    if (has_build_scripts(program_)) return {Shape::script_folder, nullptr, {}};
    std::set<const Language*> found;
    for (std::filesystem::recursive_directory_iterator it(program_, error), end; !error && it != end; it.increment(error))
        if (const Language* language = languages.find(it->path()); language != nullptr && it->is_regular_file()) found.insert(language);
    // Sources beside a .ctd are the program (the .ctd may be data of theirs); a .ctd alone is the program.
    if (const auto checktestdata = checktestdata_files(program_); found.empty() && !checktestdata.empty()) {
        if (checktestdata.size() == 1) return {Shape::checktestdata, nullptr, {}};
        std::string names;
        for (const auto& file : checktestdata) names += (names.empty() ? "" : ", ") + file.lexically_relative(program_).string();
        return unrunnable("the folder holds several checktestdata programs (" + names + "); expected one");
    }
    if (found.empty())
        return unrunnable("gavel cannot tell its language: the folder holds no build or run script and no source (expected " +
                          languages.known_extensions() + ")");
    if (found.size() > 1) {
        std::string names;
        for (const Language* language : found) names += (names.empty() ? "" : ", ") + language->name;
        return unrunnable("gavel cannot tell its language: the folder holds sources in several languages (" + names + "); expected one");
    }
    const Language* language = *found.begin();
    if (std::string why = language_missing_in_box(*language); !why.empty()) return unrunnable(language->name + ": " + why);
    if (compiles_to_binary(*language)) return {Shape::compiled_folder, language, {}};
    for (const auto& extension : language->extensions)
        if (std::filesystem::is_regular_file(program_ / (entry_stem + extension), error)) return {Shape::module_folder, language, {}};
    return unrunnable("the folder of " + language->name + " sources has no entry point: expected " + entry_stem +
                      language->extensions.front() + " in it");
}

std::string AuthorProgram::unrunnable_reason(const LanguageTable& languages) const { return plan(languages).unrunnable; }

void AuthorProgram::build(const LanguageTable& languages) {
    const std::lock_guard lock(mutex_);
    if (box_) return;
    sandbox::BoxOptions options;
    options.feedback_folder = feedback_folder_;
    auto box = std::make_unique<sandbox::Box>(options);
    unexpanded_command_ = install(languages, *box);
    // A runtime that sizes itself from the limit (a Java validator's heap) is told it in its command.
    command_ = expand_memory(unexpanded_command_, limits_.memory);
    if (const Plan planned = plan(languages); planned.language) {
        extra_address_space_ = planned.language->extra_address_space;
        proc_ = planned.language->proc;
    }
    environment_ = script_environment(*box);
    box_ = std::move(box);
}

void AuthorProgram::set_limits(const Limits& limits) {
    const std::lock_guard lock(mutex_);
    limits_ = limits;
    if (box_) command_ = expand_memory(unexpanded_command_, limits_.memory);
}

AuthorProgram::Use AuthorProgram::use() {
    std::unique_lock lock(mutex_);
    if (!box_) throw InternalError(role_ + " " + name() + " was asked to run before it was built");
    return {std::move(lock), *box_, command_};
}

sandbox::RunSpec AuthorProgram::spec(std::vector<std::string> argv) const {
    sandbox::RunSpec spec;
    spec.argv = std::move(argv);
    spec.env = environment_;
    spec.cpu = limits_.time;
    spec.wall = limits_.wall();
    spec.memory = limits_.memory;
    spec.extra_address_space = extra_address_space_;
    spec.proc = proc_;
    spec.output = limits_.output;
    return spec;
}

// Puts the program into `box` and returns the command that runs it.
std::vector<std::string> AuthorProgram::install(const LanguageTable& languages, sandbox::Box& box) const {
    const Plan planned = plan(languages);
    const std::string what = problem_file_ + ": " + role_ + " " + program_.string();
    switch (planned.shape) {
        case Plan::Shape::missing:
            throw InputError(what + " is not there (expected a source file, a folder or an executable)");
        case Plan::Shape::unrunnable: throw InputError(what + " cannot run here: " + planned.unrunnable);
        case Plan::Shape::compiled_folder: return install_compiled(languages, *planned.language, box);
        case Plan::Shape::module_folder: return install_module(languages, *planned.language, box);
        case Plan::Shape::script_folder: return install_scripts(languages, box);
        case Plan::Shape::source:
            if (compiles_to_binary(*planned.language)) return install_compiled(languages, *planned.language, box);
            break;
        case Plan::Shape::executable: break;
        case Plan::Shape::problem_plugin: return install_problem_plugin(box);
        case Plan::Shape::checktestdata:
            return install_checktestdata(is_folder(program_) ? *checktestdata_files(program_).begin() : program_, box);
    }
    // An interpreted source or an executable: prepared as a contestant's would be (a syntax check, or nothing).
    PreparedProgram program = prepare_program(program_, languages, box);
    if (!program.ready) throw InputError(what + " does not compile:\n" + program.compile_message);
    install_program(program, box);
    return program.run;
}

// The plugin under its own name (the loader checks it against the plugin's id) beside the host that loads it.
std::vector<std::string> AuthorProgram::install_problem_plugin(sandbox::Box& box) const {
    const std::string plugin = program_.filename().string();
    PreparedProgram program;
    program.files.push_back({plugin, read_needed_file(program_), false});
    program.files.push_back({"gavel-interactor-host", read_needed_file(require_part(running_layout().interactor_host(), "interactor host")), true});
    install_program(program, box);
    return {box.inside("gavel-interactor-host").string(), box.inside(plugin).string()};
}

// The program under its own name beside the host that interprets it: gavel's own checktestdata, so that a .ctd
// validator needs nothing installed but gavel.
std::vector<std::string> AuthorProgram::install_checktestdata(const std::filesystem::path& file, sandbox::Box& box) const {
    const std::string program = file.filename().string();
    PreparedProgram prepared;
    prepared.files.push_back({program, read_needed_file(file), false});
    prepared.files.push_back({checktestdata_host_name, read_needed_file(require_part(running_layout().checktestdata_host(), "checktestdata host")), true});
    install_program(prepared, box);
    return {box.inside(checktestdata_host_name).string(), box.inside(program).string()};
}

std::vector<std::string> AuthorProgram::install_scripts(const LanguageTable& languages, sandbox::Box& box) const {
    try {
        return install_built_folder(build_with_scripts(program_, languages.compile_limits), box);
    } catch (const InputError& error) {
        throw InputError(problem_file_ + ": " + role_ + " " + program_.string() + " does not build: " + error.what());
    }
}

// A compiled language's program, a file or a folder of sources, from the compile cache.
std::vector<std::string> AuthorProgram::install_compiled(const LanguageTable& languages, const Language& language,
                                                         sandbox::Box& box) const {
    const auto compile = [&](const std::vector<SourceFile>& files, const Language& with, const std::filesystem::path& executable) {
        const CompileResult result = compile_in_box(files, with, languages.compile_limits, executable);
        if (!result.ok) throw InputError(problem_file_ + ": " + role_ + " " + program_.string() + " does not compile:\n" + result.message);
    };
    const auto executable = cached_build(program_, language, compile);
    std::optional<std::string> bytes = read_file_bytes(executable);
    if (!bytes) throw InternalError(executable.string() + ": cannot read the compile cache's program");
    PreparedProgram program;
    program.files.push_back({installed_name, std::move(*bytes), true});
    install_program(program, box);
    return expand_command(language.run, box.inside(language.source).string(), box.inside(installed_name).string());
}

// A folder in an interpreted language: every source checked as the language checks one (Python's syntax check),
// then the folder run as its entry point.
std::vector<std::string> AuthorProgram::install_module(const LanguageTable& languages, const Language& language,
                                                       sandbox::Box& box) const {
    const std::vector<FolderFile> files = read_program_folder(program_);
    write_program_folder(files, box.host_dir() / module_folder);
    if (!language.compile.empty()) {
        for (const FolderFile& file : files) {
            if (!has_extension_of(file.name, language)) continue;
            const std::string source = box.inside(std::filesystem::path(module_folder) / file.name).string();
            const RunResult checked = box.run(compile_spec(languages.compile_limits, expand_command(language.compile, source, ""), &language), "");
            if (!checked.ok())
                throw InputError(problem_file_ + ": " + role_ + " " + program_.string() + " does not compile (" + file.name +
                                 "):\n" + compile_failure_message(checked, "the " + language.name + " check"));
        }
    }
    return expand_command(language.run, box.inside(module_folder).string(), "");
}

}  // namespace gavel
