#include "tools/stress.hpp"

#include <spdlog/spdlog.h>

#include <cstdio>
#include <sstream>

#include "base/errors.hpp"
#include "report/report.hpp"
#include "run/program.hpp"
#include "gavel/random.hpp"
#include "sandbox/box.hpp"

namespace gavel {
namespace {

// Judges `solution` on one input against the reference: what a suite case would say.
struct Probe {
    const ProblemJudge& judge;
    Solution& solution;
    const std::atomic<bool>* stop = nullptr;
    std::size_t runs = 0;

    bool stopped() const { return stop != nullptr && stop->load(); }
    // No more runs: the budget is spent or the command is stopping.
    bool spent(std::size_t budget) const { return runs >= budget || stopped(); }

    TestResult judge_input(const std::string& input) {
        ++runs;
        PreparedTest test;
        test.group = "stress";
        test.name = "input";
        test.input = input;
        test.limits = judge.problem().limits;
        ProblemJudge::Options options;
        options.validate = false;
        return judge.judge_one(solution, test, options);
    }
    // A run the stop cut short is no failure of the solution.
    bool fails(const std::string& input) { return judge_input(input).verdict != Verdict::accepted && !stopped(); }
};

std::vector<std::string> split_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::stringstream stream(text);
    for (std::string line; std::getline(stream, line);) lines.push_back(line + "\n");
    return lines;
}

std::string join(const std::vector<std::string>& lines) {
    std::string text;
    for (const auto& line : lines) text += line;
    return text;
}

// Zeller's ddmin over lines: remove ever smaller chunks while the input stays valid and still fails.
std::string shrink_lines(const ProblemJudge& judge, Probe& probe, std::string input, std::size_t budget) {
    std::vector<std::string> lines = split_lines(input);
    std::size_t chunks = 2;
    while (lines.size() > 1 && !probe.spent(budget)) {
        const std::size_t size = (lines.size() + chunks - 1) / chunks;
        bool reduced = false;
        for (std::size_t start = 0; start < lines.size() && !probe.spent(budget); start += size) {
            std::vector<std::string> candidate(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(start));
            candidate.insert(candidate.end(), lines.begin() + static_cast<std::ptrdiff_t>(std::min(lines.size(), start + size)), lines.end());
            const std::string text = join(candidate);
            if (candidate.empty() || !judge.validate(text).ok() || !probe.fails(text)) continue;
            lines = std::move(candidate);
            chunks = std::max<std::size_t>(chunks - 1, 2);
            reduced = true;
            break;
        }
        if (reduced) continue;
        if (size == 1) break;
        chunks = std::min(lines.size(), chunks * 2);
    }
    return join(lines);
}

std::optional<std::int64_t> as_integer(const std::string& text) {
    try {
        std::size_t used = 0;
        const std::int64_t value = std::stoll(text, &used);
        if (used == text.size()) return value;
    } catch (const std::exception&) {
    }
    return std::nullopt;
}

// A YAML double-quoted scalar: any text (a parameter value, a path) read back as it is.
std::string yaml_quoted(const std::string& text) {
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') quoted += '\\';
        if (static_cast<unsigned char>(c) < 0x20) {
            char escape[8];
            std::snprintf(escape, sizeof escape, "\\x%02x", static_cast<unsigned char>(c));
            quoted += escape;
            continue;
        }
        quoted += c;
    }
    return quoted + "\"";
}

}  // namespace

StressFinding stress_solution(const ProblemJudge& judge, const StressOptions& options) {
    const SourceLocation command_line{"command line", 1, 1};
    const Problem& problem = judge.problem();
    if (!problem.generator || !problem.reference)
        throw InputError("gavel stress needs a generator and a reference solver, and problem '" + problem.id +
                         "' (" + problem.definition_file + ") lacks " + (problem.generator ? "a reference solver" : "a generator"));
    sandbox::Box box;
    const PreparedProgram program = prepare_program(options.solution, options.languages, box);
    if (!program.ready) throw InputError(options.solution.string() + ": does not compile:\n" + program.compile_message);
    install_program(program, box);
    ProgramSolution solution(box, program, options.solution.filename().string());
    Probe probe{judge, solution, options.stop};

    StressFinding finding;
    for (std::int64_t index = 0; index < options.count && !finding.found && !probe.stopped(); ++index) {
        const std::uint64_t seed = Random::derive(options.seed, static_cast<std::uint64_t>(index));
        const std::string input = judge.generate_input(seed, options.params, command_line);
        finding.tried = index + 1;
        if (!probe.fails(input)) continue;
        finding.found = true;
        finding.case_seed = seed;
        finding.params = options.params;
        finding.original_input = finding.input = input;
    }
    finding.stopped = probe.stopped();
    if (!finding.found || finding.stopped) return finding;
    spdlog::info("difference after {} inputs (seed {}); shrinking", finding.tried, finding.case_seed);

    // First the generator's own knobs: halve each integer parameter while some seed still fails with it
    // (the failing seed first, then a few others: smaller parameters draw other inputs from the same seed).
    constexpr int seeds_per_try = 8;
    const std::size_t budget = probe.runs + options.max_shrink_runs;
    for (bool smaller = true; smaller && !probe.spent(budget);) {
        smaller = false;
        for (auto& [key, value] : finding.params) {
            const auto number = as_integer(value);
            if (!number || *number <= 1) continue;
            auto candidate = finding.params;
            candidate[key] = std::to_string(*number / 2);
            for (int attempt = 0; attempt < seeds_per_try && !probe.spent(budget); ++attempt) {
                const std::uint64_t seed = attempt == 0 ? finding.case_seed : Random::derive(finding.case_seed, static_cast<std::uint64_t>(attempt));
                std::string input;
                try {
                    input = judge.generate_input(seed, candidate, command_line);
                } catch (const InputError&) {
                    break;  // below the parameter's range
                }
                if (input.size() > finding.input.size() || !probe.fails(input)) continue;
                finding.params = candidate;
                finding.case_seed = seed;
                finding.input = input;
                smaller = true;
                break;
            }
        }
    }
    // Then the input itself, keeping only inputs the validator accepts.
    const std::string generated = finding.input;
    finding.input = shrink_lines(judge, probe, finding.input, budget);
    finding.generator_call = finding.input == generated;
    finding.stopped = probe.stopped();
    if (finding.stopped) return finding;
    finding.result = probe.judge_input(finding.input);
    finding.expected = problem.reference->run(finding.input, problem.limits).output;
    // An interactive solution's output means nothing without the replies: what it said is the exchange.
    finding.exchange = problem.interactive != nullptr;
    finding.found_output = finding.exchange ? finding.result.exchange : solution.run(finding.input, problem.limits).output;
    return finding;
}

StressCase write_stress_case(const StressFinding& finding, const std::filesystem::path& suite_folder,
                             const std::filesystem::path& out_dir) {
    StressCase made;
    made.name = "stress-" + std::to_string(finding.case_seed);
    made.yaml = "- name: " + made.name + "\n";
    if (finding.generator_call) {
        std::string params;
        for (const auto& [key, value] : finding.params) params += (params.empty() ? "" : ", ") + yaml_quoted(key) + ": " + yaml_quoted(value);
        made.yaml += "  generate: { seed: " + std::to_string(finding.case_seed) + (params.empty() ? "" : ", params: { " + params + " }") + " }\n";
        return made;
    }
    std::error_code error;
    std::filesystem::create_directories(out_dir, error);
    if (error) throw InputError(out_dir.string() + ": cannot make the folder: " + error.message());
    const auto input = out_dir / (made.name + ".in"), answer = out_dir / (made.name + ".ans");
    write_file_atomically(input.string(), finding.input);
    write_file_atomically(answer.string(), finding.expected);
    made.files = {input, answer};
    const auto from_suite = [&](const std::filesystem::path& file) {
        const std::filesystem::path whole = std::filesystem::weakly_canonical(file, error);
        const std::filesystem::path relative = whole.lexically_relative(std::filesystem::weakly_canonical(suite_folder, error));
        const bool inside = !relative.empty() && *relative.begin() != "..";
        return yaml_quoted((inside ? relative : whole).string());
    };
    made.yaml += "  input: { file: " + from_suite(input) + " }\n  answer: { file: " + from_suite(answer) + " }\n";
    return made;
}

}  // namespace gavel
