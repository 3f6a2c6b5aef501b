// data/ of an exported package: every prepared test with its answer, laid out in the format's sample and secret
// folders in suite order, and the test_group.yaml that scores them as gavel does.
//
// gavel awards a group its points when every case of it is accepted. A suite where at most one group awards points
// is pass-fail (judge.hpp: pass_fail): the package is pass-fail too, its secret cases in one folder. Otherwise it is
// a scoring package with one test data group per gavel group, each `score_aggregation: pass-fail` with the group's
// points as max_score, and secret summing them: the same score for every outcome.
#include <algorithm>
#include <cctype>
#include <optional>
#include <span>

#include "base/errors.hpp"
#include "tools/export_parts.hpp"

namespace gavel::package_export {
namespace {

constexpr std::size_t reference_chain = 256;  // inputs per batch of reference calls; a stop is seen between batches

std::string case_name(const Problem& problem, const PreparedTest& test) {
    return problem.id + "/" + test.group + "/" + test.name;
}

// Every test's answer: the stored one, else the reference solver's output on its input under its limits.
std::vector<std::string> answers_of(const ProblemJudge& judge, const std::vector<PreparedTest>& tests,
                                    const std::atomic<bool>* stop, std::size_t& computed) {
    const Problem& problem = judge.problem();
    std::vector<std::string> answers(tests.size());
    std::vector<std::size_t> missing;
    for (std::size_t i = 0; i < tests.size(); ++i) {
        if (tests[i].answer) answers[i] = *tests[i].answer;
        else missing.push_back(i);
    }
    if (!missing.empty() && !problem.reference)
        throw InternalError(case_name(problem, tests[missing.front()]) + ": no stored answer and no reference solver");
    for (std::size_t from = 0; from < missing.size(); from += reference_chain) {
        stop_if_asked(stop);
        const auto chain = std::span(missing).subspan(from, std::min(reference_chain, missing.size() - from));
        std::vector<std::string_view> inputs;
        std::vector<Limits> limits;
        for (const std::size_t i : chain) {
            inputs.push_back(tests[i].input);
            limits.push_back(tests[i].limits);
        }
        std::vector<RunResult> runs = problem.reference->run_batch(inputs, limits);
        for (std::size_t k = 0; k < chain.size(); ++k) {
            const PreparedTest& test = tests[chain[k]];
            if (k >= runs.size()) throw InternalError(case_name(problem, test) + ": the reference solver gave no answer");
            if (!runs[k].ok())
                throw InternalError(case_name(problem, test) + ": the reference solver failed: " + runs[k].describe() +
                                    (runs[k].message.empty() ? "" : ": " + runs[k].message));
            answers[chain[k]] = std::move(runs[k].output);
        }
    }
    computed = missing.size();
    return answers;
}

bool named_sample(const std::string& name) {
    std::string lower;
    for (const char c : name) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lower == "sample" || lower == "samples";
}

// The group data/sample/ holds: the first named sample or samples that awards no points. One that awards points
// stays secret data, since a package's samples score nothing.
std::optional<std::size_t> sample_group(const Suite& suite, const PackageFolder& package) {
    for (std::size_t g = 0; g < suite.groups.size(); ++g) {
        if (!named_sample(suite.groups[g].name)) continue;
        if (suite.groups[g].points == 0) return g;
        package.warn("group '" + suite.groups[g].name + "' awards " + std::to_string(suite.groups[g].points) +
                     " points, so it is secret data in the package, not data/sample/ (samples score nothing there)");
    }
    return std::nullopt;
}

// "07-name": numbered from 1, zero-padded to the width of `count` (at least two digits), so that the format's
// lexicographic order is the suite's order.
std::string numbered(std::size_t number, std::size_t count, std::string_view name) {
    const std::size_t width = std::max<std::size_t>(2, std::to_string(count).size());
    std::string digits = std::to_string(number);
    return std::string(width - std::min(width, digits.size()), '0') + digits + "-" + file_name_part(name);
}

class DataWriter {
public:
    DataWriter(const PackageFolder& package, const std::vector<PreparedTest>& tests, const std::vector<std::string>& answers)
        : package_(package), tests_(tests), answers_(answers) {}

    // Writes the tests `indices` into `folder`, numbered in order; `stem` names one of them.
    template <class Stem>
    void write_cases(const std::string& folder, const std::vector<std::size_t>& indices, Stem stem) const {
        for (std::size_t k = 0; k < indices.size(); ++k) {
            const std::string base = folder + "/" + numbered(k + 1, indices.size(), stem(tests_[indices[k]]));
            package_.write(base + ".in", tests_[indices[k]].input);
            package_.write(base + ".ans", answers_[indices[k]]);
            // An interactive sample's exchange is what a statement shows of it; the format then wants the files to
            // download named as such.
            if (const std::string& exchange = tests_[indices[k]].sample_exchange; !exchange.empty()) {
                package_.write(base + ".interaction", exchange);
                package_.write(base + ".in.download", tests_[indices[k]].input);
                package_.write(base + ".ans.download", answers_[indices[k]]);
            }
        }
    }
    void write_config(const std::string& folder, const std::string& lines) const {
        if (!lines.empty()) package_.write(folder + "/test_group.yaml", lines);
    }

private:
    const PackageFolder& package_;
    const std::vector<PreparedTest>& tests_;
    const std::vector<std::string>& answers_;
};

}  // namespace

DataWritten write_data(const PackageFolder& package, const ProblemJudge& judge, const std::vector<PreparedTest>& tests,
                       const std::string& test_group_lines, const std::atomic<bool>* stop) {
    const Suite& suite = judge.problem().suite;
    DataWritten written;
    written.scoring = !pass_fail(suite);
    const std::optional<std::size_t> sample = sample_group(suite, package);
    std::vector<std::vector<std::size_t>> by_group(suite.groups.size());
    for (std::size_t i = 0; i < tests.size(); ++i) by_group[tests[i].group_index].push_back(i);
    std::vector<std::size_t> secret_groups;
    for (std::size_t g = 0; g < suite.groups.size(); ++g)
        if (g != sample && !by_group[g].empty()) secret_groups.push_back(g);
    if (secret_groups.empty())
        throw InputError(suite.file.string() + ": every case is in the sample group; a package needs at least one "
                                               "secret case (expected another group)");

    const std::vector<std::string> answers = answers_of(judge, tests, stop, written.reference_answers);
    const DataWriter writer(package, tests, answers);
    const auto case_stem = [](const PreparedTest& test) { return test.name; };
    if (sample) {
        writer.write_cases("data/sample", by_group[*sample], case_stem);
        writer.write_config("data/sample", test_group_lines);
        written.sample_cases = by_group[*sample].size();
    }
    if (!written.scoring) {
        // One folder, the suite's order kept by the numbers; the group in each name says where a case came from.
        std::vector<std::size_t> secret;
        for (const std::size_t g : secret_groups) secret.insert(secret.end(), by_group[g].begin(), by_group[g].end());
        writer.write_cases("data/secret", secret, [](const PreparedTest& test) { return test.group + "-" + test.name; });
        writer.write_config("data/secret", test_group_lines);
        written.secret_cases = secret.size();
        return written;
    }
    std::int64_t total = 0;
    for (std::size_t n = 0; n < secret_groups.size(); ++n) {
        const TestGroup& group = suite.groups[secret_groups[n]];
        if (group.aggregate == TestGroup::Aggregate::sum || !group.depends_on.empty())
            package.warn("group '" + group.name + "' is pass-fail in the package: its " +
                         (group.aggregate == TestGroup::Aggregate::sum ? "aggregate: sum" : "depends_on") + " is not exported");
        const std::string folder = "data/secret/" + numbered(n + 1, secret_groups.size(), group.name);
        writer.write_cases(folder, by_group[secret_groups[n]], case_stem);
        writer.write_config(folder, "# gavel group '" + group.name + "': its points when every case is accepted\n" +
                                        "max_score: " + std::to_string(group.points) + "\nscore_aggregation: pass-fail\n" +
                                        test_group_lines);
        total += group.points;
        written.secret_cases += by_group[secret_groups[n]].size();
    }
    writer.write_config("data/secret", "max_score: " + std::to_string(total) + "\nscore_aggregation: sum\n" + test_group_lines);
    written.secret_groups = secret_groups.size();
    return written;
}

}  // namespace gavel::package_export
