#include "generate/yaml_text.hpp"

namespace gavel::generate {
namespace {

void emit_tag(YAML::Emitter& out, const YAML::Node& node) {
    const std::string& tag = node.Tag();
    // "?" is a plain scalar's or a collection's non-specific tag, "!" a quoted scalar's: neither is written.
    if (!tag.empty() && tag != "?" && tag != "!") out << YAML::VerbatimTag(tag);
}

// Deeper than any settings file; a YAML alias can name the node it is inside, which would never end.
constexpr int deepest = 200;

// False when the node is nested deeper than `deepest`.
bool emit(YAML::Emitter& out, const YAML::Node& node, const std::function<void(const YAML::Node&)>& visit, int depth) {
    if (depth > deepest) return false;
    visit(node);
    switch (node.Type()) {
        case YAML::NodeType::Map:
            emit_tag(out, node);
            if (node.Style() == YAML::EmitterStyle::Flow) out << YAML::Flow;
            out << YAML::BeginMap;
            for (const auto& entry : node) {
                out << YAML::Key;
                if (!emit(out, entry.first, visit, depth + 1)) return false;
                out << YAML::Value;
                if (!emit(out, entry.second, visit, depth + 1)) return false;
            }
            out << YAML::EndMap;
            break;
        case YAML::NodeType::Sequence:
            emit_tag(out, node);
            if (node.Style() == YAML::EmitterStyle::Flow) out << YAML::Flow;
            out << YAML::BeginSeq;
            for (const auto& item : node)
                if (!emit(out, item, visit, depth + 1)) return false;
            out << YAML::EndSeq;
            break;
        case YAML::NodeType::Scalar:
            emit_tag(out, node);
            if (node.Tag() == "!") out << YAML::DoubleQuoted;
            out << node.Scalar();
            break;
        case YAML::NodeType::Null:
        case YAML::NodeType::Undefined:
            out << YAML::Null;
            break;
    }
    return true;
}

}  // namespace

std::optional<std::string> yaml_text(const YAML::Node& node, const std::function<void(const YAML::Node&)>& visit,
                                     std::string& error) {
    YAML::Emitter out;
    if (!emit(out, node, visit, 0)) {
        error = "nested more than " + std::to_string(deepest) + " levels deep; is a YAML alias inside itself?";
        return std::nullopt;
    }
    if (!out.good()) {
        error = out.GetLastError();
        return std::nullopt;
    }
    std::string text = out.c_str();
    if (!text.empty() && text.back() != '\n') text += '\n';
    return text;
}

}  // namespace gavel::generate
