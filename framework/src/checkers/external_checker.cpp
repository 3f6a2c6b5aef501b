// External checker programs: testlib's `checker input output answer` (exit 0 OK, 1 WA, 2 PE, 3 FAIL, 7 points)
// and Kattis's `validator input answer feedback_dir < output` (exit 42 AC, 43 WA). The program is the problem
// author's, but it reads contestant output, so it runs in the sandbox like everything else.
#include <fstream>
#include <mutex>
#include <sstream>

#include "checkers/checker.hpp"
#include "base/errors.hpp"
#include "run/languages.hpp"
#include "run/program.hpp"
#include "sandbox/box.hpp"

namespace gavel {
namespace {

constexpr int testlib_ok = 0, testlib_wa = 1, testlib_pe = 2, testlib_points = 7;
constexpr int kattis_accepted = 42, kattis_wrong = 43;

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

std::string first_line(const std::string& text) {
    std::string line = text.substr(0, text.find('\n'));
    return line.size() > 300 ? line.substr(0, 300) + "..." : line;
}

class ExternalChecker final : public Checker {
public:
    ExternalChecker(const CheckerSpec& spec, const std::string& problem_file)
        : protocol_(spec.protocol), name_(spec.program.filename().string()) {
        const LanguageTable languages = load_languages(default_languages_file());
        program_ = prepare_program(spec.program, languages, box_);
        if (!program_.ready)
            throw InputError(problem_file + ": checker " + spec.program.string() + " does not compile:\n" + program_.compile_message);
        install_program(program_, box_);
    }

    CheckOutcome check(std::string_view input, std::string_view output, std::string_view answer) const override {
        // One box, so one check at a time; checks are short beside the runs they follow.
        const std::lock_guard lock(mutex_);
        write_file(box_.host_dir() / "checker-input", input);
        write_file(box_.host_dir() / "checker-answer", answer);
        auto argv = program_.run;
        argv.push_back(box_.inside("checker-input").string());
        if (protocol_ == CheckerSpec::Protocol::testlib) {
            write_file(box_.host_dir() / "checker-output", output);
            argv.push_back(box_.inside("checker-output").string());
            argv.push_back(box_.inside("checker-answer").string());
            return testlib_outcome(box_.run(checker_spec(argv), ""));
        }
        argv.push_back(box_.inside("checker-answer").string());
        argv.push_back(box_.inside("work").string() + "/");  // the feedback folder: writable, emptied per run
        return kattis_outcome(box_.run(checker_spec(argv), output));
    }

    std::string name() const override {
        return name_ + (protocol_ == CheckerSpec::Protocol::testlib ? " (testlib)" : " (kattis)");
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

    CheckOutcome kattis_outcome(const RunResult& run) const {
        std::ifstream feedback(box_.host_dir() / "work" / "judgemessage.txt");
        std::ostringstream text;
        text << feedback.rdbuf();
        const std::string message = first_line(text.str().empty() ? run.message : text.str());
        if (run.finished_with(kattis_accepted)) return {Verdict::accepted, message};
        if (run.finished_with(kattis_wrong)) return {Verdict::wrong_answer, message};
        return {Verdict::internal_error, "the checker failed: " + run.describe() + (message.empty() ? "" : ": " + message)};
    }

    CheckerSpec::Protocol protocol_;
    std::string name_;
    mutable sandbox::Box box_;
    PreparedProgram program_;
    mutable std::mutex mutex_;
};

}  // namespace

std::unique_ptr<Checker> make_external_checker(const CheckerSpec& spec, const std::string& problem_file) {
    return std::make_unique<ExternalChecker>(spec, problem_file);
}

}  // namespace gavel
