// data/ of an exported package: every prepared test with its answer, laid out in the format's sample and secret
// folders in suite order, and the test_group.yaml that scores them as gavel does.
//
// gavel awards a group its points when every case of it is accepted. A suite where at most one group awards points
// is pass-fail (judge.hpp: pass_fail): the package is pass-fail too, its secret cases in one folder. Otherwise it is
// a scoring package with one test data group per gavel group, each `score_aggregation: pass-fail` with the group's
// points as max_score, and secret summing them: the same score for every outcome.
#include <algorithm>
#include <optional>

#include "base/errors.hpp"
#include "tools/case_answers.hpp"
#include "tools/export_parts.hpp"
#include "tools/statement_samples.hpp"

namespace gavel::package_export {
namespace {

// The group data/sample/ holds: statement_samples.hpp's sample_group, the samples gavel statement shows. A group
// so named that awards points stays secret data, since a package's samples score nothing.
std::optional<std::size_t> package_sample_group(const Suite& suite, const PackageFolder& package) {
    for (std::size_t g = 0; g < suite.groups.size(); ++g) {
        if (!sample_group_name(suite.groups[g].name)) continue;
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
    const std::optional<std::size_t> sample = package_sample_group(suite, package);
    std::vector<std::vector<std::size_t>> by_group(suite.groups.size());
    for (std::size_t i = 0; i < tests.size(); ++i) by_group[tests[i].group_index].push_back(i);
    std::vector<std::size_t> secret_groups;
    for (std::size_t g = 0; g < suite.groups.size(); ++g)
        if (g != sample && !by_group[g].empty()) secret_groups.push_back(g);
    if (secret_groups.empty())
        throw InputError(suite.file.string() + ": every case is in the sample group; a package needs at least one "
                                               "secret case (expected another group)");

    const std::vector<std::string> answers =
        case_answers(judge, tests, [stop] { stop_if_asked(stop); }, written.reference_answers);
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
