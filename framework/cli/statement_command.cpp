// gavel statement ID [-o FILE]: a problem's statement as one HTML page with its samples (tools/statement_html.hpp).
#include <spdlog/spdlog.h>

#include <cstdio>
#include <filesystem>
#include <optional>

#include "commands.hpp"
#include "package_commands.hpp"
#include "stop_signals.hpp"
#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "base/printable_text.hpp"
#include "package/package.hpp"
#include "plugin/plugin_search.hpp"
#include "problem/catalog.hpp"
#include "problem/open_problem.hpp"
#include "report/report.hpp"
#include "tools/statement_html.hpp"
#include "tools/statement_samples.hpp"

namespace gavel::cli {
namespace {

// Said before the problem is opened: a missing statement is the problem's, whatever else is wrong with it.
void require_statement(const std::filesystem::path& file, const char* expected) {
    std::error_code error;
    const auto status = std::filesystem::status(file, error);
    if (!std::filesystem::exists(status)) throw InputError(file.string() + ": no such file; expected " + expected);
    if (!std::filesystem::is_regular_file(status)) throw InputError(file.string() + ": not a file; expected " + expected);
}

}  // namespace

int statement(const GlobalOptions& options, const StatementCommand& command) {
    std::filesystem::path file;
    std::optional<ProblemJudge> judge;
    if (names_package(command.id)) {
        file = std::filesystem::path(command.id) / "statement" / "problem.en.md";
        require_statement(file, "the package's statement in Markdown (the format's statement/problem.en.md)");
        judge.emplace(package::open_package(command.id).problem);
    } else {
        const Catalog catalog(options.root);
        catalog.require(command.id);
        file = catalog.problem_file(command.id).parent_path() / "statement.md";
        require_statement(file, "the problem's statement in CommonMark");
        judge.emplace(open_problem(catalog, command.id, plugin_search_path(options.plugin_path)));
    }
    const std::string markdown = read_needed_file(file);
    const std::vector<StatementSample> samples = statement_samples(*judge, [] {
        if (stop_requested()) throw InternalError("gavel statement stopped while the reference answered the samples");
    });
    const std::string page = statement_page(markdown, file, judge->problem().title, samples, [](const std::string& text) {
        spdlog::warn("{}", printable_text(text));
    });
    if (command.out_file.empty()) {
        if (std::fwrite(page.data(), 1, page.size(), stdout) != page.size() || std::fflush(stdout) != 0)
            throw InputError("standard output: cannot write the page");
    } else {
        write_file_atomically(command.out_file, page);
        spdlog::info("wrote the statement of {} to {} (samples: {})", printable_text(judge->problem().id),
                     printable_text(command.out_file), samples.size());
    }
    return exit_passed;
}

}  // namespace gavel::cli
