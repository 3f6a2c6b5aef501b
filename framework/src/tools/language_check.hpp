// `gavel languages`: every language of the table, whether it can run here, its toolchain's version, and a
// self-test (its hello-world program compiled and run in the sandbox), so that a broken toolchain shows before a
// contest rather than as wrong verdicts during it.
#pragma once

#include <string>

#include <filesystem>

#include "run/languages.hpp"
#include "run/program.hpp"
#include "sandbox/box.hpp"

namespace gavel {

struct LanguageCheck {
    enum class Status { usable, missing, unavailable, broken };
    Status status = Status::missing;
    std::string version;  // the first line the version command printed; empty when not run
    std::string detail;   // missing, unavailable, broken: why
    bool cached = false;  // usable by an earlier self-test of the same toolchain and entry (nothing ran now)
};

/// Checks `language`: its toolchain present, its version, then its hello program compiled and run in a box, whose
/// output must be "Hello, world!". A pass is kept in the compile cache's folder under a key of the language's
/// entry and its toolchain's files (compile_cache_key), so that it is not run again until either changes;
/// `fresh` runs it all the same. Never throws for what the toolchain does.
LanguageCheck check_language(const Language& language, const LanguageTable& table, bool fresh = false);

std::string_view status_name(LanguageCheck::Status status);

/// `language`'s hello program written into `folder` and prepared in `box` as a solution of that language,
/// whatever else in `table` claims its file ending (a language with none of its own, PyPy, gets ".hello").
PreparedProgram prepare_hello(const Language& language, const LanguageTable& table, const std::filesystem::path& folder,
                              sandbox::Box& box);

}  // namespace gavel
