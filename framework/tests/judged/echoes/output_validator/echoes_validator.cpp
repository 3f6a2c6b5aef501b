// Output validator of echoes (interactive and multi-pass, 3 passes), invoked once per pass as
//   echoes_validator input_file answer_file feedback_dir/ < submission's output > submission's input
// input_file is this pass's input, one number k (the test case's .in on pass 1, then the nextpass.in written by
// the pass before); answer_file (2k of the .in, for people) is not read. The pass number is kept in
// feedback_dir/echoes_pass.txt, which the judge keeps between the passes of a test case.
// Each pass: it writes the line "k" to the submission and flushes, then reads the submission's whole output,
// which must be exactly one number, 2k, in decimal without sign or leading zeros (whitespace around it allowed).
// Exit 43: anything else, the end of the output before the number, or a failed write because the submission is
// gone (SIGPIPE is ignored, so that such a write fails instead of killing the validator). Exit 42 otherwise; on
// passes 1 and 2 it first writes the next pass's input "2k+1" to feedback_dir/nextpass.in, on pass 3 none, so
// judging ends there. Each pass appends one line to feedback_dir/judgemessage.txt. Exit 1 (a judge error): an
// input file that is not a number in [0, 10^15], a feedback directory it cannot write, or a 4th pass.
#include <cctype>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

namespace {

constexpr int kPasses = 3;  // limits.validation_passes in problem.yaml
constexpr std::size_t kLongestNumber = 20;

std::string feedback_dir;
std::string pass_name = "pass ?";

void write_message(const std::string& text) {
    std::ofstream(feedback_dir + "judgemessage.txt", std::ios::app) << pass_name << ": " << text << '\n';
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
    std::fprintf(stderr, "echoes_validator: %s: %s\n", pass_name.c_str(), text.c_str());
    write_message("judge error: " + text);
    std::exit(1);
}

// Counts this pass in feedback_dir/echoes_pass.txt and returns its number (1 when the file does not exist yet).
int count_pass() {
    const std::string path = feedback_dir + "echoes_pass.txt";
    int before = 0;
    if (std::ifstream previous(path); previous && !(previous >> before)) judge_error("cannot read " + path);
    const int pass = before + 1;
    pass_name = "pass " + std::to_string(pass);
    std::ofstream counter(path, std::ios::trunc);
    if (!(counter << pass << '\n') || !counter.flush()) judge_error("cannot write " + path);
    if (pass > kPasses) judge_error("run more often than the " + std::to_string(kPasses) + " passes of problem.yaml");
    return pass;
}

// The one number of the submission's output; a wrong answer for anything else. Reads up to the end of the
// output, so it returns once the submission has ended (or closed its output).
long long read_output_number(long long k) {
    std::string token;
    int c = std::getchar();
    while (c != EOF && std::isspace(c)) c = std::getchar();
    for (; c != EOF && !std::isspace(c); c = std::getchar()) {
        if (token.size() == kLongestNumber) wrong("expected a number, found \"" + token + "...\"");
        token.push_back(static_cast<char>(c));
    }
    if (token.empty()) wrong("sent " + std::to_string(k) + ", but the output ended before an answer");
    const bool plain = token.find_first_not_of("0123456789") == std::string::npos &&
                       (token.size() == 1 || token[0] != '0') && token.size() <= 18;
    if (!plain) wrong("expected a non-negative number without leading zeros, found \"" + token + "\"");
    for (; c != EOF; c = std::getchar())
        if (!std::isspace(c)) wrong("more output after the number " + token);
    return std::stoll(token);
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
    const int pass = count_pass();

    long long k = -1;
    std::ifstream input(argv[1]);
    if (!(input >> k) || k < 0 || k > 1'000'000'000'000'000LL)
        judge_error(std::string("expected a number in [0, 10^15] in the input file ") + argv[1]);

    const std::string sent = std::to_string(k);
    if (std::fputs((sent + "\n").c_str(), stdout) == EOF || std::fflush(stdout) == EOF)
        wrong("could not send " + sent + ": the submission no longer reads its input (has it ended?)");
    const long long doubled = 2 * k;
    const long long answer = read_output_number(k);
    if (answer != doubled)
        wrong("sent " + sent + ", expected " + std::to_string(doubled) + ", found " + std::to_string(answer));
    if (pass == kPasses) accept("sent " + sent + ", got " + std::to_string(doubled) + "; the last pass");

    const std::string next = std::to_string(doubled + 1);
    const std::string next_path = feedback_dir + "nextpass.in";
    std::ofstream next_file(next_path, std::ios::trunc);
    if (!(next_file << next << '\n') || !next_file.flush()) {
        next_file.close();
        std::remove(next_path.c_str());
        judge_error("cannot write " + next_path);
    }
    accept("sent " + sent + ", got " + std::to_string(doubled) + "; the next pass gets " + next);
}
