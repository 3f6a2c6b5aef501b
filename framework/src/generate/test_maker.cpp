#include "generate/test_maker.hpp"

#include <algorithm>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "base/printable_text.hpp"
#include "run/sha256.hpp"

namespace gavel::generate {
namespace {

// The folder of data/ a test lies in at the top: "secret" for "secret/group1".
std::string top_folder(const PlannedTest& test) { return test.directory.substr(0, test.directory.find('/')); }

// {name} is the test's file name in the working folder, BAPCtools' "testcase"; {seed} and {seed:N} the seed.
std::string substituted(const std::string& argument, std::uint32_t seed) {
    std::string out;
    for (std::size_t i = 0; i < argument.size();) {
        if (argument.compare(i, 6, "{name}") == 0) {
            out += "testcase";
            i += 6;
            continue;
        }
        if (argument.compare(i, 5, "{seed") == 0) {
            std::size_t end = i + 5;
            if (end < argument.size() && argument[end] == ':') {
                std::size_t digits = end + 1;
                while (digits < argument.size() && argument[digits] >= '0' && argument[digits] <= '9') ++digits;
                if (digits > end + 1) end = digits;
            }
            if (end < argument.size() && argument[end] == '}') {
                out += std::to_string(seed);
                i = end + 1;
                continue;
            }
        }
        out += argument[i++];
    }
    return out;
}

std::string last_lines(const std::string& text) {
    constexpr std::size_t shown = 600;
    const std::string tail = text.size() > shown ? "..." + text.substr(text.size() - shown) : text;
    return printable_text(tail);
}

std::string failure_of(const PlannedTest& test, const std::string& what, const RunResult& run) {
    std::string text = test.path() + ": " + what + " " + run.describe();
    if (!run.message.empty()) text += "; its standard error:\n" + last_lines(run.message);
    return text;
}

bool timed_out(const RunResult& run) {
    return run.ending == RunResult::Ending::cpu_limit || run.ending == RunResult::Ending::wall_limit;
}

}  // namespace

const std::vector<std::string>& test_file_extensions() {
    static const std::vector<std::string> extensions = {
        "in", "ans", "out", "hint", "desc", "interaction", "yaml", "in.statement", "ans.statement", "in.download",
        "ans.download", "png", "jpg", "svg", "pdf"};
    return extensions;
}

TestMaker::TestMaker(const GenerationPlan& plan, GeneratorPrograms& programs, bool interactive, std::optional<Command> default_solution)
    : plan_(plan), programs_(programs), interactive_(interactive), default_solution_(std::move(default_solution)) {}

std::map<std::string, std::string> TestMaker::copied_files(const PlannedTest& test) const {
    std::map<std::string, std::string> files;
    if (test.copy.empty()) return files;
    const std::filesystem::path base = plan_.package / "generators" / test.copy;
    const std::filesystem::path generators = plan_.package / "generators";
    for (const auto& extension : test_file_extensions()) {
        const std::filesystem::path file = base.string() + "." + extension;
        std::error_code error;
        const auto status = std::filesystem::symlink_status(file, error);
        if (error || status.type() == std::filesystem::file_type::not_found) continue;
        // A link may stay inside generators/ (BAPCtools keeps such links); one leading out is never followed.
        const std::filesystem::path real = std::filesystem::weakly_canonical(file, error);
        const std::filesystem::path root = std::filesystem::weakly_canonical(generators, error);
        const auto [end, unused] = std::mismatch(root.begin(), root.end(), real.begin(), real.end());
        if (end != root.end() || !std::filesystem::is_regular_file(real, error))
            throw InputError(test.location.describe("copy: " + file.string() + " is not a regular file inside generators/"));
        files[extension] = read_needed_file(real);
    }
    if (files.empty()) throw InputError(test.location.describe("copy: no file generators/" + test.copy + ".in (nor .ans, ...) to copy"));
    return files;
}

const Command* TestMaker::answer_maker(const PlannedTest& test) const {
    const std::string top = top_folder(test);
    if (interactive_ || (top != "sample" && top != "secret") || test.inline_files.count("ans")) return nullptr;
    if (test.solution) return &*test.solution;
    if (test.default_solution && default_solution_) return &*default_solution_;
    return nullptr;
}

std::string TestMaker::rule_hash(const PlannedTest& test) {
    Sha256 hash;
    const auto field = [&](const std::string& name, const std::string& value) {
        hash.update(name + "\n" + std::to_string(value.size()) + "\n");
        hash.update(value);
    };
    field("gavel generate rule", "1");
    if (test.generate) {
        field("generator", programs_.generator_hash(*test.generate));
        for (const auto& argument : test.generate->arguments) field("argument", substituted(argument, test.seed));
        field("retries", std::to_string(test.retries));
    }
    for (const auto& [extension, bytes] : copied_files(test)) field("copied " + extension, bytes);
    for (const auto& [extension, bytes] : test.inline_files) field("inline " + extension, bytes);
    if (const Command* solution = answer_maker(test)) {
        field("solution", programs_.solution_hash(*solution));
        for (const auto& argument : solution->arguments) field("solution argument", argument);
    }
    if (interactive_) field("interactive", "1");
    return hash.hex_digest();
}

void TestMaker::prepare(const PlannedTest& test) {
    if (test.generate) programs_.generator(*test.generate);
    if (const Command* solution = answer_maker(test)) programs_.solution(*solution);
}

MadeFiles TestMaker::make(const PlannedTest& test) {
    MadeFiles made;
    if (test.generate) {
        AuthorProgramPool& pool = programs_.generator(*test.generate);
        const auto lease = pool.take();
        RunResult run;
        std::string why;
        for (int attempt = 0; attempt < std::max(1, test.retries); ++attempt) {
            // Each retry runs with the next seed, as BAPCtools retries; a time-out is not retried.
            const std::uint32_t seed = static_cast<std::uint32_t>((std::uint64_t{test.seed} + attempt) % (1ull << 31));
            const AuthorProgram::Use use = lease->use();
            std::vector<std::string> argv = use.command;
            for (const auto& argument : test.generate->arguments) argv.push_back(substituted(argument, seed));
            run = use.box.run(lease->spec(std::move(argv)), "");
            made.files.clear();
            why.clear();
            if (!run.ok()) {
                why = failure_of(test, "the generator `" + test.generate->text + "`", run);
                if (timed_out(run)) break;
                continue;
            }
            const std::filesystem::path work = use.box.host_dir() / "work";
            for (const auto& extension : test_file_extensions()) {
                const LeftFile left = read_left_file(work, "testcase." + extension, programs_.limits().output);
                if (left.state == LeftFile::State::refused)
                    why = test.path() + ": the generator `" + test.generate->text + "` left testcase." + extension + " as " + left.refusal + "; expected a regular file";
                else if (left.state == LeftFile::State::read && left.truncated)
                    why = test.path() + ": the generator `" + test.generate->text + "` wrote a testcase." + extension + " larger than its output limit";
                else if (left.state == LeftFile::State::read)
                    made.files[extension] = left.bytes;
            }
            if (!why.empty()) break;
            if (!made.files.count("in")) {
                if (run.output.empty()) {
                    why = test.path() + ": the generator `" + test.generate->text + "` wrote nothing: no testcase.in and no standard output" +
                          (run.message.empty() ? "" : "; its standard error:\n" + last_lines(run.message));
                    continue;  // BAPCtools counts it a failure and retries it
                }
                made.files["in"] = run.output;
            } else if (!run.output.empty()) {
                made.notes.push_back(test.path() + ": the generator `" + test.generate->text + "` wrote testcase.in and standard output; standard output ignored");
            }
            break;
        }
        if (!why.empty()) return MadeFiles{{}, why + (test.retries > 1 ? " (tried " + std::to_string(test.retries) + " seeds)" : ""), {}};
    }
    for (auto& [extension, bytes] : copied_files(test)) made.files[extension] = std::move(bytes);
    for (const auto& [extension, bytes] : test.inline_files) made.files[extension] = bytes;
    if (!made.files.count("in")) return MadeFiles{{}, test.path() + ": nothing made its .in", {}};
    if (made.files.count("ans")) return made;
    const std::string top = top_folder(test);
    if (top != "sample" && top != "secret") return made;
    if (interactive_) {
        made.files["ans"] = "";  // an interactive problem's answer is its validator's business; BAPCtools writes it empty
        return made;
    }
    const Command* solution = answer_maker(test);
    if (solution == nullptr)
        return MadeFiles{{}, test.location.describe(test.path() + ": no .ans, and no solution to make it (solution: is empty here" +
                                                    std::string(test.default_solution ? ", and the package has no submissions/accepted/)" : ")")),
                         {}};
    AuthorProgramPool& pool = programs_.solution(*solution);
    const auto lease = pool.take();
    const AuthorProgram::Use use = lease->use();
    std::vector<std::string> argv = use.command;
    argv.insert(argv.end(), solution->arguments.begin(), solution->arguments.end());
    const RunResult run = use.box.run(lease->spec(std::move(argv)), made.files["in"]);
    if (!run.ok()) return MadeFiles{{}, failure_of(test, "the solution /" + solution->program + " making its .ans", run), {}};
    made.files["ans"] = run.output;
    return made;
}

}  // namespace gavel::generate
