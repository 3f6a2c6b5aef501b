#include "tools/statement_markdown.hpp"

#include <cctype>
#include <new>

namespace gavel::statement_markdown {
namespace {

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return text;
}

}  // namespace

Document parse(std::string_view markdown) {
    cmark_node* document = cmark_parse_document(markdown.data(), markdown.size(), CMARK_OPT_VALIDATE_UTF8);
    if (document == nullptr) throw std::bad_alloc();  // cmark returns null only when it ran out of memory
    return Document(document);
}

cmark_node* title_heading(cmark_node* document) {
    cmark_node* first = cmark_node_first_child(document);
    if (first == nullptr || cmark_node_get_type(first) != CMARK_NODE_HEADING || cmark_node_get_heading_level(first) != 1)
        return nullptr;
    return first;
}

std::string plain_text(cmark_node* node) {
    std::string text;
    cmark_iter* iter = cmark_iter_new(node);
    for (cmark_event_type event; (event = cmark_iter_next(iter)) != CMARK_EVENT_DONE;) {
        if (event != CMARK_EVENT_ENTER) continue;
        cmark_node* current = cmark_iter_get_node(iter);
        const cmark_node_type type = cmark_node_get_type(current);
        if (type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE) {
            if (const char* literal = cmark_node_get_literal(current)) text += literal;
        } else if (type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK) {
            text += ' ';
        }
    }
    cmark_iter_free(iter);
    return text;
}

SampleMarker sample_marker(cmark_node* node) {
    if (cmark_node_get_type(node) != CMARK_NODE_PARAGRAPH) return SampleMarker::none;
    cmark_node* only = cmark_node_first_child(node);
    if (only == nullptr || cmark_node_next(only) != nullptr || cmark_node_get_type(only) != CMARK_NODE_TEXT)
        return SampleMarker::none;
    const char* literal = cmark_node_get_literal(only);
    const std::string_view text = trimmed(literal ? literal : "");
    if (text == next_sample) return SampleMarker::next;
    if (text == remaining_samples) return SampleMarker::remaining;
    return SampleMarker::none;
}

int line_of(cmark_node* node) {
    for (; node != nullptr; node = cmark_node_parent(node))
        if (const int line = cmark_node_get_start_line(node); line > 0) return line;
    return 1;
}

std::vector<cmark_node*> nodes_of_type(cmark_node* root, cmark_node_type type) {
    std::vector<cmark_node*> nodes;
    cmark_iter* iter = cmark_iter_new(root);
    for (cmark_event_type event; (event = cmark_iter_next(iter)) != CMARK_EVENT_DONE;)
        if (event == CMARK_EVENT_ENTER && cmark_node_get_type(cmark_iter_get_node(iter)) == type)
            nodes.push_back(cmark_iter_get_node(iter));
    cmark_iter_free(iter);
    return nodes;
}

std::optional<std::filesystem::path> local_file(std::string_view destination) {
    if (destination.empty() || destination.front() == '/') return std::nullopt;
    // A scheme ("https:", "data:", "file:") is letters, digits, '+', '-' and '.' before a colon; a relative path
    // gavel takes holds no colon at all, nor a query, fragment or backslash.
    if (destination.find_first_of(":?#\\") != std::string_view::npos) return std::nullopt;
    const std::filesystem::path path(destination);
    for (const auto& part : path)
        if (part == "..") return std::nullopt;
    return path.lexically_normal();
}

}  // namespace gavel::statement_markdown
