#include "ctd/interpreter.hpp"

#include "ctd/machine.hpp"

namespace gavel::ctd {

std::optional<DataRefusal> check_data(const Program& program, DataReader& data, const CheckOptions& options) {
    detail::Machine machine(program, options, &data, nullptr, nullptr, {});
    try {
        machine.run();
        return std::nullopt;
    } catch (const detail::Refused& refused) {
        DataRefusal refusal;
        refusal.line = data.line();
        refusal.column = data.column();
        refusal.message = refused.message;
        if (const Command* command = machine.refused_by()) {
            refusal.command_at = command->at;
            refusal.command = command->source;
        }
        std::tie(refusal.context, refusal.caret) = data.context();
        return refusal;
    }
}

std::optional<std::string> generate_data(const Program& program, const GenerateOptions& options, std::string& why_not) {
    std::string out;
    std::mt19937_64 random(options.seed);
    detail::Machine machine(program, {}, nullptr, &out, &random, options.presets);
    try {
        machine.run();
        return out;
    } catch (const detail::Refused& refused) {
        const Command* command = machine.refused_by();
        why_not = command ? program.file + ":" + std::to_string(command->at.line) + ":" + std::to_string(command->at.column) + ": " + command->source +
                                ": " + refused.message
                          : refused.message;
        return std::nullopt;
    }
}

std::string describe(const DataRefusal& refusal, const std::string& data_name, const std::string& program_file) {
    std::string text = data_name + ":" + std::to_string(refusal.line) + ":" + std::to_string(refusal.column) + ": " + refusal.message;
    if (!refusal.command.empty())
        text += " (" + program_file + ":" + std::to_string(refusal.command_at.line) + ":" + std::to_string(refusal.command_at.column) + ": " +
                refusal.command + ")";
    return text;
}

}  // namespace gavel::ctd
