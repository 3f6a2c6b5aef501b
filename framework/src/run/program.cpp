#include "run/program.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <spdlog/spdlog.h>

#include <mutex>
#include <set>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "base/install_layout.hpp"
#include "run/compile.hpp"
#include "run/compile_cache.hpp"
#include "run/memory_placeholder.hpp"

namespace gavel {
namespace {

constexpr int solver_load_failed = 2;  // gavel-solver-host's exit code when the plugin does not load
constexpr const char* solver_plugin_kind = "solver plugin";

void fail_compile(PreparedProgram& program, const RunResult& outcome, const std::string& what) {
    program.ready = false;
    program.compile_message = compile_failure_message(outcome, what);
}

// A compiler's refusal, carried out of cached_build (which caches nothing then) to become the program's CE.
struct CompileRefused {
    std::string message;
};

// `sources` (a file or a folder) compiled with `language` in `box`, or taken from the compile cache when the same
// sources were compiled by the same compiler before (compile_cache.hpp): a contestant's program is compiled once
// per machine, not once per grading. Only a program that compiled is cached; a CE is compiled again each time.
CompiledProgram compile_cached(const std::filesystem::path& sources, const Language& language, const Limits& limits,
                               sandbox::Box& box) {
    const auto compile = [&](const std::vector<SourceFile>& files, const Language& with, const std::filesystem::path& executable) {
        CompiledProgram compiled = compile_sources(files, with, limits, box);
        if (!compiled.ok) throw CompileRefused{std::move(compiled.message)};
        write_file_bytes(executable, compiled.program, 0755);
    };
    try {
        compile_cache_root();
    } catch (const InputError& error) {
        // No cache folder (no HOME, or one gavel may not write): a contestant's program compiles all the same.
        static std::once_flag said;
        std::call_once(said, [&] { spdlog::warn("{}; programs are compiled without the cache", error.what()); });
        return compile_sources(read_sources(sources), language, limits, box);
    }
    try {
        const auto executable = cached_build(sources, language, compile);
        std::optional<std::string> bytes = read_file_bytes(executable);
        if (!bytes) throw InternalError(executable.string() + ": cannot read the compile cache's program");
        return {true, {}, std::move(*bytes)};
    } catch (CompileRefused& refused) {
        return {false, std::move(refused.message), {}};
    }
}

// The first line of `content`, for a shebang.
std::string_view first_line(std::string_view content) { return content.substr(0, content.find('\n')); }

// The one language of a folder's sources; files of no language (headers, notes) do not count.
const Language& folder_language(const std::filesystem::path& folder, const std::vector<SourceFile>& files,
                                const LanguageTable& languages) {
    std::set<const Language*> found;
    for (const auto& file : files)
        if (const Language* language = languages.find(file.name, first_line(file.content))) found.insert(language);
    if (found.size() == 1) return **found.begin();
    std::string names;
    for (const Language* language : found) names += (names.empty() ? "" : ", ") + language->name;
    throw InputError(folder.string() + ": " +
                     (found.empty() ? "the folder holds no source (expected " + languages.known_extensions() + ")"
                                    : "the folder holds sources in several languages (" + names + "); expected one"));
}

// The file an interpreter starts a folder with: its only source of the language, else the language's entry
// point as the package format names it (Python's __main__.py, main.js, main.php, ...).
const SourceFile& entry_file(const std::filesystem::path& folder, const std::vector<SourceFile>& files,
                             const Language& language, const LanguageTable& languages) {
    std::vector<const SourceFile*> sources;
    for (const auto& file : files)
        if (languages.find(file.name, first_line(file.content)) == &language && file.name.find('/') == std::string::npos)
            sources.push_back(&file);
    if (sources.size() == 1) return *sources.front();
    for (const auto* file : sources) {
        const std::string stem = std::filesystem::path(file->name).stem().string();
        if (stem == "__main__" || stem == "main") return *file;
    }
    throw InputError(folder.string() + ": a folder of " + language.name + " sources needs one to start with: expected " +
                     "__main__.py (Python) or main.<extension> at its top");
}

// A folder of an interpreted language's sources: every file installed under /box/src, the entry file run as the
// language runs a single source; the others are found beside it (Python puts the script's folder on its path).
PreparedProgram prepare_interpreted_folder(const std::filesystem::path& folder, const std::vector<SourceFile>& files,
                                           const Language& language, const LanguageTable& languages, sandbox::Box& box) {
    const SourceFile& entry = entry_file(folder, files, language, languages);
    PreparedProgram program;
    program.kind = language.name;
    program.out_of_memory_exit = language.out_of_memory_exit;
    program.extra_address_space = language.extra_address_space;
    program.proc = language.proc;
    for (const auto& file : files) program.files.push_back({"src/" + file.name, file.content, false});
    install_program(program, box);
    const std::string source = box.inside("src/" + entry.name).string();
    if (!language.compile.empty()) {
        // The check a single source gets (Python's syntax check) on the entry file.
        const auto outcome = box.run(compile_spec(languages.compile_limits, expand_command(language.compile, source, box.inside("work/solution").string()),
                                                  &language), "");
        if (!outcome.ok()) {
            fail_compile(program, outcome, "the compiler");
            return program;
        }
    }
    program.run = expand_command(language.run, source, box.inside("solution").string());
    program.ready = true;
    return program;
}

// A folder of sources (several classes, headers beside the source): compiled together in `box`, all of them,
// into one program. Only a compiled language can make one program of a folder.
PreparedProgram prepare_folder(const std::filesystem::path& folder, const LanguageTable& languages, sandbox::Box& box) {
    const std::vector<SourceFile> files = read_sources(folder);
    const Language& language = folder_language(folder, files, languages);
    require_runnable(folder, language);
    if (!compiles_to_binary(language)) return prepare_interpreted_folder(folder, files, language, languages, box);
    PreparedProgram program;
    program.kind = language.name;
    program.out_of_memory_exit = language.out_of_memory_exit;
    program.extra_address_space = language.extra_address_space;
    program.proc = language.proc;
    CompiledProgram compiled = compile_cached(folder, language, languages.compile_limits, box);
    if (!compiled.ok) {
        program.compile_message = compiled.message;
        return program;
    }
    program.files.push_back({"solution", std::move(compiled.program), true});
    program.run = expand_command(language.run, box.inside("src").string(), box.inside("solution").string());
    program.ready = true;
    return program;
}

}  // namespace

std::string unrunnable_reason(const Language& language) {
    if (!language.unavailable.empty()) return "gavel cannot run " + language.title + " here: " + language.unavailable;
    if (const std::string missing = missing_toolchain(language); !missing.empty()) {
        std::string packages;
        for (const auto& package : language.packages) packages += " " + package;
        return language.title + " needs " + missing + ", which is not installed" +
               (packages.empty() ? "" : " (make languages installs it: apt-get install" + packages + ")");
    }
    return {};
}

void require_runnable(const std::filesystem::path& solution, const Language& language) {
    if (const std::string reason = unrunnable_reason(language); !reason.empty())
        throw InputError(solution.string() + ": " + reason);
}

const Language* solution_language(const std::filesystem::path& solution, const LanguageTable& languages) {
    std::error_code error;
    if (!std::filesystem::is_directory(solution, error)) return languages.find_file(solution);
    const std::vector<SourceFile> files = read_sources(solution);
    return &folder_language(solution, files, languages);
}

std::filesystem::path solver_host_path() { return require_part(running_layout().solver_host(), "Solver plugin host"); }

PreparedProgram prepare_program(const std::filesystem::path& solution, const LanguageTable& languages, sandbox::Box& box) {
    std::error_code error;
    if (std::filesystem::is_directory(solution, error)) return prepare_folder(solution, languages, box);
    if (!std::filesystem::is_regular_file(solution, error))
        throw InputError(solution.string() + ": solution not found (expected a source file, a folder of sources, a "
                                             "Solver plugin or an executable)");
    PreparedProgram program;
    const std::string content = read_needed_file(solution);

    if (const Language* language = languages.find(solution, first_line(content))) {
        require_runnable(solution, *language);
        program.kind = language->name;
        program.out_of_memory_exit = language->out_of_memory_exit;
        program.extra_address_space = language->extra_address_space;
        program.proc = language->proc;
        const std::string source_name = source_file_name(*language, content);
        program.files.push_back({source_name, content, false});
        install_program(program, box);
        const std::string source = box.inside(source_name).string(), binary = box.inside("solution").string();
        if (compiles_to_binary(*language)) {
            CompiledProgram compiled = compile_cached(solution, *language, languages.compile_limits, box);
            if (!compiled.ok) {
                program.compile_message = compiled.message;
                return program;
            }
            program.files.push_back({"solution", std::move(compiled.program), true});
        } else if (!language->compile.empty()) {
            // A check that makes no program (Python's syntax check): nothing to cache.
            const auto work_binary = box.inside("work/solution").string();
            const auto command = expand_command(language->compile, source, work_binary);
            const auto outcome = box.run(compile_spec(languages.compile_limits, command, language), "");
            if (!outcome.ok()) {
                fail_compile(program, outcome, "the compiler");
                return program;
            }
            const auto produced = box.host_dir() / "work" / "solution";
            if (auto binary_bytes = read_file_bytes(produced)) program.files.push_back({"solution", std::move(*binary_bytes), true});
        }
        program.run = expand_command(language->run, source, binary);
    } else if (solution.extension() == ".so") {
        program.kind = solver_plugin_kind;
        program.files.push_back({"solution.so", content, false});
        program.files.push_back({"gavel-solver-host", read_needed_file(solver_host_path()), true});
        install_program(program, box);
        program.run = {box.inside("gavel-solver-host").string(), box.inside("solution.so").string()};
        // Loading runs the plugin's own code, so even the check happens in the box.
        auto check = program.run;
        check.insert(check.begin() + 1, "--check");
        const auto outcome = box.run(compile_spec(languages.compile_limits, check), "");
        if (!outcome.ok()) {
            fail_compile(program, outcome, "loading the plugin");
            if (outcome.ending == RunResult::Ending::finished && outcome.status != solver_load_failed)
                program.compile_message = "loading the plugin " + outcome.describe() + "\n" + program.compile_message;
            return program;
        }
    } else if (::access(solution.c_str(), X_OK) == 0) {
        program.kind = "executable";
        program.files.push_back({"solution", content, true});
        program.run = {box.inside("solution").string()};
    } else {
        throw InputError(solution.string() + ": cannot grade this file: expected a source file (" +
                         languages.known_extensions() + "), a Solver plugin (.so) or an executable");
    }
    program.ready = true;
    return program;
}

void install_program(const PreparedProgram& program, sandbox::Box& box) {
    // A folder's files keep their folders (readable by the box's user, like /box itself).
    for (const auto& file : program.files) write_folder_file(file, box.host_dir());
}

ProgramSolution::ProgramSolution(sandbox::Box& box, const PreparedProgram& program, std::string name)
    : box_(box), command_(program.run), name_(std::move(name)), solver_plugin_(program.kind == solver_plugin_kind),
      out_of_memory_exit_(program.out_of_memory_exit), extra_address_space_(program.extra_address_space), proc_(program.proc) {}

RunResult ProgramSolution::run(std::string_view input, const Limits& limits) { return run_case(input, limits, {}); }

sandbox::RunSpec ProgramSolution::spec_for(const Limits& limits, const CaseExtras& extras) const {
    sandbox::RunSpec spec;
    // The limit is each test's own: a runtime that sizes itself from it (the JVM's heap) learns it here.
    spec.argv = expand_memory(command_, limits.memory);
    spec.argv.insert(spec.argv.end(), extras.arguments.begin(), extras.arguments.end());
    spec.case_files = extras.files;
    spec.cpu = limits.time;
    spec.wall = limits.wall();
    spec.memory = limits.memory;
    spec.extra_address_space = extra_address_space_;
    spec.proc = proc_;
    spec.output = limits.output;
    spec.solver_plugin = solver_plugin_;
    // The report shows a line of standard error at most: the first KiB is plenty.
    spec.stderr_kept = 1024;
    return spec;
}

RunResult ProgramSolution::classified(RunResult outcome) const {
    // The runtime held the memory limit itself (the JVM's heap is sized below it) and said so with its exit code.
    if (out_of_memory_exit_ && outcome.finished_with(*out_of_memory_exit_)) outcome.ending = RunResult::Ending::memory_limit;
    return outcome;
}

RunResult ProgramSolution::run_case(std::string_view input, const Limits& limits, const CaseExtras& extras) {
    return classified(box_.run(spec_for(limits, extras), input));
}

RunResult ProgramSolution::run_piped(const Limits& limits, const CaseExtras& extras, sandbox::PipedStreams streams) {
    // A Solver plugin answers through its worker's own channel, never through standard streams.
    if (solver_plugin_) return Solution::run_piped(limits, extras, std::move(streams));
    return classified(box_.run(spec_for(limits, extras), std::move(streams)));
}

}  // namespace gavel
