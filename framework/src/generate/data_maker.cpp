#include "generate/data_maker.hpp"

#include <sched.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <mutex>
#include <set>
#include <thread>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "generate/data_manifest.hpp"
#include "generate/test_maker.hpp"
#include "run/sha256.hpp"

namespace gavel::generate {
namespace {

namespace fs = std::filesystem;

unsigned usable_threads(unsigned asked) {
    if (asked != 0) return asked;
    cpu_set_t cpus;
    if (::sched_getaffinity(0, sizeof cpus, &cpus) == 0) return static_cast<unsigned>(std::max(1, CPU_COUNT(&cpus)));
    return 1;
}

// What problem.yaml says that making the data needs. A problem.yaml gavel cannot read is open_package's to
// refuse, later, with its place.
struct ProblemFacts {
    // The answers are the validator's business (type interactive or multi-pass; legacy `validation: custom
    // interactive`): a .ans is then not the solution's output.
    bool answers_are_not_outputs = false;
    std::optional<Duration> generator_time;  // limits.generator_time, BAPCtools' key: seconds per generator run
};

ProblemFacts problem_facts(const fs::path& package) {
    ProblemFacts facts;
    try {
        const YAML::Node root = YAML::LoadFile((package / "problem.yaml").string());
        if (!root.IsMap()) return facts;
        const auto says = [](const YAML::Node& node) {
            const auto word = [](const std::string& text) {
                return text.find("interactive") != std::string::npos || text.find("multi-pass") != std::string::npos;
            };
            // A key that is not there is an invalid node, whose IsScalar() throws: asked first.
            if (!node.IsDefined()) return false;
            if (node.IsScalar()) return word(node.Scalar());
            if (node.IsSequence())
                for (const auto& item : node)
                    if (item.IsScalar() && word(item.Scalar())) return true;
            return false;
        };
        facts.answers_are_not_outputs = says(root["type"]) || says(root["validation"]);
        if (const YAML::Node limits = root["limits"]; limits.IsDefined() && limits.IsMap())
            if (const YAML::Node time = limits["generator_time"]; time.IsDefined() && time.IsScalar()) {
                const double seconds = time.as<double>();
                if (seconds > 0 && seconds <= 3600) facts.generator_time = Duration(static_cast<Duration::rep>(seconds * 1e6));
            }
    } catch (const YAML::Exception&) {
    }
    return facts;
}

// BAPCtools takes an accepted submission when generators.yaml names no solution; gavel takes the first by name,
// so that two runs agree.
std::optional<Command> default_solution_of(const fs::path& package) {
    std::error_code error;
    std::vector<std::string> names;
    for (fs::directory_iterator it(package / "submissions" / "accepted", error), end; !error && it != end; it.increment(error)) {
        const std::string name = it->path().filename().string();
        if (name.empty() || name[0] == '.' || name[0] == '-') continue;
        const auto status = it->symlink_status(error);
        if (status.type() == fs::file_type::regular || status.type() == fs::file_type::directory) names.push_back(name);
    }
    if (names.empty()) return std::nullopt;
    std::sort(names.begin(), names.end());
    Command solution;
    solution.program = "submissions/accepted/" + names.front();
    solution.text = "/" + solution.program;
    return solution;
}

// The folder a file of data/ goes in, made when missing; refused when a part of the way is a symbolic link: gavel
// writes only into the package's own folders, never through a link to elsewhere.
fs::path data_folder(const fs::path& package, const std::string& directory) {
    fs::path folder = package / "data";
    std::vector<fs::path> parts = {folder};
    for (const auto& part : fs::path(directory)) parts.push_back(parts.back() / part);
    for (const fs::path& part : parts) {
        std::error_code error;
        const auto status = fs::symlink_status(part, error);
        if (status.type() == fs::file_type::symlink)
            throw InputError(part.string() + ": a symbolic link; gavel writes generated data only into folders of the package");
        if (status.type() == fs::file_type::not_found) {
            fs::create_directory(part, error);
            if (error) throw InternalError("cannot make " + part.string() + ": " + error.message());
        } else if (status.type() != fs::file_type::directory) {
            throw InputError(part.string() + ": not a folder; expected data/" + directory + " to be one");
        }
    }
    return parts.back();
}

struct Placer {
    const fs::path& package;
    MadeData& result;
    bool missing_only;

    // Puts `bytes` at `file` unless someone else's file is there. `ours`: the hash gavel wrote it with last.
    // Returns the hash now there, or "" when refused.
    std::string place(const fs::path& file, const std::string& bytes, const std::string* ours) {
        const std::string hash = sha256_hex(bytes);
        std::error_code error;
        const auto status = fs::symlink_status(file, error);
        if (status.type() != fs::file_type::not_found) {
            if (status.type() != fs::file_type::regular) {
                result.refused.push_back(file.string() + ": not a regular file (a link, a folder, ...); not replaced");
                return "";
            }
            const auto existing = read_file_bytes(file);
            if (existing && *existing == bytes) return hash;
            const bool written_by_gavel = existing && ours != nullptr && sha256_hex(*existing) == *ours;
            if (!written_by_gavel) {
                result.refused.push_back(file.string() + ": differs from what generators.yaml makes, and gavel did not write it" +
                                         std::string(missing_only ? "; judged as it is" : "; not overwritten (remove it to have it made)"));
                return "";
            }
        }
        write_atomically(file, bytes);
        ++result.written;
        return hash;
    }

    void remove_if_ours(const fs::path& file, const std::string& hash, bool remove, std::size_t& removed) {
        const auto existing = read_file_bytes(file);
        if (!existing || sha256_hex(*existing) != hash) return;
        if (!remove) {
            result.stale.push_back(file.string());
            return;
        }
        std::error_code error;
        if (fs::remove(file, error)) ++removed;
    }
};

fs::path file_of(const fs::path& folder, const std::string& name, const std::string& extension) {
    return folder / (name + "." + extension);
}

// Every file of a test as gavel wrote it, still there unchanged.
bool files_as_made(const fs::path& package, const PlannedTest& test, const MadeTest& made) {
    if (!made.files.count("in")) return false;
    const fs::path folder = package / "data" / test.directory;
    for (const auto& [extension, hash] : made.files) {
        const auto bytes = read_file_bytes(file_of(folder, test.name, extension));
        if (!bytes || sha256_hex(*bytes) != hash) return false;
    }
    return true;
}

// Cases in data/ that generators.yaml does not name: BAPCtools requires every case to be named (and removes the
// others); gavel leaves them and says so.
void note_unlisted(const fs::path& package, const std::set<std::string>& planned, MadeData& result) {
    std::error_code error;
    const fs::path data = package / "data";
    for (fs::recursive_directory_iterator it(data, error), end; !error && it != end; it.increment(error)) {
        if (it->is_symlink(error) || !it->is_regular_file(error) || it->path().extension() != ".in") continue;
        fs::path relative = it->path().lexically_relative(data);
        relative.replace_extension();
        if (!planned.count(relative.generic_string()))
            result.notes.push_back(it->path().string() + ": a case generators.yaml does not name; left as it is (BAPCtools requires every case to be named)");
    }
}

}  // namespace

MadeData make_data(const GenerationPlan& plan, const LanguageTable& languages, const MakeOptions& options) {
    MadeData result;
    result.tests = plan.tests.size();
    bool damaged = false;
    DataManifest manifest = DataManifest::load(plan.package, damaged);
    if (damaged) result.notes.push_back(DataManifest::location(plan.package).string() + ": not a manifest gavel can read; files are compared instead");
    const ProblemFacts facts = problem_facts(plan.package);
    const std::optional<Command> default_solution = default_solution_of(plan.package);
    GeneratorPrograms programs(plan, languages, generation_limits(facts.generator_time));
    TestMaker maker(plan, programs, facts.answers_are_not_outputs, default_solution);
    Placer placer{plan.package, result, options.missing_only};
    const auto stopped = [&] { return options.stop != nullptr && options.stop->load(); };

    for (const PlannedDirectory& directory : plan.directories) {
        if (!directory.config_text) continue;
        const std::string key = (directory.path.empty() ? "" : directory.path + "/") + directory.config_name;
        const auto known = manifest.configs.find(key);
        std::string text = *directory.config_text;
        if (!text.empty() && text.back() != '\n') text += '\n';
        const std::string hash = placer.place(data_folder(plan.package, directory.path) / directory.config_name, text,
                                              known == manifest.configs.end() ? nullptr : &known->second);
        if (!hash.empty()) manifest.configs[key] = hash;
    }

    // What needs making, decided on hashes alone: an up-to-date package builds and runs nothing.
    std::vector<std::string> rules(plan.tests.size());
    std::vector<std::size_t> to_make;
    std::set<std::string> planned;
    for (std::size_t i = 0; i < plan.tests.size(); ++i) {
        const PlannedTest& test = plan.tests[i];
        planned.insert(test.path());
        if (test.included_from) continue;
        const fs::path input = file_of(plan.package / "data" / test.directory, test.name, "in");
        std::error_code error;
        const bool present = fs::exists(fs::symlink_status(input, error));
        if (test.manual) {
            if (!present) result.failures.push_back(test.location.describe(test.path() + ": a hand-made case (a null entry), but " + input.string() + " is missing"));
            ++result.up_to_date;
            continue;
        }
        rules[i] = maker.rule_hash(test);
        const auto made = manifest.tests.find(test.path());
        const bool ours = made != manifest.tests.end() && files_as_made(plan.package, test, made->second);
        if (ours && made->second.rule == rules[i]) {
            ++result.up_to_date;
            continue;
        }
        if (options.missing_only && present && !ours) {
            ++result.up_to_date;  // someone's data, judged as it is
            continue;
        }
        to_make.push_back(i);
    }
    if (!to_make.empty()) {
        for (const std::size_t i : to_make) maker.prepare(plan.tests[i]);  // every box started before a thread runs
        std::mutex placing;
        std::atomic<std::size_t> next{0};
        const auto work = [&] {
            for (std::size_t k = next++; k < to_make.size(); k = next++) {
                if (stopped()) return;
                const PlannedTest& test = plan.tests[to_make[k]];
                MadeFiles made;
                try {
                    made = maker.make(test);
                } catch (const std::exception& error) {
                    made.failure = test.path() + ": " + error.what();
                }
                const std::lock_guard lock(placing);
                result.notes.insert(result.notes.end(), made.notes.begin(), made.notes.end());
                if (!made.failure.empty()) {
                    result.failures.push_back(made.failure);
                    continue;
                }
                ++result.made;
                const fs::path folder = data_folder(plan.package, test.directory);
                const auto before = manifest.tests.find(test.path());
                MadeTest record{rules[to_make[k]], {}};
                bool whole = true;
                for (const auto& [extension, bytes] : made.files) {
                    const std::string* ours = nullptr;
                    if (before != manifest.tests.end())
                        if (const auto it = before->second.files.find(extension); it != before->second.files.end()) ours = &it->second;
                    const std::string hash = placer.place(file_of(folder, test.name, extension), bytes, ours);
                    if (hash.empty()) whole = false;
                    else record.files[extension] = hash;
                }
                // A file gavel made for this test before that its rule makes no more (a .hint dropped) goes too.
                if (before != manifest.tests.end())
                    for (const auto& [extension, hash] : before->second.files)
                        if (!made.files.count(extension)) placer.remove_if_ours(file_of(folder, test.name, extension), hash, true, result.removed);
                if (whole) manifest.tests[test.path()] = std::move(record);
                else manifest.tests.erase(test.path());
            }
        };
        const unsigned threads = std::min<std::size_t>(usable_threads(options.jobs), to_make.size());
        std::vector<std::thread> pool;
        for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work);
        work();
        for (auto& thread : pool) thread.join();
    }

    // include: a copy of another test's files under this folder's name for it.
    for (const PlannedTest& test : plan.tests) {
        if (!test.included_from || stopped()) continue;
        const PlannedTest& source = plan.tests[*test.included_from];
        const fs::path from = plan.package / "data" / source.directory;
        const fs::path folder = data_folder(plan.package, test.directory);
        const auto before = manifest.tests.find(test.path());
        // The manifest's words hold no space: the source's name goes into the rule as a hash.
        MadeTest record{sha256_hex("include\n" + source.path()), {}};
        const std::size_t written_before = result.written;
        bool whole = true;
        for (const auto& extension : test_file_extensions()) {
            const auto bytes = read_file_bytes(file_of(from, source.name, extension));
            if (!bytes) continue;
            const std::string* ours = nullptr;
            if (before != manifest.tests.end())
                if (const auto it = before->second.files.find(extension); it != before->second.files.end()) ours = &it->second;
            const std::string hash = placer.place(file_of(folder, test.name, extension), *bytes, ours);
            if (hash.empty()) whole = false;
            else record.files[extension] = hash;
        }
        if (result.written != written_before) ++result.made;
        if (whole && record.files.count("in")) manifest.tests[test.path()] = std::move(record);
        else if (!record.files.count("in")) result.failures.push_back(test.location.describe(test.path() + ": includes " + source.path() + ", which has no .in"));
    }

    // Tests gavel made that generators.yaml no longer has.
    for (auto it = manifest.tests.begin(); it != manifest.tests.end();) {
        if (planned.count(it->first)) {
            ++it;
            continue;
        }
        const fs::path stem = plan.package / "data" / it->first;
        for (const auto& [extension, hash] : it->second.files)
            placer.remove_if_ours(stem.string() + "." + extension, hash, options.clean, result.removed);
        it = options.clean ? manifest.tests.erase(it) : std::next(it);
    }
    if (!options.missing_only) note_unlisted(plan.package, planned, result);
    result.stopped = stopped();
    manifest.save(plan.package);
    return result;
}

}  // namespace gavel::generate
