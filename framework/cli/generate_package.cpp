#include "generate_package.hpp"

#include <spdlog/spdlog.h>

#include <cstdio>

#include "base/errors.hpp"
#include "generate/generate.hpp"
#include "stop_signals.hpp"

namespace gavel::cli {
namespace {

std::string plural(std::size_t count, const std::string& word) {
    return std::to_string(count) + " " + word + (count == 1 ? "" : "s");
}

// What the plan says that is not an error, and what making it noticed.
void log_notes(const generate::GenerationPlan& plan, const generate::MadeData& made) {
    for (const auto& warning : plan.warnings) spdlog::warn("{}", warning);
    for (const auto& note : made.notes) spdlog::info("{}", note);
}

// Each line of `lines` indented under the message that says what they are.
std::string listed(const std::vector<std::string>& lines) {
    std::string text;
    for (const auto& line : lines) text += "\n  " + line;
    return text;
}

}  // namespace

int generate_package_data(const GlobalOptions& options, const GenerateCommand& command) {
    if (!command.cases.empty())
        throw InputError("gavel generate " + command.id + ": a package takes no CASE: it makes every test its generators.yaml names");
    if (!command.out_dir.empty())
        throw InputError("gavel generate " + command.id + ": a package's tests go into its data/; -o is for gavel's own problems");
    if (!generate::has_generators_yaml(command.id))
        throw InputError(command.id + "/generators/generators.yaml: missing; expected it to say which tests to generate");
    const generate::GenerationPlan plan = generate::read_generation_plan(command.id);
    generate::MakeOptions make;
    make.jobs = command.jobs;
    make.clean = command.clean;
    make.stop = &stop_on_signals();
    const generate::MadeData made = generate::make_data(plan, languages_of(options), make);
    log_notes(plan, made);
    for (const auto& file : made.stale)
        spdlog::warn("{}: made by gavel for a test generators.yaml no longer has; kept (gavel generate --clean removes it)", file);
    if (made.made == 0 && made.failures.empty() && made.refused.empty() && made.removed == 0 && !made.stopped)
        std::printf("%s: %s, all up to date: nothing made\n", plan.shown_file.c_str(), plural(made.tests, "test").c_str());
    else
        std::printf("%s: %s: %zu made, %zu up to date, %s written, %s removed%s\n", plan.shown_file.c_str(),
                    plural(made.tests, "test").c_str(), made.made, made.up_to_date, plural(made.written, "file").c_str(),
                    plural(made.removed, "file").c_str(), made.stopped ? " (stopped)" : "");
    if (!made.failures.empty() || !made.refused.empty()) {
        spdlog::error("{}: {} not made, {} not overwritten:{}", plan.shown_file, plural(made.failures.size(), "test"),
                      plural(made.refused.size(), "file"), listed(made.failures) + listed(made.refused));
        return exit_bad_input;
    }
    return made.stopped ? exit_failed : exit_passed;
}

void generate_missing_data(const GlobalOptions& options, const std::string& package, unsigned jobs) {
    if (!generate::has_generators_yaml(package)) return;
    const generate::GenerationPlan plan = generate::read_generation_plan(package);
    generate::MakeOptions make;
    make.jobs = jobs;
    make.missing_only = true;
    make.stop = &stop_on_signals();
    const generate::MadeData made = generate::make_data(plan, languages_of(options), make);
    log_notes(plan, made);
    for (const auto& refused : made.refused) spdlog::warn("{}", refused);
    if (!made.failures.empty())
        throw InputError(plan.shown_file + ": " + plural(made.failures.size(), "missing test") + " could not be made; nothing was judged" +
                         listed(made.failures));
    if (made.made > 0)
        spdlog::info("{}: generated {} that data/ did not have ({} already there)", plan.shown_file, plural(made.made, "test"),
                     made.up_to_date);
}

}  // namespace gavel::cli
