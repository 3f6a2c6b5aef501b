#include "ctd/machine.hpp"

#include <algorithm>

#include "base/errors.hpp"

namespace gavel::ctd::detail {
namespace {

// Which variables INARRAY looks in: only those keep a count of their values, which every store would pay for.
void mark_counted(const Expr& expr, std::vector<bool>& counted) {
    if (expr.op == Expr::Op::inarray) counted[expr.slot] = true;
    for (const Expr& arg : expr.args) mark_counted(arg, counted);
}
void mark_counted(const std::vector<Command>& commands, std::vector<bool>& counted) {
    for (const Command& command : commands) {
        for (const Expr& arg : command.args) mark_counted(arg, counted);
        if (command.target)
            for (const Expr& index : command.target->indices) mark_counted(index, counted);
        for (const auto& [target, value] : command.assignments) {
            mark_counted(value, counted);
            for (const Expr& index : target.indices) mark_counted(index, counted);
        }
        mark_counted(command.body, counted);
        mark_counted(command.otherwise, counted);
        mark_counted(command.separator, counted);
    }
}

std::string joined_index(const std::vector<Value>& index) {
    std::string text = "[";
    for (std::size_t i = 0; i < index.size(); ++i) text += (i ? "," : "") + index[i].show();
    return text + "]";
}

}  // namespace

bool IndexOrder::operator()(const std::vector<Value>& a, const std::vector<Value>& b) const {
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), ValueOrder{});
}

Machine::Machine(const Program& program, const CheckOptions& options, DataReader* data, std::string* out, std::mt19937_64* random,
                 const std::vector<std::pair<int, Value>>& presets)
    : program_(program), options_(options), data_(data), out_(out), random_(random), presets_(program.variables.size()),
      slots_(program.variables.size()), counted_(program.variables.size()) {
    for (const auto& [slot, value] : presets) presets_[slot] = value;
    mark_counted(program.commands, counted_);
}

void Machine::run() {
    if (data_ && options_.whitespace_ok) skip_blanks();
    run_block(program_.commands);
    static const Command implicit_end = [] {
        Command command;
        command.kind = Command::Kind::eof;
        command.source = "the end of the program (an EOF is implied there)";
        return command;
    }();
    run_command(implicit_end);
}

void Machine::run_block(const std::vector<Command>& commands) {
    for (const Command& command : commands) run_command(command);
}

void Machine::run_command(const Command& command) {
    current_ = &command;
    try {
        switch (command.kind) {
            case Command::Kind::assertion:
                if (!test(command.args[0], "ASSERT's condition")) throw Refused{"the assertion does not hold"};
                break;
            case Command::Kind::set:
                for (const auto& [target, value] : command.assignments) store(target, eval(value));
                break;
            case Command::Kind::unset:
                for (const int slot : command.unset) unset(slot);
                break;
            case Command::Kind::rep:
            case Command::Kind::repi:
            case Command::Kind::loop_while:
            case Command::Kind::whilei: run_loop(command); return;
            case Command::Kind::branch: {
                const bool taken = test(command.args[0], "IF's condition");
                run_block(taken ? command.body : command.otherwise);
                return;
            }
            default:
                if (data_) check_token(command);
                else generate_token(command);
        }
    } catch (const ProgramFault& fault) {
        throw InputError(program_.file, command.at.line, command.at.column, command.source + ": " + fault.what());
    }
    current_ = &command;
}

void Machine::run_loop(const Command& command) {
    const bool counted = command.kind == Command::Kind::rep || command.kind == Command::Kind::repi;
    const bool numbered = command.kind == Command::Kind::repi || command.kind == Command::Kind::whilei;
    unsigned long times = 0;
    if (counted) {
        const mpz_class count = integer_of(command.args[0], "the count of the loop");
        if (count < 0 || count > 4294967295UL) throw ProgramFault("the loop count " + count.get_str() + " is not an unsigned 32-bit integer");
        times = count.get_ui();
    }
    for (unsigned long i = 0;; ++i) {
        current_ = &command;
        if (numbered) store(*command.target, Value::integer(static_cast<std::int64_t>(i)));
        if (counted ? i >= times : !test(command.args[0], "the loop's condition")) break;
        if (i > 0) run_block(command.separator);
        run_block(command.body);
    }
}

bool Machine::test(const Expr& expr, const char* what) {
    const Value value = eval(expr);
    if (!value.is_boolean())
        throw ProgramFault(std::string(what) + " must be a test (a comparison, !, &&, ||, ISEOF, MATCH, UNIQUE or INARRAY), found " +
                           kind_name(value.kind()) + " " + value.show());
    return value.truth();
}

Value Machine::integer_value(const Expr& expr, const char* what) {
    Value value = expr.op == Expr::Op::literal ? expr.literal : eval(expr);
    if (value.is_integer()) return value;
    // A bound written 1e9 is a real that is an integer: taken as one, as checktestdata takes it.
    if (value.kind() == Value::Kind::real && value.as_rational().get_den() == 1) return Value::integer(value.as_rational().get_num());
    throw ProgramFault(std::string(what) + " must be an integer, found " + kind_name(value.kind()) + " " + value.show());
}

mpz_class Machine::integer_of(const Expr& expr, const char* what) { return integer_value(expr, what).as_integer(); }

Value Machine::eval(const Expr& expr) {
    using Op = Expr::Op;
    switch (expr.op) {
        case Op::literal: return expr.literal;
        case Op::variable: return read_variable(expr);
        case Op::negate: return negate(eval(expr.args[0]));
        case Op::logical_not: return Value::boolean(!test(expr.args[0], "the operand of !"));
        case Op::power: return power(eval(expr.args[0]), eval(expr.args[1]));
        case Op::multiply: return multiply(eval(expr.args[0]), eval(expr.args[1]));
        case Op::divide: return divide(eval(expr.args[0]), eval(expr.args[1]));
        case Op::remainder: return remainder(eval(expr.args[0]), eval(expr.args[1]));
        case Op::add: return add(eval(expr.args[0]), eval(expr.args[1]));
        case Op::subtract: return subtract(eval(expr.args[0]), eval(expr.args[1]));
        case Op::less: return Value::boolean(compare(eval(expr.args[0]), eval(expr.args[1])) < 0);
        case Op::greater: return Value::boolean(compare(eval(expr.args[0]), eval(expr.args[1])) > 0);
        case Op::less_equal: return Value::boolean(compare(eval(expr.args[0]), eval(expr.args[1])) <= 0);
        case Op::greater_equal: return Value::boolean(compare(eval(expr.args[0]), eval(expr.args[1])) >= 0);
        case Op::equal: return Value::boolean(compare(eval(expr.args[0]), eval(expr.args[1])) == 0);
        case Op::not_equal: return Value::boolean(compare(eval(expr.args[0]), eval(expr.args[1])) != 0);
        case Op::logical_and: return Value::boolean(test(expr.args[0], "the operand of &&") && test(expr.args[1], "the operand of &&"));
        case Op::logical_or: return Value::boolean(test(expr.args[0], "the operand of ||") || test(expr.args[1], "the operand of ||"));
        case Op::strlen: {
            const Value text = eval(expr.args[0]);
            if (!text.is_string()) throw ProgramFault("STRLEN takes a string, found " + std::string(kind_name(text.kind())) + " " + text.show());
            return Value::integer(static_cast<std::int64_t>(text.text().size()));
        }
        case Op::match: {
            const Value characters = eval(expr.args[0]);
            if (!characters.is_string())
                throw ProgramFault("MATCH takes a string of characters, found " + std::string(kind_name(characters.kind())) + " " + characters.show());
            if (!data_) return Value::boolean((*random_)() % 2 == 0);
            const int next = data_->peek();
            return Value::boolean(next >= 0 && characters.text().find(static_cast<char>(next)) != std::string::npos);
        }
        case Op::iseof:
            if (!data_) return Value::boolean((*random_)() % 10 < 3);
            return Value::boolean(data_->at_end());
        case Op::unique: return Value::boolean(unique(expr));
        case Op::inarray: return Value::boolean(in_array(expr));
    }
    throw ProgramFault("an expression gavel cannot evaluate");
}

std::vector<Value> Machine::indices(const std::vector<Expr>& exprs) {
    std::vector<Value> index;
    index.reserve(exprs.size());
    for (const Expr& expr : exprs) index.push_back(Value::integer(integer_of(expr, "an array index")));
    return index;
}

Value Machine::read_variable(const Expr& expr) {
    const Slot& slot = slots_[expr.slot];
    if (expr.args.empty()) {
        if (!slot.plain) throw ProgramFault("variable " + name_of(expr.slot) + " is read before it is set");
        return *slot.plain;
    }
    const std::vector<Value> index = indices(expr.args);
    const auto found = slot.entries.find(index);
    if (found == slot.entries.end()) throw ProgramFault("variable " + name_of(expr.slot) + joined_index(index) + " is read before it is set");
    return found->second;
}

void Machine::store(const VariableRef& ref, Value value) {
    Slot& slot = slots_[ref.slot];
    Value* place = nullptr;
    if (ref.indices.empty()) {
        if (!slot.plain) slot.plain.emplace();
        place = &*slot.plain;
    } else {
        place = &slot.entries[indices(ref.indices)];
    }
    if (counted_[ref.slot]) {
        if (!place->is_none())
            if (const auto old = slot.counts.find(*place); old != slot.counts.end() && --old->second == 0) slot.counts.erase(old);
        ++slot.counts[value];
    }
    *place = std::move(value);
}

void Machine::unset(int slot) { slots_[slot] = Slot{}; }

bool Machine::unique(const Expr& expr) {
    // The tuples of the variables' values at each index; every variable must have the same indices.
    const auto entries_of = [&](int slot) {
        std::vector<std::pair<std::vector<Value>, const Value*>> entries;
        const Slot& held = slots_[slot];
        if (held.plain) entries.emplace_back(std::vector<Value>{}, &*held.plain);
        for (const auto& [index, value] : held.entries) entries.emplace_back(index, &value);
        return entries;
    };
    const auto first = entries_of(expr.slots[0]);
    std::vector<std::pair<std::vector<Value>, std::vector<Value>>> tuples;  // (tuple, index)
    for (const auto& [index, value] : first) tuples.push_back({{*value}, index});
    for (std::size_t v = 1; v < expr.slots.size(); ++v) {
        const Slot& other = slots_[expr.slots[v]];
        const auto other_entries = entries_of(expr.slots[v]);
        if (other_entries.size() != first.size())
            throw Refused{"UNIQUE: " + name_of(expr.slots[0]) + " has " + std::to_string(first.size()) + " values and " + name_of(expr.slots[v]) +
                          " has " + std::to_string(other_entries.size()) + " (expected the same indices)"};
        for (auto& [tuple, index] : tuples) {
            const Value* value = nullptr;
            if (index.empty() && other.plain) value = &*other.plain;
            else if (const auto found = other.entries.find(index); found != other.entries.end()) value = &found->second;
            if (!value) throw Refused{"UNIQUE: " + name_of(expr.slots[v]) + " has no value at " + joined_index(index) + ", where " + name_of(expr.slots[0]) + " has one"};
            tuple.push_back(*value);
        }
    }
    std::sort(tuples.begin(), tuples.end(), [](const auto& a, const auto& b) { return IndexOrder{}(a.first, b.first); });
    for (std::size_t i = 0; i + 1 < tuples.size(); ++i) {
        if (IndexOrder{}(tuples[i].first, tuples[i + 1].first)) continue;
        std::string tuple;
        for (const Value& value : tuples[i].first) tuple += (tuple.empty() ? "" : ", ") + value.show();
        throw Refused{"UNIQUE: (" + tuple + ") appears twice, at " + joined_index(tuples[i].second) + " and " + joined_index(tuples[i + 1].second)};
    }
    return true;
}

bool Machine::in_array(const Expr& expr) {
    const Value value = eval(expr.args[0]);
    const auto& counts = slots_[expr.slot].counts;
    return counts.find(value) != counts.end();
}

std::pair<int, int> Machine::decimals_of(const Command& command) {
    const mpz_class least = integer_of(command.args[2], "FLOATP's fewest decimals"), most = integer_of(command.args[3], "FLOATP's most decimals");
    if (least < 0 || most > 1000000 || least > most)
        throw ProgramFault("FLOATP's decimals " + least.get_str() + ".." + most.get_str() + " are no range (expected 0 <= fewest <= most <= 1000000)");
    return {static_cast<int>(least.get_si()), static_cast<int>(most.get_si())};
}

std::shared_ptr<const Regex> Machine::regex_of(const Command& command) {
    if (command.regex) return command.regex;
    const Value pattern = eval(command.args[0]);
    if (!pattern.is_string()) throw ProgramFault("REGEX takes a string, found " + std::string(kind_name(pattern.kind())) + " " + pattern.show());
    auto& compiled = regexes_[pattern.text()];
    if (!compiled) compiled = Regex::compile(pattern.text());
    return compiled;
}

}  // namespace gavel::ctd::detail
