#include "statement/pandoc_walk.hpp"

#include <cstdint>
#include <span>

#include "base/errors.hpp"
#include "statement/pandoc_reader.hpp"
#include "statement/statement_image.hpp"

namespace gavel::statement {
namespace {

using nlohmann::json;

json node(const std::string& type, json content) { return json{{"t", type}, {"c", std::move(content)}}; }
json text_node(const std::string& text) { return json{{"t", "Str"}, {"c", text}}; }
json no_attributes() { return json::array({"", json::array(), json::array()}); }

bool is(const json& value, const char* type) { return value.is_object() && value.value("t", "") == type; }

// The line (from 1) of the first line of the statement that holds `needle`; 1 when none does.
std::size_t line_of(const std::string& text, const std::string& needle, std::size_t occurrence = 0) {
    std::size_t at = text.find(needle);
    while (at != std::string::npos && occurrence-- > 0) at = text.find(needle, at + needle.size());
    if (at == std::string::npos) return 1;
    return 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

enum class Marker { none, next, remaining };

// Markdown's markers: a paragraph of the marker alone.
Marker markdown_marker_of(const json& block) {
    if (!(is(block, "Para") || is(block, "Plain")) || block["c"].size() != 1 || !is(block["c"][0], "Str")) return Marker::none;
    const std::string& text = block["c"][0]["c"].get_ref<const std::string&>();
    if (text == "{{nextsample}}") return Marker::next;
    if (text == "{{remainingsamples}}") return Marker::remaining;
    return Marker::none;
}

Marker marker_of(const json& value) {
    if (!is(value, "RawInline") && !is(value, "RawBlock")) return Marker::none;
    std::string raw = value["c"][1].get<std::string>();
    while (!raw.empty() && (raw.back() == ' ' || raw.back() == '\n' || raw.back() == '}' || raw.back() == '{')) raw.pop_back();
    if (raw == "\\nextsample") return Marker::next;
    if (raw == "\\remainingsamples") return Marker::remaining;
    return Marker::none;
}

// Drops every raw node but the sample markers: raw LaTeX pandoc did not know is not for the page, and raw HTML in
// a statement would be the statement's script.
void drop_raw(json& value) {
    if (value.is_array()) {
        for (auto it = value.begin(); it != value.end();) {
            if ((is(*it, "RawInline") || is(*it, "RawBlock")) && marker_of(*it) == Marker::none) it = value.erase(it);
            else drop_raw(*it++);
        }
    } else if (value.is_object() && value.contains("c")) {
        drop_raw(value["c"]);
    }
}

class Walk {
public:
    explicit Walk(const WalkInput& input) : input_(input) {}

    void images_and_links(json& value) {
        if (value.is_array()) {
            for (auto& item : value) images_and_links(item);
            return;
        }
        if (!value.is_object() || !value.contains("c")) return;
        if (is(value, "Image")) image(value);
        else if (is(value, "Link")) link(value);
        if (value.contains("c")) images_and_links(value["c"]);
    }

    // Markers in `blocks` (and in the blocks of the containers among them) replaced by sample tables.
    json with_samples(const json& blocks) {
        json out = json::array();
        for (const json& block : blocks) {
            if (const Marker marker = markdown_marker_of(block); marker != Marker::none && !latex()) {
                out.push_back(samples_block(marker));
            } else if (is(block, "Para") || is(block, "Plain")) {
                json inlines = json::array();
                for (const json& item : block["c"]) {
                    const Marker marker = marker_of(item);
                    if (marker == Marker::none) {
                        inlines.push_back(item);
                        continue;
                    }
                    if (!blank(inlines)) out.push_back(node(block["t"], inlines));
                    inlines = json::array();
                    out.push_back(samples_block(marker));
                }
                if (!blank(inlines)) out.push_back(node(block["t"], inlines));
            } else if (const Marker marker = marker_of(block); marker != Marker::none) {
                out.push_back(samples_block(marker));
            } else if (is(block, "Div")) {
                out.push_back(node("Div", json::array({block["c"][0], with_samples(block["c"][1])})));
            } else if (is(block, "BlockQuote")) {
                out.push_back(node("BlockQuote", with_samples(block["c"])));
            } else if (is(block, "BulletList")) {
                json items = json::array();
                for (const json& item : block["c"]) items.push_back(with_samples(item));
                out.push_back(node("BulletList", items));
            } else if (is(block, "Header") && latex()) {
                json header = block;
                header["c"][0] = std::min(header["c"][0].get<int>() + 1, 6);
                out.push_back(header);
            } else {
                out.push_back(block);
            }
        }
        return out;
    }

    std::size_t shown() const { return shown_; }

private:
    bool latex() const { return input_.kind == SourceKind::latex; }

    static bool blank(const json& inlines) {
        for (const json& item : inlines)
            if (!is(item, "Space") && !is(item, "SoftBreak") && !is(item, "LineBreak")) return false;
        return true;
    }

    json samples_block(Marker marker) {
        const std::size_t total = input_.samples.size();
        const std::string name = latex() ? "\\nextsample" : "{{nextsample}}";
        if (marker == Marker::next && shown_ == total)
            throw InputError(input_.file.string(), line_of(input_.text, name, next_seen_), 1,
                             name + " with no sample left: expected at most " + std::to_string(total) +
                                 ", one per sample of the problem");
        next_seen_ += marker == Marker::next;
        const std::size_t count = marker == Marker::next ? 1 : total - shown_;
        const std::string html = samples_html(std::span(input_.samples).subspan(shown_, count), shown_ + 1);
        shown_ += count;
        return node("RawBlock", json::array({"html", html}));
    }

    // The file an image names, as LaTeX finds it: the name itself, else with an image extension added; or empty,
    // and why not in `refusal`.
    std::filesystem::path image_file(const std::string& name, std::string& refusal) const {
        const std::string folder_name = input_.folder.string();
        if (name.find(':') != std::string::npos || name.starts_with("//")) {
            refusal = "a URL, which the page would fetch; expected a file in " + folder_name;
            return {};
        }
        if (name.empty() || leads_out(name)) {
            refusal = "a path out of the statement's folder; expected a file in " + folder_name;
            return {};
        }
        // LaTeX's search for a name without extension, and the images a page can show.
        static constexpr std::string_view extensions[] = {"", ".png", ".jpg", ".jpeg", ".pdf", ".gif", ".webp"};
        static const std::string folder_itself[] = {""};
        const FoundImage image = find_image(input_.folder, name, folder_itself, extensions, UINTMAX_MAX);
        if (image.outcome == FoundImage::Outcome::found) return image.file;
        refusal = image.outcome == FoundImage::Outcome::linked
                      ? image.file.string() + " is a symbolic link, which gavel does not follow"
                      : "no such file in " + folder_name;
        return {};
    }

    // A LaTeX statement that names an image it cannot have would not typeset either: refused. Markdown's rule is
    // cmark's (tools/statement_html.hpp): the image is left out, its alt text shown, and said.
    void image(json& value) {
        json& content = value["c"];
        const std::string name = content[2][0].get<std::string>();
        const std::size_t line = line_of(input_.text, name);
        std::string refusal;
        const std::filesystem::path file = image_file(name, refusal);
        if (!refusal.empty() && latex())
            throw InputError(input_.file.string(), line, 1, "image '" + name + "': " + refusal);
        const std::string url = refusal.empty() ? image_data_url(file, refusal) : "";
        if (!refusal.empty()) {
            input_.warn(input_.file.string() + ":" + std::to_string(line) + ": image '" + name + "' left out: " + refusal +
                        (latex() ? "; its caption is shown" : "; its alt text is shown"));
            value = node("Span", json::array({no_attributes(), content[1]}));
            return;
        }
        content[2][0] = url;
        if (content[0][0] == illustration_id) {
            // \illustration: the page floats it right at its width, the image filling it.
            std::string width = "30%";
            for (const json& pair : content[0][2])
                if (pair[0] == "width") width = pair[1].get<std::string>();
            content[0] = json::array({"", json::array({"illustration"}), json::array()});
            illustrations_.push_back(width);
        }
    }

    void link(json& value) {
        const std::string url = value["c"][2][0].get<std::string>();
        const bool safe = url.starts_with("http://") || url.starts_with("https://") || url.starts_with("mailto:") || url.starts_with('#');
        if (!safe) value = node("Span", json::array({no_attributes(), value["c"][1]}));
    }

public:
    // Each paragraph that is an illustration alone, wrapped in a floated division of the illustration's width.
    json float_illustrations(const json& blocks) {
        json out = json::array();
        for (const json& block : blocks) {
            const bool alone = is(block, "Para") && block["c"].size() == 1 && is(block["c"][0], "Image");
            const json* attributes = alone ? &block["c"][0]["c"][0] : nullptr;
            if (attributes && (*attributes)[1].size() == 1 && (*attributes)[1][0] == "illustration" && next_illustration_ < illustrations_.size()) {
                const std::string style = "width:" + illustrations_[next_illustration_++];
                out.push_back(node("Div", json::array({json::array({"", json::array({"illustration"}),
                                                                   json::array({json::array({"style", style})})}),
                                                       json::array({block})})));
            } else {
                out.push_back(block);
            }
        }
        return out;
    }

private:
    const WalkInput& input_;
    std::size_t shown_ = 0;
    std::size_t next_seen_ = 0;
    std::vector<std::string> illustrations_;
    std::size_t next_illustration_ = 0;
};

}  // namespace

void prepare_document(json& document, const WalkInput& input) {
    json& blocks = document["blocks"];
    drop_raw(blocks);
    json title;
    if (document.contains("meta") && document["meta"].contains("title")) title = document["meta"]["title"]["c"];
    drop_raw(title);
    if (input.kind == SourceKind::markdown && !blocks.empty() && is(blocks[0], "Header") && blocks[0]["c"][0] == 1) {
        title = blocks[0]["c"][2];
        blocks.erase(blocks.begin());
    }
    if (!title.is_array() || title.empty()) title = json::array({text_node(input.title)});
    document["meta"] = json::object();

    Walk walk(input);
    walk.images_and_links(blocks);
    walk.images_and_links(title);
    json body = walk.float_illustrations(walk.with_samples(blocks));
    if (walk.shown() < input.samples.size()) {
        body.push_back(node("Header", json::array({2, json::array({"samples", json::array(), json::array()}),
                                                   json::array({text_node("Samples")})})));
        const std::size_t left = input.samples.size() - walk.shown();
        body.push_back(node("RawBlock", json::array({"html", samples_html(std::span(input.samples).subspan(walk.shown(), left),
                                                                          walk.shown() + 1)})));
    }
    body.insert(body.begin(), node("Header", json::array({1, no_attributes(), title})));
    blocks = std::move(body);
}

}  // namespace gavel::statement
