// boggle: the reference against an independent brute force, the validator's rejections, the checker,
// the generator's determinism.
#include <catch2/catch.hpp>

#include <gavel/sdk.hpp>
#include <gavel/testing.hpp>

#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

extern "C" const gavel_problem* gavel_problem_v1(void);  // linked in from boggle.cpp

namespace {

using gavel::testing::Call;

Call solve(const std::string& input) { return gavel::testing::solve(*gavel_problem_v1(), input); }
Call validate(const std::string& input) { return gavel::testing::validate(*gavel_problem_v1(), input); }
Call check(const std::string& output, const std::string& answer) {
    return gavel::testing::check(*gavel_problem_v1(), "", output, answer);
}

std::string generate(std::uint64_t seed, const std::map<std::string, std::string>& params) {
    const Call call = gavel::testing::generate(*gavel_problem_v1(), seed, params);
    REQUIRE(call.status == GAVEL_OK);
    return call.output;
}

// The brute force: the set of (row, column) pairs where the prefix can end, as a std::set, one letter at a time.
bool brute_contains(const std::vector<std::string>& board, const std::string& word) {
    std::set<std::pair<int, int>> ends;
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 5; ++c)
            if (board[r][c] == word[0]) ends.insert({r, c});
    for (std::size_t i = 1; i < word.size(); ++i) {
        std::set<std::pair<int, int>> next;
        for (const auto& [r, c] : ends)
            for (int dr = -1; dr <= 1; ++dr)
                for (int dc = -1; dc <= 1; ++dc) {
                    const int nr = r + dr, nc = c + dc;
                    if ((dr || dc) && nr >= 0 && nr < 5 && nc >= 0 && nc < 5 && board[nr][nc] == word[i]) next.insert({nr, nc});
                }
        ends = next;
    }
    return !ends.empty();
}

std::string brute_force(const std::string& input) {
    std::istringstream in(input);
    int cases = 0;
    in >> cases;
    std::string output;
    while (cases-- > 0) {
        std::vector<std::string> board(5);
        for (auto& row : board) in >> row;
        int words = 0;
        in >> words;
        while (words-- > 0) {
            std::string word;
            in >> word;
            output += word + (brute_contains(board, word) ? " YES\n" : " NO\n");
        }
    }
    return output;
}

std::uint64_t fnv1a(const std::string& text) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const unsigned char c : text) hash = (hash ^ c) * 0x100000001b3ULL;
    return hash;
}

const std::string sample = "1\nURLPM\nXPRET\nGIAET\nXTNZY\nXOQRS\n6\nPRETTY\nGIRL\nREPEAT\nKARA\nPANDORA\nGIAZAPX\n";

}  // namespace

TEST_CASE("the statement's sample", "[boggle]") {
    CHECK(solve(sample).output == "PRETTY YES\nGIRL YES\nREPEAT YES\nKARA NO\nPANDORA NO\nGIAZAPX YES\n");
    CHECK(brute_force(sample) == solve(sample).output);
}

TEST_CASE("the reference agrees with the brute force on generated inputs", "[boggle]") {
    const std::vector<std::map<std::string, std::string>> settings = {
        {{"cases", "5"}},
        {{"cases", "5"}, {"alphabet", "AB"}, {"planted", "30"}},
        {{"cases", "5"}, {"alphabet", "ABC"}, {"planted", "0"}},
        {{"cases", "3"}, {"alphabet", "A"}, {"tail", "B"}, {"planted", "20"}},
        {{"cases", "5"}, {"alphabet", "ABCDEFGHI"}, {"doubles", "60"}, {"planted", "20"}},
        {{"cases", "2"}, {"min_length", "1"}, {"max_length", "2"}},
    };
    int compared = 0;
    for (const auto& params : settings)
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            const std::string input = generate(seed, params);
            REQUIRE(validate(input).status == GAVEL_OK);
            INFO(input);
            REQUIRE(solve(input).output == brute_force(input));
            ++compared;
        }
    CHECK(compared == 2400);
}

TEST_CASE("the validator rejects everything outside the statement, naming the line", "[boggle]") {
    const std::string board = "URLPM\nXPRET\nGIAET\nXTNZY\nXOQRS\n";
    const std::vector<std::pair<std::string, std::string>> rejected = {
        {"0\n" + board + "1\nA\n", "line 1, column 1: expected the number of test cases C (an integer in 1..50), found 0"},
        {"51\n" + board + "1\nA\n", "found 51"},
        {"1\nURLP\nXPRET\nGIAET\nXTNZY\nXOQRS\n1\nA\n", "line 2: expected a board row of 5 uppercase letters, found 'URLP'"},
        {"1\nURLPM\nXPRET\nGIaET\nXTNZY\nXOQRS\n1\nA\n", "line 4: expected a board row of 5 uppercase letters, found 'GIaET'"},
        {"1\nURLPMM\nXPRET\nGIAET\nXTNZY\nXOQRS\n1\nA\n", "line 2: expected a board row"},
        {"1\n" + board + "0\nA\n", "line 7, column 1: expected the number of words N (an integer in 1..10), found 0"},
        {"1\n" + board + "11\nA\n", "found 11"},
        {"1\n" + board + "2\nA\n\n", "line 9, column 1: expected a word (1 to 10 uppercase letters), found end of line"},
        {"1\n" + board + "1\nABCDEFGHIJK\n", "line 8: expected a word of 1 to 10 uppercase letters, found 'ABCDEFGHIJK'"},
        {"1\n" + board + "1\nabc\n", "line 8: expected a word of 1 to 10 uppercase letters, found 'abc'"},
        {"1\n" + board + "2\nABC\n", "line 9, column 1: expected a word (1 to 10 uppercase letters), found end of input"},
        {"1\n" + board + "1\nABC\nEXTRA\n", "line 9, column 1: expected end of input, found 'EXTRA'"},
        {"2\n" + board + "1\nABC\n", "line 9, column 1: expected a board row, found end of input"},
        {"1\n" + board + "1\nAB C\n", "line 8, column 3: expected end of line, found a space"},
    };
    for (const auto& [input, message] : rejected) {
        INFO(input);
        const Call call = validate(input);
        CHECK(call.status == GAVEL_INVALID_INPUT);
        CHECK_THAT(call.message, Catch::Contains(message));
    }
    CHECK(validate(sample).status == GAVEL_OK);
}

TEST_CASE("the checker: the words in order with YES or NO; only the form wrong is PE", "[boggle]") {
    const std::string answer = "ABC YES\nAC NO\n";
    CHECK(check("ABC YES\nAC NO\n", answer).status == GAVEL_OK);
    CHECK(check("ABC YES\nAC NO", answer).status == GAVEL_OK);
    const Call flipped = check("ABC YES\nAC YES\n", answer);
    CHECK(flipped.status == GAVEL_WRONG_ANSWER);
    CHECK(flipped.message == "line 2: AC: expected NO, found 'YES'");
    CHECK(check("ABC YES\nCA NO\n", answer).message == "line 2: expected the word 'AC', found 'CA'");
    CHECK(check("ABC YES\n", answer).message == "line 2: expected 'AC NO', found the end of the output");
    CHECK(check("ABC YES\nAC NO\nXYZ NO\n", answer).status == GAVEL_WRONG_ANSWER);
    CHECK(check("ABC Yes\nAC No\n", answer).status == GAVEL_PRESENTATION_ERROR);
    CHECK(check("ABC  YES\nAC\tNO\n", answer).status == GAVEL_PRESENTATION_ERROR);
    CHECK(check("ABC YES MAYBE\nAC NO\n", answer).status == GAVEL_WRONG_ANSWER);
    CHECK(check("", answer).status == GAVEL_WRONG_ANSWER);
    CHECK(check(std::string(200000, 'Z'), answer).status == GAVEL_WRONG_ANSWER);
    CHECK(check(std::string("\0\x01\xff", 3), answer).status == GAVEL_WRONG_ANSWER);
}

TEST_CASE("generated inputs are the same bytes every time, pinned by a digest", "[boggle]") {
    std::string all, again;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        all += generate(seed, {{"cases", "2"}, {"alphabet", "ABC"}});
        again += generate(seed, {{"cases", "2"}, {"alphabet", "ABC"}});
    }
    CHECK(all == again);
    CHECK(fnv1a(all) == 0xa6f74d561ea25df1ULL);
    CHECK(gavel::testing::generate(*gavel_problem_v1(), 1, {{"alphabet", "abc"}}).status == GAVEL_INVALID_INPUT);
}
