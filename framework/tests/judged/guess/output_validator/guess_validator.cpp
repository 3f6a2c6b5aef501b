// Output validator of guess (interactive), invoked as
//   guess_validator input_file answer_file feedback_dir/ < submission's output > submission's input
// input_file holds the hidden number N (1 <= N <= 1000); answer_file only repeats it for people and is not read.
// The submission writes lines, each a command character, one space and a number x in decimal without sign or
// leading zeros (the last line may lack its newline):
//   "? x"  a question, 1 <= x <= 1000, at most 10 of them: answered at once (and flushed) with one line,
//          "<" when N < x, ">" when N > x, "=" when N = x;
//   "! x"  the final answer; only whitespace may follow it, up to the end of the output.
// Exit 42: "! N" within the budget. Exit 43: a malformed or over-long line, a number outside [1, 1000], an 11th
// question, the end of the output before "! x", a wrong final answer, output after it, or a reply that cannot
// be written because the submission is gone. Either way one line says why in feedback_dir/judgemessage.txt.
// Exit 1: the judge's own input file is wrong (a judge error).
// It never waits for anything but the submission's next byte, so it ends when the submission does: SIGPIPE is
// ignored, so that a reply to a submission that has ended is a failed write (43) rather than a killed validator.
#include <cctype>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>

namespace {

constexpr int kLowest = 1;
constexpr int kHighest = 1000;
constexpr int kQuestionBudget = 10;
constexpr std::size_t kLongestLine = 40;

std::string feedback_dir;

void write_message(const std::string& text) {
    std::ofstream(feedback_dir + "judgemessage.txt", std::ios::app) << text << '\n';
}

[[noreturn]] void accept(const std::string& text) {
    write_message(text);
    std::exit(42);
}

[[noreturn]] void wrong(const std::string& text) {
    write_message("wrong answer: " + text);
    std::exit(43);
}

[[noreturn]] void judge_error(const std::string& text) {
    std::fprintf(stderr, "guess_validator: %s\n", text.c_str());
    write_message("judge error: " + text);
    std::exit(1);
}

// The text as a C-like string literal, so that a stray control byte shows in the message.
std::string quoted(const std::string& text) {
    std::string out = "\"";
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (byte >= 32 && byte < 127) {
            out += c;
        } else {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\x%02x", byte);
            out += escaped;
        }
    }
    return out + "\"";
}

// The submission's next line without its newline; nothing at the end of the output when no byte is left.
std::optional<std::string> next_line(int line_number) {
    std::string line;
    for (;;) {
        const int c = std::getchar();
        if (c == EOF) {
            if (line.empty()) return std::nullopt;
            return line;
        }
        if (c == '\n') return line;
        if (line.size() == kLongestLine)
            wrong("line " + std::to_string(line_number) + " is longer than " + std::to_string(kLongestLine) +
                  " characters: " + quoted(line) + "...");
        line.push_back(static_cast<char>(c));
    }
}

struct Command {
    char kind;  // '?' or '!'
    int number;
};

Command parse(const std::string& line, int line_number) {
    const std::string where = "line " + std::to_string(line_number) + ": ";
    const bool shaped = line.size() >= 3 && (line[0] == '?' || line[0] == '!') && line[1] == ' ' &&
                        line.find_first_not_of("0123456789", 2) == std::string::npos;
    if (!shaped) wrong(where + "expected \"? x\" or \"! x\", found " + quoted(line));
    const std::string digits = line.substr(2);
    if (digits[0] == '0' || digits.size() > 4)
        wrong(where + "expected a number in [1, 1000] without leading zeros, found " + quoted(line));
    const int number = std::stoi(digits);
    if (number < kLowest || number > kHighest) wrong(where + "the number " + digits + " is outside [1, 1000]");
    return {line[0], number};
}

int read_hidden_number(const char* path) {
    std::ifstream file(path);
    int n = 0;
    if (!(file >> n) || n < kLowest || n > kHighest)
        judge_error(std::string("expected a number in [1, 1000] in the input file ") + path);
    return n;
}

}  // namespace

int main(int argc, char** argv) {
    std::signal(SIGPIPE, SIG_IGN);
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s input_file answer_file feedback_dir/ < output > input\n", argv[0]);
        return 1;
    }
    feedback_dir = argv[3];
    if (!feedback_dir.empty() && feedback_dir.back() != '/') feedback_dir += '/';
    const int hidden = read_hidden_number(argv[1]);

    int questions = 0;
    for (int line_number = 1;; ++line_number) {
        const std::optional<std::string> line = next_line(line_number);
        if (!line)
            wrong("the output ended after " + std::to_string(questions) + " question(s), before the final \"! x\"");
        const Command command = parse(*line, line_number);
        if (command.kind == '?') {
            if (questions == kQuestionBudget)
                wrong("line " + std::to_string(line_number) + ": an 11th question, over the budget of " +
                      std::to_string(kQuestionBudget));
            ++questions;
            const char* reply = hidden < command.number ? "<\n" : hidden > command.number ? ">\n" : "=\n";
            if (std::fputs(reply, stdout) == EOF || std::fflush(stdout) == EOF)
                wrong("could not answer question " + std::to_string(questions) +
                      ": the submission no longer reads its input (has it ended?)");
            continue;
        }
        if (command.number != hidden)
            wrong("the final answer is " + std::to_string(command.number) + ", but the number is " +
                  std::to_string(hidden));
        for (int c; (c = std::getchar()) != EOF;)
            if (!std::isspace(c))
                wrong("output after the final answer on line " + std::to_string(line_number) + ", starting with " +
                      quoted(std::string(1, static_cast<char>(c))));
        accept("found " + std::to_string(hidden) + " with " + std::to_string(questions) + " question(s)");
    }
}
