#include "tools/statement_html.hpp"

#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <new>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "base/printable_text.hpp"
#include "tools/statement_markdown.hpp"

namespace gavel {
namespace {

namespace md = statement_markdown;

constexpr std::uintmax_t largest_image = 8u << 20;  // bytes; a page is for reading, not for carrying files

// No fonts, scripts or anything else to fetch: system fonts, and a width that reads well.
constexpr const char* stylesheet = R"(body { margin: 0; background: #fff; color: #1b1b1b; }
main { max-width: 50rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; font: 16px/1.55 system-ui, sans-serif; }
h1 { font-size: 1.8rem; margin: 0 0 1rem; }
h2 { font-size: 1.3rem; margin: 1.8rem 0 0.6rem; border-bottom: 1px solid #ddd; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.92em; }
pre { background: #f5f5f5; border: 1px solid #e2e2e2; padding: 0.5rem 0.7rem; overflow-x: auto; }
table { border-collapse: collapse; }
td, th { border: 1px solid #ccc; padding: 0.2rem 0.5rem; }
img { max-width: 100%; }
table.sample { width: 100%; table-layout: fixed; margin: 0.8rem 0; }
table.sample th { background: #e4e8ee; text-align: left; }
table.sample td { vertical-align: top; }
table.sample pre { margin: 0.3rem 0; border: none; }
table.interaction th.read, table.interaction th.write { width: 20%; }
table.interaction td { border: none; padding: 0 0.5rem; }
table.interaction pre.read { margin-right: 40%; }
table.interaction pre.write { margin-left: 40%; background: #eef6ee; }
table.interaction pre.pass { text-align: center; background: none; }
figure { margin: 1rem 0; }
div.illustration { float: right; margin: 0 0 1rem 1.5rem; }
div.illustration img { width: 100%; }
figcaption { font-size: 0.9em; color: #555; }
math[display="block"] { margin: 0.6rem 0; }
)";

// The page loads its own stylesheet and embedded images, and nothing else.
constexpr const char* content_policy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

std::string base64(std::string_view bytes) {
    static constexpr char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string text;
    text.reserve((bytes.size() + 2) / 3 * 4);
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        const std::size_t left = bytes.size() - i;
        std::uint32_t triple = static_cast<unsigned char>(bytes[i]) << 16;
        if (left > 1) triple |= static_cast<unsigned char>(bytes[i + 1]) << 8;
        if (left > 2) triple |= static_cast<unsigned char>(bytes[i + 2]);
        text += digits[(triple >> 18) & 63];
        text += digits[(triple >> 12) & 63];
        text += left > 1 ? digits[(triple >> 6) & 63] : '=';
        text += left > 2 ? digits[triple & 63] : '=';
    }
    return text;
}

// The image types cmark's safe rendering lets through as data: URLs (an SVG could hold a script: not among them).
const char* image_type(const std::filesystem::path& file) {
    std::string extension = file.extension().string();
    for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (extension == ".png") return "image/png";
    if (extension == ".jpg" || extension == ".jpeg") return "image/jpeg";
    if (extension == ".gif") return "image/gif";
    if (extension == ".webp") return "image/webp";
    return nullptr;
}

// The image's bytes as a data: URL, or why it is left out.
std::string embedded_image(const std::filesystem::path& folder, std::string_view destination, std::string& refusal) {
    const auto relative = md::local_file(destination);
    if (!relative) {
        refusal = "not a file beside the statement (the page fetches nothing)";
        return {};
    }
    return image_data_url(folder / *relative, refusal);
}

// Every image becomes a data: URL of its file, or its alt text where it cannot.
void embed_images(cmark_node* document, const std::filesystem::path& file,
                  const std::function<void(const std::string&)>& warn) {
    for (cmark_node* image : md::nodes_of_type(document, CMARK_NODE_IMAGE)) {
        const char* url = cmark_node_get_url(image);
        const std::string destination = url ? url : "";
        std::string refusal;
        if (const std::string data = embedded_image(file.parent_path(), destination, refusal); refusal.empty()) {
            cmark_node_set_url(image, data.c_str());
            continue;
        }
        warn(file.string() + ":" + std::to_string(md::line_of(image)) + ": image '" + destination +
             "' left out: " + refusal + "; its alt text is shown");
        while (cmark_node* child = cmark_node_first_child(image)) cmark_node_insert_before(image, child);
        cmark_node_free(image);
    }
}

// An exchange as problemtools lays it out: each run of lines of one side a block, the judge's (what the program
// reads) on the left, the program's on the right, without their markers; a line of neither (`---` between the
// passes of a multi-pass problem) across the table.
std::string exchange_rows(std::string_view exchange) {
    std::string rows, block;
    const char* side = nullptr;
    const auto flush = [&] {
        if (side) rows += "<tr><td colspan=\"3\"><pre class=\"" + std::string(side) + "\">" + block + "</pre></td></tr>\n";
        block.clear();
        side = nullptr;
    };
    while (!exchange.empty()) {
        const std::size_t end = exchange.find('\n');
        const std::string_view line = exchange.substr(0, end);
        exchange.remove_prefix(end == std::string_view::npos ? exchange.size() : end + 1);
        const char* role = line.starts_with('<') ? "read" : line.starts_with('>') ? "write" : "pass";
        if (role != side) flush();
        side = role;
        std::string_view text = role == std::string_view("pass") ? line : line.substr(1);
        if (text.starts_with(' ')) text.remove_prefix(1);  // "> ? 3": the space after the marker is not the line's
        block += markup_text(text) + "\n";
    }
    flush();
    return rows;
}

}  // namespace

std::string image_data_url(const std::filesystem::path& file, std::string& refusal) {
    std::error_code error;
    const auto status = std::filesystem::symlink_status(file, error);
    const char* type = image_type(file);
    if (!std::filesystem::is_regular_file(status)) refusal = "no such file (a symbolic link is not followed)";
    else if (type == nullptr) refusal = "not a PNG, JPEG, GIF or WebP file";
    else if (std::filesystem::file_size(file, error) > largest_image || error) refusal = "larger than 8 MiB";
    if (!refusal.empty()) return {};
    const auto bytes = read_file_bytes(file);
    if (!bytes) {
        refusal = "cannot be read";
        return {};
    }
    return std::string("data:") + type + ";base64," + base64(*bytes);
}

std::string samples_html(std::span<const StatementSample> samples, std::size_t first_number) {
    std::string html;
    for (std::size_t k = 0; k < samples.size(); ++k) {
        const std::string number = std::to_string(first_number + k);
        const StatementSample& sample = samples[k];
        if (!sample.exchange.empty()) {
            html += "<table class=\"sample interaction\" id=\"sample-" + number + "\">\n<tr><th class=\"read\">Read</th>"
                    "<th>Sample Interaction " + number + "</th><th class=\"write\">Write</th></tr>\n" +
                    exchange_rows(sample.exchange) + "</table>\n";
        } else {
            html += "<table class=\"sample\" id=\"sample-" + number + "\">\n<tr><th>Sample Input " + number +
                    "</th><th>Sample Output " + number + "</th></tr>\n<tr><td><pre>" + markup_text(sample.input) +
                    "</pre></td><td><pre>" + markup_text(sample.answer) + "</pre></td></tr>\n</table>\n";
        }
    }
    return html;
}

std::string statement_document(std::string_view title, const std::string& body) {
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta http-equiv=\"Content-Security-Policy\" content=\"" + std::string(content_policy) + "\">\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
           "<title>" + markup_text(title) + "</title>\n<style>\n" + stylesheet + "</style>\n</head>\n<body>\n<main>\n" +
           body + "</main>\n</body>\n</html>\n";
}

std::string statement_page(std::string_view markdown, const std::filesystem::path& file, std::string_view title,
                           const std::vector<StatementSample>& samples, const std::function<void(const std::string&)>& warn) {
    const md::Document document = md::parse(markdown);
    embed_images(document.get(), file, warn);

    std::size_t shown = 0;
    for (cmark_node* paragraph : md::nodes_of_type(document.get(), CMARK_NODE_PARAGRAPH)) {
        const md::SampleMarker marker = md::sample_marker(paragraph);
        if (marker == md::SampleMarker::none) continue;
        if (marker == md::SampleMarker::next && shown == samples.size())
            throw InputError(file.string(), static_cast<std::size_t>(md::line_of(paragraph)), 1,
                             std::string(md::next_sample) + " with no sample left: expected at most " +
                                 std::to_string(samples.size()) + ", one per sample of the suite");
        const std::size_t count = marker == md::SampleMarker::next ? 1 : samples.size() - shown;
        // A custom block is written as it is: the samples' HTML, already escaped, is not raw HTML of the statement.
        cmark_node* block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK);
        cmark_node_set_on_enter(block, samples_html(std::span(samples).subspan(shown, count), shown + 1).c_str());
        cmark_node_replace(paragraph, block);
        cmark_node_free(paragraph);
        shown += count;
    }

    std::string body = md::title_heading(document.get()) ? "" : "<h1>" + markup_text(title) + "</h1>\n";
    // CMARK_OPT_SAFE: raw HTML omitted and unsafe links emptied; since cmark 0.29 that is its default, and the
    // flag is kept for older ones. CMARK_OPT_UNSAFE is never passed.
    char* rendered = cmark_render_html(document.get(), CMARK_OPT_SAFE);
    if (rendered == nullptr) throw std::bad_alloc();
    body += rendered;
    std::free(rendered);
    if (shown < samples.size())
        body += "<h2>Samples</h2>\n" + samples_html(std::span(samples).subspan(shown), shown + 1);

    return statement_document(title, body);
}

}  // namespace gavel
