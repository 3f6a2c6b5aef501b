// `gavel languages`: the table of languages, each checked here (tools/language_check.hpp).
#include <cstdio>
#include <string>

#include "base/printable_text.hpp"
#include "commands.hpp"
#include "stop_signals.hpp"
#include "tools/language_check.hpp"

namespace gavel::cli {

int list_languages(const GlobalOptions& options, bool fresh) {
    const LanguageTable table = languages_of(options);
    std::printf("%-8s %-10s %-24s %-22s %-11s %s\n", "NAME", "CODE", "LANGUAGE", "EXTENSIONS", "STATUS", "VERSION / WHY");
    bool broken = false;
    std::size_t usable = 0;
    for (const auto& language : table.languages) {
        if (stop_requested()) return exit_failed;
        std::string extensions;
        for (const auto& extension : language.extensions) extensions += (extensions.empty() ? "" : " ") + extension;
        if (extensions.empty()) extensions = "(--prefer " + language.name + ")";
        const LanguageCheck check = check_language(language, table, fresh);
        broken = broken || check.status == LanguageCheck::Status::broken;
        usable += check.status == LanguageCheck::Status::usable;
        const std::string said = check.status == LanguageCheck::Status::usable ? check.version + (check.cached ? " (self-test passed before)" : "")
                                 : check.version.empty()                       ? check.detail
                                                                               : check.version + ": " + check.detail;
        std::printf("%-8s %-10s %-24s %-22s %-11s %s\n", language.name.c_str(), language.code.c_str(), language.title.c_str(),
                    extensions.c_str(), std::string(status_name(check.status)).c_str(), printable_text(said, 200).c_str());
        std::fflush(stdout);
    }
    std::printf("\nlanguages: %zu of %zu usable here%s\n", usable, table.languages.size(),
                broken ? "; a BROKEN one has its toolchain installed but fails its self-test" : "");
    return broken ? exit_failed : exit_passed;
}

}  // namespace gavel::cli
