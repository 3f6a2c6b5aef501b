#include "run/compile.hpp"

#include <sys/stat.h>

#include <algorithm>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "run/memory_placeholder.hpp"

namespace gavel {
namespace {

constexpr std::size_t compile_message_kept = 8 * 1024;
// What the box keeps of a compiler's standard error; a compiler that says more is stopped there (its next write
// breaks the pipe), so a flood of a million errors costs milliseconds, not a minute of draining a gigabyte. Far
// above what a program that compiles prints in warnings, which must not be stopped.
constexpr std::size_t compile_stderr_kept = 1 << 20;
constexpr const char* produced_name = "work/program";

// The head of a compiler's message: the first errors are the ones that explain the rest.
std::string truncate_message(const std::string& text) {
    if (text.size() <= compile_message_kept) return text;
    return text.substr(0, compile_message_kept) + "\n... (" + std::to_string(text.size() - compile_message_kept) +
           " more bytes)";
}

bool has_extension_of(const std::string& name, const Language& language) {
    const std::string extension = std::filesystem::path(name).extension().string();
    return std::find(language.extensions.begin(), language.extensions.end(), extension) != language.extensions.end();
}

// Writes a folder's files under /box/src (folders readable by the box's user) and returns the sources as the box
// sees them.
std::vector<std::string> install_folder(const std::vector<SourceFile>& files, const Language& language, sandbox::Box& box) {
    std::vector<std::string> sources;
    for (const auto& file : files) {
        const auto relative = std::filesystem::path("src") / file.name;
        const auto host = box.host_dir() / relative;
        for (auto folder = relative.parent_path(); !folder.empty(); folder = folder.parent_path()) {
            std::filesystem::create_directories(box.host_dir() / folder);
            ::chmod((box.host_dir() / folder).c_str(), 0755);
        }
        write_file_bytes(host, file.content, 0644);
        if (has_extension_of(file.name, language)) sources.push_back(box.inside(relative).string());
    }
    return sources;
}

// The compile command with {source} standing for every source: a word of its own becomes one word per source.
std::vector<std::string> expand_sources(const Language& language, const std::vector<std::string>& sources,
                                        const std::string& binary) {
    std::vector<std::string> command;
    for (const auto& word : language.compile) {
        if (word == "{source}") {
            command.insert(command.end(), sources.begin(), sources.end());
        } else if (word.find("{source}") != std::string::npos && sources.size() != 1) {
            throw InputError("the languages table's compile command for " + language.name + " has {source} inside '" +
                             word + "'; a folder of several sources needs {source} as a word of its own");
        } else {
            const auto expanded = expand_command({word}, sources.front(), binary);
            command.push_back(expanded.front());
        }
    }
    return command;
}

}  // namespace

sandbox::RunSpec compile_spec(const Limits& limits, std::vector<std::string> argv, const Language* language) {
    sandbox::RunSpec spec;
    // A compiler that is a JVM (javac) sizes its heap from the compile limits.
    spec.argv = expand_memory(argv, limits.memory);
    spec.env = {"PATH=/usr/bin:/bin", "HOME=/tmp", "TMPDIR=/tmp", "LANG=C.UTF-8"};
    spec.cpu = limits.time;
    spec.wall = limits.wall();
    spec.memory = limits.memory;
    if (language != nullptr) {
        spec.extra_address_space = language->extra_address_space;
        spec.proc = language->proc;
    }
    spec.output = limits.output;
    spec.stderr_kept = compile_stderr_kept;
    spec.stop_at_stderr_kept = true;
    spec.processes = 64;
    return spec;
}

std::string compile_failure_message(const RunResult& outcome, const std::string& what) {
    std::string message = outcome.message + outcome.output;
    // Stopped for saying too much: ending on the broken pipe (or at its exit) is our doing, not the compiler's.
    // A limit it reached all the same is still named.
    const bool ended_by_itself = outcome.ending == RunResult::Ending::finished || outcome.ending == RunResult::Ending::crashed;
    if (outcome.message.size() >= compile_stderr_kept && ended_by_itself)
        message = what + " printed more than " + std::to_string(compile_stderr_kept >> 20) +
                  " MiB of messages and was stopped there\n" + message;
    else if (outcome.ending != RunResult::Ending::finished)
        message = what + " " + outcome.describe() + "\n" + message;
    return truncate_message(message);
}

CompiledProgram compile_sources(const std::vector<SourceFile>& files, const Language& language, const Limits& limits,
                                sandbox::Box& box) {
    if (files.empty()) return {false, "no source to compile", {}};
    std::vector<std::string> sources;
    if (files.size() == 1) {
        const std::string name = source_file_name(language, files.front().content);
        write_file_bytes(box.host_dir() / name, files.front().content, 0644);
        sources.push_back(box.inside(name).string());
    } else {
        sources = install_folder(files, language, box);
        if (sources.empty()) return {false, "no " + language.name + " source among the files to compile", {}};
    }
    const auto command = expand_sources(language, sources, box.inside(produced_name).string());
    const RunResult outcome = box.run(compile_spec(limits, command, &language), "");
    if (!outcome.ok()) return {false, compile_failure_message(outcome, "the compiler"), {}};
    std::optional<std::string> program = read_file_bytes(box.host_dir() / produced_name);
    if (!program)
        return {false, "the compiler finished but made no program (the languages table's compile command for " +
                           language.name + " must write {binary})", {}};
    return {true, {}, std::move(*program)};
}

CompileResult compile_in_box(const std::vector<SourceFile>& files, const Language& language, const Limits& limits,
                             const std::filesystem::path& executable) {
    sandbox::Box box;
    const CompiledProgram compiled = compile_sources(files, language, limits, box);
    if (!compiled.ok) return {false, compiled.message};
    write_file_bytes(executable, compiled.program, 0755);
    return {true, {}};
}

}  // namespace gavel
