// External checker programs: testlib's `checker input output answer` (exit 0 OK, 1 WA, 2 PE, 3 FAIL, 7 points)
// and Kattis's `validator input answer feedback_dir < output` (exit 42 AC, 43 WA). The program is the problem
// author's, but it reads contestant output, so it runs in the sandbox like everything else. It is a source file,
// a folder of sources (headers included) or an executable, built and run as run/author_program.hpp says.
#include <fstream>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "checkers/checker.hpp"
#include "run/author_program.hpp"

namespace gavel {
namespace {

constexpr int testlib_ok = 0, testlib_wa = 1, testlib_pe = 2, testlib_points = 7;
constexpr int kattis_accepted = 42, kattis_wrong = 43;
// A feedback file is read only this far: a message is shown one line long, and a checker may write megabytes.
constexpr std::size_t feedback_limit = 64 << 10;

void write_file(const std::filesystem::path& path, std::string_view text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    if (!out) throw InternalError("cannot write " + path.string());
}

std::string first_line(const std::string& text) {
    std::string line = text.substr(0, text.find('\n'));
    return line.size() > 300 ? line.substr(0, 300) + "..." : line;
}

class ExternalChecker final : public Checker {
public:
    ExternalChecker(const CheckerSpec& spec, const std::string& problem_file)
        : protocol_(spec.protocol), program_(spec.program, "checker", problem_file) {}

    bool needs_build() const override { return true; }

    void build(const LanguageTable& languages) const override { program_.build(languages); }

    CheckOutcome check(std::string_view input, std::string_view output, std::string_view answer) const override {
        // One box, so one check at a time; checks are short beside the runs they follow.
        const AuthorProgram::Use use = program_.use();
        sandbox::Box& box = use.box;
        write_file(box.host_dir() / "checker-input", input);
        write_file(box.host_dir() / "checker-answer", answer);
        auto argv = use.command;
        argv.push_back(box.inside("checker-input").string());
        if (protocol_ == CheckerSpec::Protocol::testlib) {
            write_file(box.host_dir() / "checker-output", output);
            argv.push_back(box.inside("checker-output").string());
            argv.push_back(box.inside("checker-answer").string());
            return testlib_outcome(box.run(program_.spec(argv), ""));
        }
        argv.push_back(box.inside("checker-answer").string());
        argv.push_back(box.inside("work").string() + "/");  // the feedback folder: writable, emptied per run
        return kattis_outcome(box, box.run(program_.spec(argv), output));
    }

    std::string name() const override {
        return program_.name() + (protocol_ == CheckerSpec::Protocol::testlib ? " (testlib)" : " (kattis)");
    }

private:
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

    // Kattis's feedback folder: judgemessage.txt says why (stderr when it is missing), and a checker that fails
    // may explain in judgeerror.txt. The checker made these files as it liked, so they are read only as regular
    // files, and one that is a link, a FIFO or a folder makes the checker's verdict worthless: IE.
    CheckOutcome kattis_outcome(const sandbox::Box& box, const RunResult& run) const {
        const auto folder = box.host_dir() / "work";
        const LeftFile judge_message = read_left_file(folder, "judgemessage.txt", feedback_limit);
        if (judge_message.state == LeftFile::State::refused) return misbehaved("judgemessage.txt", judge_message);
        const std::string message = judge_message.bytes.empty() ? first_line(run.message) : feedback_line("judgemessage.txt", judge_message);
        if (run.finished_with(kattis_accepted)) return {Verdict::accepted, message};
        if (run.finished_with(kattis_wrong)) return {Verdict::wrong_answer, message};
        const LeftFile judge_error = read_left_file(folder, "judgeerror.txt", feedback_limit);
        if (judge_error.state == LeftFile::State::refused) return misbehaved("judgeerror.txt", judge_error);
        const std::string why = judge_error.bytes.empty() ? message : feedback_line("judgeerror.txt", judge_error);
        return {Verdict::internal_error, "the checker failed: " + run.describe() + (why.empty() ? "" : ": " + why)};
    }

    static std::string feedback_line(const std::string& name, const LeftFile& file) {
        return first_line(file.bytes) +
               (file.truncated ? " (" + name + " is longer than " + std::to_string(feedback_limit >> 10) + " KiB: only its start was read)" : "");
    }

    static CheckOutcome misbehaved(const std::string& name, const LeftFile& file) {
        return {Verdict::internal_error, "the checker's " + name + " is refused (" + file.refusal +
                                             "): only a regular file is read, and a checker that leaves anything else is not trusted"};
    }

    CheckerSpec::Protocol protocol_;
    mutable AuthorProgram program_;  // built and run under its own lock: const to the checker's callers
};

}  // namespace

std::unique_ptr<Checker> make_external_checker(const CheckerSpec& spec, const std::string& problem_file) {
    return std::make_unique<ExternalChecker>(spec, problem_file);
}

}  // namespace gavel
