// A generators.yaml command as BAPCtools reads it: split into words by Python's shlex.split (POSIX shell quoting,
// no comments, no expansions) and trimmed by Python's str.strip(), which decides what of it the seed hashes.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gavel::generate {

/// The words of `text`: white space (space, tab, CR, LF) separates them; '...' keeps everything; "..." keeps
/// everything but \" and \\, which give " and \; a backslash elsewhere keeps the character after it. nullopt,
/// with `error` saying why, for an unclosed quote or a backslash at the very end.
std::optional<std::vector<std::string>> split_command_words(std::string_view text, std::string& error);

/// `text` without the characters Python's str.strip() removes at either end: ASCII white space and the Unicode
/// spaces (U+0085, U+00A0, U+2000..U+200A, U+3000, ...), read as UTF-8.
std::string strip_python_space(std::string_view text);

}  // namespace gavel::generate
