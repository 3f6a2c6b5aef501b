// External checker programs: testlib's `checker input output answer` (exit 0 OK, 1 WA, 2 PE, 3 FAIL, 7 points)
// and Kattis's `validator input answer feedback_dir < output` (exit 42 AC, 43 WA). The program is the problem
// author's, but it reads contestant output, so it runs in the sandbox like everything else. It is a source file,
// a folder of sources (headers included) or an executable; a compiled one comes from the compile cache
// (run/compile_cache.hpp), built there the first time.
#include <fstream>
#include <mutex>
#include <set>
#include <sstream>

#include "checkers/checker.hpp"
#include "base/errors.hpp"
#include "run/compile.hpp"
#include "run/compile_cache.hpp"
#include "run/languages.hpp"
#include "run/program.hpp"
#include "sandbox/box.hpp"

namespace gavel {
namespace {

constexpr int testlib_ok = 0, testlib_wa = 1, testlib_pe = 2, testlib_points = 7;
constexpr int kattis_accepted = 42, kattis_wrong = 43;
constexpr const char* installed_name = "checker";

sandbox::RunSpec checker_spec(std::vector<std::string> argv) {
    sandbox::RunSpec spec;
    spec.argv = std::move(argv);
    spec.cpu = std::chrono::seconds(10);
    spec.wall = std::chrono::seconds(20);
    spec.memory = 1ull << 30;
    spec.output = 1ull << 20;
    return spec;
}

void write_file(const std::filesystem::path& path, std::string_view text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    if (!out) throw InternalError("cannot write " + path.string());
}

std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InternalError("cannot read " + path.string());
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string first_line(const std::string& text) {
    std::string line = text.substr(0, text.find('\n'));
    return line.size() > 300 ? line.substr(0, 300) + "..." : line;
}

class ExternalChecker final : public Checker {
public:
    ExternalChecker(const CheckerSpec& spec, std::string problem_file)
        : protocol_(spec.protocol), program_(spec.program), problem_file_(std::move(problem_file)),
          name_(spec.program.filename().string()) {}

    bool needs_build() const override { return true; }

    void build(const LanguageTable& languages) const override {
        const std::lock_guard lock(mutex_);
        if (box_) return;
        auto box = std::make_unique<sandbox::Box>();
        command_ = install(languages, *box);
        box_ = std::move(box);
    }

    CheckOutcome check(std::string_view input, std::string_view output, std::string_view answer) const override {
        // One box, so one check at a time; checks are short beside the runs they follow.
        const std::lock_guard lock(mutex_);
        if (!box_) throw InternalError("checker " + name_ + " was asked to check before it was built");
        sandbox::Box& box = *box_;
        write_file(box.host_dir() / "checker-input", input);
        write_file(box.host_dir() / "checker-answer", answer);
        auto argv = command_;
        argv.push_back(box.inside("checker-input").string());
        if (protocol_ == CheckerSpec::Protocol::testlib) {
            write_file(box.host_dir() / "checker-output", output);
            argv.push_back(box.inside("checker-output").string());
            argv.push_back(box.inside("checker-answer").string());
            return testlib_outcome(box.run(checker_spec(argv), ""));
        }
        argv.push_back(box.inside("checker-answer").string());
        argv.push_back(box.inside("work").string() + "/");  // the feedback folder: writable, emptied per run
        return kattis_outcome(box, box.run(checker_spec(argv), output));
    }

    std::string name() const override {
        return name_ + (protocol_ == CheckerSpec::Protocol::testlib ? " (testlib)" : " (kattis)");
    }

private:
    InputError not_compiling(const std::string& message) const {
        return InputError(problem_file_ + ": checker " + program_.string() + " does not compile:\n" + message);
    }

    // The language of the program: a file's by its extension, a folder's by the sources in it (one language).
    const Language* language_of(const LanguageTable& languages) const {
        std::error_code error;
        if (!std::filesystem::is_directory(program_, error)) return languages.find(program_);
        std::set<const Language*> found;
        for (const auto& file : read_sources(program_))
            if (const Language* language = languages.find(file.name)) found.insert(language);
        if (found.size() == 1) return *found.begin();
        std::string names;
        for (const Language* language : found) names += (names.empty() ? "" : ", ") + language->name;
        throw InputError(problem_file_ + ": checker folder " + program_.string() +
                         (found.empty() ? " holds no source (expected " + languages.known_extensions() + ")"
                                        : " holds sources in several languages (" + names + "); expected one"));
    }

    // Puts the program into `box` and returns the command that runs it: a compiled language's program from the
    // compile cache, anything else (an interpreted source, an executable) as a contestant's would be prepared.
    std::vector<std::string> install(const LanguageTable& languages, sandbox::Box& box) const {
        const Language* language = language_of(languages);
        if (language != nullptr && compiles_to_binary(*language)) {
            const auto compile = [&](const std::vector<SourceFile>& files, const Language& with,
                                     const std::filesystem::path& executable) {
                const CompileResult result = compile_in_box(files, with, languages.compile_limits, executable);
                if (!result.ok) throw not_compiling(result.message);
            };
            const auto executable = cached_build(program_, *language, compile);
            PreparedProgram program;
            program.files.push_back({installed_name, read_file(executable), true});
            install_program(program, box);
            return expand_command(language->run, box.inside(language->source).string(), box.inside(installed_name).string());
        }
        std::error_code error;
        if (std::filesystem::is_directory(program_, error))
            throw InputError(problem_file_ + ": checker folder " + program_.string() + " is in " + language->name +
                             ", which compiles to no program of its own; expected a folder of sources in a compiled language");
        PreparedProgram program = prepare_program(program_, languages, box);
        if (!program.ready) throw not_compiling(program.compile_message);
        install_program(program, box);
        return program.run;
    }

    CheckOutcome testlib_outcome(const RunResult& run) const {
        const std::string message = first_line(run.message.empty() ? run.output : run.message);
        if (run.ending != RunResult::Ending::finished)
            return {Verdict::internal_error, "the checker failed: " + run.describe()};
        switch (run.status) {
            case testlib_ok: return {Verdict::accepted, message};
            case testlib_wa: return {Verdict::wrong_answer, message};
            case testlib_pe: return {Verdict::presentation_error, message};
            case testlib_points:
                // gavel scores whole groups: partial credit on a test is not full credit.
                return {Verdict::wrong_answer, "partial credit (" + message + "); gavel scores whole groups only"};
            default: return {Verdict::internal_error, "the checker failed (exit code " + std::to_string(run.status) + "): " + message};
        }
    }

    CheckOutcome kattis_outcome(const sandbox::Box& box, const RunResult& run) const {
        std::ifstream feedback(box.host_dir() / "work" / "judgemessage.txt");
        std::ostringstream text;
        text << feedback.rdbuf();
        const std::string message = first_line(text.str().empty() ? run.message : text.str());
        if (run.finished_with(kattis_accepted)) return {Verdict::accepted, message};
        if (run.finished_with(kattis_wrong)) return {Verdict::wrong_answer, message};
        return {Verdict::internal_error, "the checker failed: " + run.describe() + (message.empty() ? "" : ": " + message)};
    }

    CheckerSpec::Protocol protocol_;
    std::filesystem::path program_;
    std::string problem_file_;
    std::string name_;
    // Made by build(): the box the program is installed in, and the command that runs it there.
    mutable std::unique_ptr<sandbox::Box> box_;
    mutable std::vector<std::string> command_;
    mutable std::mutex mutex_;
};

}  // namespace

std::unique_ptr<Checker> make_external_checker(const CheckerSpec& spec, const std::string& problem_file) {
    return std::make_unique<ExternalChecker>(spec, problem_file);
}

}  // namespace gavel
