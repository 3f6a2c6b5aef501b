// What gavel reads in a statement's CommonMark (cmark's tree), shared by gavel statement (statement_html.cpp) and
// gavel export (export_statement.cpp). Internal to tools/: only their .cpp files include cmark.
//
// Two conventions of the problem package format (2025-09, "Markdown environment") hold here too:
//   - a line `{{nextsample}}` shows the next sample there, a line `{{remainingsamples}}` every sample not shown
//     yet; samples left after the last marker (all of them, without one) follow the statement;
//   - the statement's title: gavel's statement.md opens with a level-1 heading, the problem's name, which the
//     format leaves to the judge system (it prepends problem.yaml's name).
#pragma once

#include <cmark.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gavel::statement_markdown {

constexpr std::string_view next_sample = "{{nextsample}}";
constexpr std::string_view remaining_samples = "{{remainingsamples}}";

struct FreeNode {
    void operator()(cmark_node* node) const { cmark_node_free(node); }
};
using Document = std::unique_ptr<cmark_node, FreeNode>;

/// `markdown` parsed as CommonMark; bytes that are not UTF-8 become U+FFFD. Never fails.
Document parse(std::string_view markdown);

/// The document's leading level-1 heading (ATX `# Title` or setext), or null when it opens with anything else.
cmark_node* title_heading(cmark_node* document);
/// The text of an inline container (a heading's, an image's alt text), without its markup.
std::string plain_text(cmark_node* node);

enum class SampleMarker { none, next, remaining };
/// Which marker `node` is: a paragraph that holds nothing but `{{nextsample}}` or `{{remainingsamples}}`.
SampleMarker sample_marker(cmark_node* node);

/// The line (from 1) `node` starts on, for messages: its own, else its nearest block's.
int line_of(cmark_node* node);

/// Every node of `type` under `root`, in document order (collected first, so the tree may be changed after).
std::vector<cmark_node*> nodes_of_type(cmark_node* root, cmark_node_type type);

/// The file an image's destination names beside the statement, relative to its folder: a relative path without a
/// scheme, query, fragment, backslash or `..` (a statement from elsewhere must not reach outside its folder).
/// nullopt for anything else: a URL (which the reader's browser would fetch), an absolute path.
std::optional<std::filesystem::path> local_file(std::string_view destination);

}  // namespace gavel::statement_markdown
