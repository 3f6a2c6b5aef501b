// gavel statement: a problem's statement (CommonMark, statement_markdown.hpp) rendered by cmark to one HTML page
// that stands alone: an inline stylesheet, images embedded, nothing fetched from the network.
//
// A statement may come from elsewhere (a package from another judge) and is not trusted: raw HTML in it is left
// out (cmark's safe rendering; `javascript:` and like links are emptied), and so is every image that is not a PNG,
// JPEG, GIF or WebP file beside it (its alt text stays). The page's Content-Security-Policy lets it load nothing
// but its own style and embedded images, whatever slipped through. The samples (statement_samples.hpp finds
// them) are text from the suite, shown escaped.
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gavel {

/// One sample as a statement shows it (statement_samples.hpp finds a problem's).
struct StatementSample {
    std::string name;      // "samples/statement": group/case
    std::string input;
    std::string answer;    // the stored answer, or the reference solver's output for a case without one
    std::string exchange;  // an interactive sample's exchange (TestCase::sample_exchange): shown instead of the two
};

/// The samples as HTML tables laid out as problemtools does, numbered from `first_number`: input and answer side by
/// side, or an interactive sample's exchange, the judge's lines (`<`, what the program reads) on the left and the
/// program's (`>`) on the right.
std::string samples_html(std::span<const StatementSample> samples, std::size_t first_number);

/// The page around a statement's `body` (HTML gavel made or checked): its stylesheet, and a Content-Security-Policy
/// that lets it load nothing but that and its embedded images.
std::string statement_document(std::string_view title, const std::string& body);

/// `file` (a PNG, JPEG, GIF or WebP file, not a symbolic link, at most 8 MiB) as a data: URL; or "" and why not in
/// `refusal`.
std::string image_data_url(const std::filesystem::path& file, std::string& refusal);

/// The statement `markdown`, read from `file` (messages name it; images are looked for in its folder), as a page
/// titled `title`. Its heading is the statement's own leading title heading, else `title`. The samples go at the
/// markers (statement_markdown.hpp), the rest under a "Samples" heading at the end. Throws InputError at the
/// line of a `{{nextsample}}` when no sample is left; `warn` hears each image left out, and why.
std::string statement_page(std::string_view markdown, const std::filesystem::path& file, std::string_view title,
                           const std::vector<StatementSample>& samples, const std::function<void(const std::string&)>& warn);

}  // namespace gavel
