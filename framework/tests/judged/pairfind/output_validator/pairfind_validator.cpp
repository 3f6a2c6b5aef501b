// Output validator of pairfind (Kattis protocol):
//   pairfind_validator input answer feedback_dir/ [arguments] < team_output
// Exit 42: the output is -1 where no pair exists, or two different positions whose entries make the target.
// Exit 43: anything else, with the reason in feedback_dir/judgemessage.txt.
// Exit 1: the judge's own files are wrong (a malformed input or answer, or an answer of -1 where the team shows
// a pair): a judge error, not the team's.
// The answer file is the judge's output: -1 or one right pair; only whether it is -1 matters here.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "token_reader.h"

namespace {

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
    write_message("judge error: " + text);
    std::exit(1);
}

long long read_integer(pairfind::TokenReader& reader, const std::string& what) {
    const auto token = reader.next();
    if (!token) judge_error("the judge's file ends before " + what);
    const auto value = pairfind::as_integer(*token);
    if (!value) judge_error("the judge's file has '" + *token + "' for " + what);
    return *value;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s input answer feedback_dir/ < output\n", argv[0]);
        return 1;
    }
    feedback_dir = argv[3];
    if (!feedback_dir.empty() && feedback_dir.back() != '/') feedback_dir += '/';

    std::ifstream input_file(argv[1]), answer_file(argv[2]);
    if (!input_file || !answer_file) judge_error("cannot open the input or the answer file");
    pairfind::TokenReader input(input_file), answer(answer_file), output(std::cin);

    const long long n = read_integer(input, "n"), target = read_integer(input, "t");
    if (n < 2 || n > 1000) judge_error("n = " + std::to_string(n) + " in the input");
    std::vector<long long> entries(static_cast<std::size_t>(n));
    for (auto& entry : entries) entry = read_integer(input, "an entry");
    const bool judge_has_pair = read_integer(answer, "the answer") != -1;

    const auto first = output.next();
    if (!first) wrong("the output is empty");
    const auto i = pairfind::as_integer(*first);
    if (!i) wrong("expected -1 or a position, found '" + first->substr(0, 40) + "'");
    if (*i == -1) {
        if (!output.at_end()) wrong("more output after -1");
        if (judge_has_pair) wrong("printed -1, but a pair exists");
        accept("no pair, as the judge says");
    }
    const auto second = output.next();
    if (!second) wrong("only one position printed");
    const auto j = pairfind::as_integer(*second);
    if (!j) wrong("expected a second position, found '" + second->substr(0, 40) + "'");
    if (!output.at_end()) wrong("more output after the two positions");
    if (*i < 1 || *i > n || *j < 1 || *j > n)
        wrong("positions " + std::to_string(*i) + " " + std::to_string(*j) + " are not both in 1.." + std::to_string(n));
    if (*i == *j) wrong("the same position " + std::to_string(*i) + " twice");
    const long long sum = entries[static_cast<std::size_t>(*i - 1)] + entries[static_cast<std::size_t>(*j - 1)];
    if (sum != target)
        wrong("entries " + std::to_string(*i) + " and " + std::to_string(*j) + " make " + std::to_string(sum) + ", not " +
              std::to_string(target));
    if (!judge_has_pair) judge_error("the answer says -1, but the output shows a right pair");
    accept("a right pair");
}
