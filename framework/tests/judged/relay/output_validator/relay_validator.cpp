// Output validator of relay (multi-pass, 3 passes), invoked once per pass as
//   relay_validator input_file answer_file feedback_dir/ < submission's output
// input_file is this pass's input, "a b" (the test case's .in on pass 1, then the nextpass.in written by the
// pass before); answer_file (the .in's sum, for people) is not read. The pass number is kept in
// feedback_dir/relay_pass.txt, which the judge keeps between the passes of a test case.
// Exit 43: the output is not exactly one number a + b (written in decimal without sign or leading zeros;
// whitespace around it is allowed). Exit 42 otherwise; on passes 1 and 2 it first writes the next pass's input
// "<a+b> <b+1>" to feedback_dir/nextpass.in, on pass 3 it writes none, so judging ends there.
// Each pass appends one line to feedback_dir/judgemessage.txt. Exit 1 (a judge error): an input file that is
// not two non-negative numbers, a feedback directory it cannot write, or a 4th pass.
#include <cctype>
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
    std::fprintf(stderr, "relay_validator: %s: %s\n", pass_name.c_str(), text.c_str());
    write_message("judge error: " + text);
    std::exit(1);
}

// Counts this pass in feedback_dir/relay_pass.txt and returns its number (1 when the file does not exist yet).
int count_pass() {
    const std::string path = feedback_dir + "relay_pass.txt";
    int before = 0;
    if (std::ifstream previous(path); previous && !(previous >> before)) judge_error("cannot read " + path);
    const int pass = before + 1;
    pass_name = "pass " + std::to_string(pass);
    std::ofstream counter(path, std::ios::trunc);
    if (!(counter << pass << '\n') || !counter.flush()) judge_error("cannot write " + path);
    if (pass > kPasses) judge_error("run more often than the " + std::to_string(kPasses) + " passes of problem.yaml");
    return pass;
}

// The one number of the submission's output; a wrong answer for anything else.
long long read_output_number() {
    std::string token;
    int c = std::getchar();
    while (c != EOF && std::isspace(c)) c = std::getchar();
    for (; c != EOF && !std::isspace(c); c = std::getchar()) {
        if (token.size() == kLongestNumber) wrong("expected a number, found \"" + token + "...\"");
        token.push_back(static_cast<char>(c));
    }
    if (token.empty()) wrong("expected a number, found no output");
    const bool plain = token.find_first_not_of("0123456789") == std::string::npos &&
                       (token.size() == 1 || token[0] != '0') && token.size() <= 18;
    if (!plain) wrong("expected a non-negative number without leading zeros, found \"" + token + "\"");
    for (; c != EOF; c = std::getchar())
        if (!std::isspace(c)) wrong("more output after the number " + token);
    return std::stoll(token);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s input_file answer_file feedback_dir/ < output\n", argv[0]);
        return 1;
    }
    feedback_dir = argv[3];
    if (!feedback_dir.empty() && feedback_dir.back() != '/') feedback_dir += '/';
    const int pass = count_pass();

    long long a = -1, b = -1;
    std::ifstream input(argv[1]);
    if (!(input >> a >> b) || a < 0 || b < 0 || a > 1'000'000'000'000LL || b > 1'000'000'000'000LL)
        judge_error(std::string("expected two numbers in [0, 10^12] in the input file ") + argv[1]);

    const long long sum = a + b;
    const long long output = read_output_number();
    const std::string sum_text = std::to_string(a) + " + " + std::to_string(b) + " = " + std::to_string(sum);
    if (output != sum) wrong(sum_text + ", found " + std::to_string(output));
    if (pass == kPasses) accept(sum_text + "; the last pass");

    const std::string next = std::to_string(sum) + " " + std::to_string(b + 1);
    const std::string next_path = feedback_dir + "nextpass.in";
    std::ofstream next_file(next_path, std::ios::trunc);
    if (!(next_file << next << '\n') || !next_file.flush()) {
        next_file.close();
        std::remove(next_path.c_str());
        judge_error("cannot write " + next_path);
    }
    accept(sum_text + "; the next pass gets \"" + next + "\"");
}
