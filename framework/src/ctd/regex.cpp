#include "ctd/regex.hpp"

#include <cctype>

#include "ctd/value.hpp"

namespace gavel::ctd {

struct Regex::Node {
    enum class Kind { set, sequence, choice, repeat, line_start, data_end };
    Kind kind = Kind::sequence;
    std::bitset<256> accepts;   // set
    std::vector<Node> parts;    // sequence, choice; repeat: its one part
    int least = 0, most = -1;   // repeat; -1: no most
};

namespace {

using Node = Regex::Node;
using Instruction = Regex::Instruction;

// Repetitions are written out in the automaton; a pattern that asks for more states than this is refused.
constexpr std::size_t max_states = 200000;
constexpr int max_count = 10000;

std::bitset<256> class_members(const std::string& name) {
    std::bitset<256> members;
    for (int c = 0; c < 256; ++c) {
        const bool in = name == "alpha"    ? std::isalpha(c)
                        : name == "digit"  ? std::isdigit(c)
                        : name == "alnum"  ? std::isalnum(c)
                        : name == "upper"  ? std::isupper(c)
                        : name == "lower"  ? std::islower(c)
                        : name == "space"  ? std::isspace(c)
                        : name == "blank"  ? (c == ' ' || c == '\t')
                        : name == "punct"  ? std::ispunct(c)
                        : name == "print"  ? std::isprint(c)
                        : name == "graph"  ? std::isgraph(c)
                        : name == "cntrl"  ? std::iscntrl(c)
                        : name == "xdigit" ? std::isxdigit(c)
                                           : false;
        if (c < 128 && in) members.set(c);
    }
    return members;
}

class PatternReader {
public:
    explicit PatternReader(const std::string& pattern) : pattern_(pattern) {}

    Node read() {
        Node tree = choice();
        if (at_ < pattern_.size()) fail("unmatched ')'");
        return tree;
    }

private:
    [[noreturn]] void fail(const std::string& what) const {
        throw ProgramFault("regular expression \"" + pattern_ + "\": at character " + std::to_string(at_ + 1) + ": " + what);
    }
    bool more() const { return at_ < pattern_.size(); }
    char peek() const { return more() ? pattern_[at_] : '\0'; }

    Node choice() {
        Node first = sequence();
        if (peek() != '|') return first;
        Node node;
        node.kind = Node::Kind::choice;
        node.parts.push_back(std::move(first));
        while (peek() == '|') {
            ++at_;
            node.parts.push_back(sequence());
        }
        return node;
    }

    Node sequence() {
        Node node;
        node.kind = Node::Kind::sequence;
        while (more() && peek() != '|' && peek() != ')') node.parts.push_back(repeated());
        return node;
    }

    Node repeated() {
        Node atom_node = atom();
        while (more()) {
            int least = 0, most = -1;
            const char c = peek();
            if (c == '*') ++at_;
            else if (c == '+') ++at_, least = 1;
            else if (c == '?') ++at_, most = 1;
            else if (c == '{' && bounds(least, most)) {
            } else break;
            if (atom_node.kind == Node::Kind::line_start || atom_node.kind == Node::Kind::data_end) fail("nothing to repeat");
            Node node;
            node.kind = Node::Kind::repeat;
            node.least = least;
            node.most = most;
            node.parts.push_back(std::move(atom_node));
            atom_node = std::move(node);
        }
        return atom_node;
    }

    // {n}, {n,}, {n,m}; false (nothing read) when what follows '{' is no bound, which then is a literal '{'.
    bool bounds(int& least, int& most) {
        std::size_t at = at_ + 1;
        const auto number = [&](int& into) {
            const std::size_t start = at;
            long value = 0;
            while (at < pattern_.size() && std::isdigit(static_cast<unsigned char>(pattern_[at]))) {
                value = value * 10 + (pattern_[at++] - '0');
                if (value > max_count) {
                    at_ = start;
                    fail("a repetition count over " + std::to_string(max_count));
                }
            }
            into = static_cast<int>(value);
            return at > start;
        };
        if (!number(least)) return false;
        most = least;
        if (at < pattern_.size() && pattern_[at] == ',') {
            ++at;
            most = -1;
            number(most);
        }
        if (at >= pattern_.size() || pattern_[at] != '}') return false;
        if (most >= 0 && most < least) fail("{" + std::to_string(least) + "," + std::to_string(most) + "}: the most is below the least");
        at_ = at + 1;
        return true;
    }

    Node atom() {
        Node node;
        const char c = pattern_[at_++];
        if (c == '(') {
            node = choice();
            if (peek() != ')') fail("'(' is never closed (expected ')')");
            ++at_;
            return node;
        }
        if (c == '*' || c == '+' || c == '?') {
            --at_;
            fail(std::string("'") + c + "' has nothing to repeat");
        }
        if (c == '^') {
            node.kind = Node::Kind::line_start;
            return node;
        }
        if (c == '$') {
            node.kind = Node::Kind::data_end;
            return node;
        }
        node.kind = Node::Kind::set;
        if (c == '.') {
            node.accepts.set();
            node.accepts.reset('\n');  // as checktestdata's specification says: a dot matches no newline
        } else if (c == '[') {
            node.accepts = bracket();
        } else if (c == '\\') {
            if (!more()) fail("'\\' ends the pattern (expected a character after it)");
            node.accepts.set(static_cast<unsigned char>(pattern_[at_++]));
        } else {
            node.accepts.set(static_cast<unsigned char>(c));
        }
        return node;
    }

    std::bitset<256> bracket() {
        std::bitset<256> members;
        const bool negated = peek() == '^';
        if (negated) ++at_;
        bool first = true;
        while (true) {
            if (!more()) fail("'[' is never closed (expected ']')");
            if (peek() == ']' && !first) {
                ++at_;
                break;
            }
            first = false;
            if (peek() == '[' && at_ + 1 < pattern_.size() && pattern_[at_ + 1] == ':') {
                const std::size_t end = pattern_.find(":]", at_ + 2);
                if (end == std::string::npos) fail("'[:' is never closed (expected ':]')");
                const std::string name = pattern_.substr(at_ + 2, end - at_ - 2);
                const std::bitset<256> named = class_members(name);
                if (named.none()) fail("[:" + name + ":] is no character class (expected alpha, digit, alnum, upper, lower, space, blank, "
                                       "punct, print, graph, cntrl or xdigit)");
                members |= named;
                at_ = end + 2;
                continue;
            }
            const unsigned char from = member();
            if (peek() == '-' && at_ + 1 < pattern_.size() && pattern_[at_ + 1] != ']') {
                ++at_;
                const unsigned char to = member();
                if (to < from) fail("the range " + std::string(1, static_cast<char>(from)) + "-" + std::string(1, static_cast<char>(to)) +
                                    " ends before it starts");
                for (int c = from; c <= to; ++c) members.set(c);
            } else {
                members.set(from);
            }
        }
        if (negated) members.flip();
        return members;
    }

    // A bracket's member: a character, or '\' before one of ] \ - ^ for that character itself.
    unsigned char member() {
        if (peek() == '\\' && at_ + 1 < pattern_.size() && std::string("]\\-^").find(pattern_[at_ + 1]) != std::string::npos) ++at_;
        return static_cast<unsigned char>(pattern_[at_++]);
    }

    const std::string& pattern_;
    std::size_t at_ = 0;
};

class Compiler {
public:
    explicit Compiler(const std::string& pattern) : pattern_(pattern) {}

    std::vector<Instruction> run(const Node& tree) {
        emit(tree);
        add(Instruction::Op::match);
        return std::move(code_);
    }

private:
    int add(Instruction::Op op) {
        if (code_.size() >= max_states)
            throw ProgramFault("regular expression \"" + pattern_ + "\" is too large (its repetitions make over " + std::to_string(max_states) +
                               " states)");
        Instruction instruction;
        instruction.op = op;
        code_.push_back(instruction);
        return static_cast<int>(code_.size()) - 1;
    }
    int here() const { return static_cast<int>(code_.size()); }

    void emit(const Node& node) {
        switch (node.kind) {
            case Node::Kind::set: code_[add(Instruction::Op::set)].accepts = node.accepts; break;
            case Node::Kind::line_start: add(Instruction::Op::line_start); break;
            case Node::Kind::data_end: add(Instruction::Op::data_end); break;
            case Node::Kind::sequence:
                for (const Node& part : node.parts) emit(part);
                break;
            case Node::Kind::choice: {
                std::vector<int> jumps;
                for (std::size_t i = 0; i < node.parts.size(); ++i) {
                    if (i + 1 < node.parts.size()) {
                        const int split = add(Instruction::Op::split);
                        code_[split].next = here();
                        emit(node.parts[i]);
                        jumps.push_back(add(Instruction::Op::jump));
                        code_[split].other = here();
                    } else {
                        emit(node.parts[i]);
                    }
                }
                for (const int jump : jumps) code_[jump].next = here();
                break;
            }
            case Node::Kind::repeat: {
                const Node& part = node.parts.front();
                for (int i = 0; i < node.least; ++i) emit(part);
                if (node.most < 0) {
                    const int split = add(Instruction::Op::split);
                    code_[split].next = here();
                    emit(part);
                    code_[add(Instruction::Op::jump)].next = split;
                    code_[split].other = here();
                } else {
                    std::vector<int> splits;
                    for (int i = node.least; i < node.most; ++i) {
                        const int split = add(Instruction::Op::split);
                        code_[split].next = here();
                        splits.push_back(split);
                        emit(part);
                    }
                    for (const int split : splits) code_[split].other = here();
                }
                break;
            }
        }
    }

    const std::string& pattern_;
    std::vector<Instruction> code_;
};

// The states reachable without reading, each once: a sparse set, so that clearing it costs nothing.
class StateSet {
public:
    explicit StateSet(std::size_t size) : index_(size), members_(size) {}
    bool contains(int state) const {
        const std::size_t i = index_[state];
        return i < count_ && members_[i] == state;
    }
    void insert(int state) {
        index_[state] = count_;
        members_[count_++] = state;
    }
    void clear() { count_ = 0; }
    std::size_t size() const { return count_; }
    int operator[](std::size_t i) const { return members_[i]; }

private:
    std::vector<std::size_t> index_;
    std::vector<int> members_;
    std::size_t count_ = 0;
};

void follow(const std::vector<Instruction>& code, StateSet& states, std::vector<int>& stack, int start, std::size_t offset,
            bool at_end) {
    stack.push_back(start);
    while (!stack.empty()) {
        const int state = stack.back();
        stack.pop_back();
        if (states.contains(state)) continue;
        states.insert(state);
        const Instruction& instruction = code[state];
        switch (instruction.op) {
            case Instruction::Op::jump: stack.push_back(instruction.next); break;
            case Instruction::Op::split:
                stack.push_back(instruction.other);
                stack.push_back(instruction.next);
                break;
            case Instruction::Op::line_start:
                if (offset == 0) stack.push_back(state + 1);
                break;
            case Instruction::Op::data_end:
                if (at_end) stack.push_back(state + 1);
                break;
            default: break;
        }
    }
}

void generate_node(const Node& node, std::mt19937_64& random, std::string& out) {
    const auto below = [&](std::size_t n) { return static_cast<std::size_t>(random() % n); };
    switch (node.kind) {
        case Node::Kind::set: {
            // Printable characters (and newline and tab) where the class has any, as test data should read.
            std::vector<char> choices, others;
            for (int c = 0; c < 256; ++c) {
                if (!node.accepts.test(c)) continue;
                ((c >= 32 && c < 127) || c == '\n' || c == '\t' ? choices : others).push_back(static_cast<char>(c));
            }
            if (choices.empty()) choices = others;
            if (!choices.empty()) out += choices[below(choices.size())];
            break;
        }
        case Node::Kind::sequence:
            for (const Node& part : node.parts) generate_node(part, random, out);
            break;
        case Node::Kind::choice: generate_node(node.parts[below(node.parts.size())], random, out); break;
        case Node::Kind::repeat: {
            const int most = node.most < 0 ? node.least + 10 : node.most;
            const int times = node.least + static_cast<int>(below(static_cast<std::size_t>(most - node.least + 1)));
            for (int i = 0; i < times; ++i) generate_node(node.parts.front(), random, out);
            break;
        }
        default: break;
    }
}

}  // namespace

std::shared_ptr<const Regex> Regex::compile(const std::string& pattern) {
    auto regex = std::make_shared<Regex>();
    regex->pattern_ = pattern;
    auto tree = std::make_shared<Node>(PatternReader(pattern).read());
    regex->code_ = Compiler(pattern).run(*tree);
    regex->tree_ = std::move(tree);
    return regex;
}

std::size_t Regex::longest_match(MatchInput& input) const {
    StateSet current(code_.size()), following(code_.size());
    std::vector<int> stack;
    std::size_t longest = std::string::npos;
    int c = input.at(0);
    follow(code_, current, stack, 0, 0, c < 0);
    for (std::size_t offset = 0;; ++offset) {
        for (std::size_t i = 0; i < current.size(); ++i)
            if (code_[current[i]].op == Instruction::Op::match) longest = offset;
        if (current.size() == 0 || c < 0) return longest;
        const int next = input.at(offset + 1);
        following.clear();
        for (std::size_t i = 0; i < current.size(); ++i) {
            const Instruction& instruction = code_[current[i]];
            if (instruction.op == Instruction::Op::set && instruction.accepts.test(static_cast<unsigned char>(c)))
                follow(code_, following, stack, current[i] + 1, offset + 1, next < 0);
        }
        std::swap(current, following);
        c = next;
    }
}

std::string Regex::generate(std::mt19937_64& random) const {
    std::string out;
    generate_node(*tree_, random, out);
    return out;
}

}  // namespace gavel::ctd
