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

namespace {

using gavel::testing::Call;
using namespace gavel::testing::linked;  // solve, validate, check, generate, generated

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
        {{"cases", "5"}, {"alphabet", "ABCD"}, {"trap", "A"}, {"doubles", "70"}, {"planted", "20"}},
        {{"cases", "5"}, {"alphabet", "ABC"}, {"planted", "80"}, {"bounce", "50"}},
    };
    int compared = 0;
    for (const auto& params : settings)
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            const std::string input = generated(seed, params);
            REQUIRE(validate(input).status == GAVEL_OK);
            INFO(input);
            REQUIRE(solve(input).output == brute_force(input));
            ++compared;
        }
    CHECK(compared == 3200);
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
        {"1\n" + board + "1\nABC", "line 8, column 4: expected end of line, found end of input"},
        {"1\n" + board + "1\nABC\r\n", "line 8, column 4: expected end of line"},
        {"1\n URLPM\nXPRET\nGIAET\nXTNZY\nXOQRS\n1\nA\n", "line 2, column 1: expected a board row"},
        {"1\n" + board + "1\nA1C\n", "line 8: expected a word of 1 to 10 uppercase letters, found 'A1C'"},
        {"1\n" + board, "line 7, column 1: expected the number of words N (an integer in 1..10), found end of input"},
    };
    for (const auto& [input, message] : rejected) {
        INFO(input);
        const Call call = validate(input);
        CHECK(call.status == GAVEL_INVALID_INPUT);
        CHECK_THAT(call.message, Catch::Contains(message));
    }
    CHECK(validate(sample).status == GAVEL_OK);
}

TEST_CASE("the checker: the words in order with YES or NO, only the form wrong being PE", "[boggle]") {
    const std::string answer = "ABC YES\nAC NO\n";
    CHECK(check("ABC YES\nAC NO\n", answer).status == GAVEL_OK);
    CHECK(check("ABC YES\nAC NO", answer).status == GAVEL_OK);
    CHECK(check("ABC YES  \r\nAC NO\t\n\n\n", answer).status == GAVEL_OK);  // trailing whitespace is ignored

    const Call flipped = check("ABC YES\nAC YES\n", answer);
    CHECK(flipped.status == GAVEL_WRONG_ANSWER);
    CHECK(flipped.message == "line 2: AC: expected NO, found 'YES'");
    CHECK(check("ABC YES\nCA NO\n", answer).message == "line 2: expected the word 'AC', found 'CA'");
    CHECK(check("ABC YES\n", answer).message == "line 2: expected 'AC NO', found the end of the output");
    CHECK(check("ABC YES\nAC\n", answer).message == "line 2: AC: expected NO, found the end of the output");
    CHECK(check("ABC YES\nAC NO\nXYZ NO\n", answer).message == "line 3: expected the end of the output, found 'XYZ'");
    CHECK(check("ABCYES\nACNO\n", answer).message == "line 1: expected the word 'ABC', found 'ABCYES'");
    CHECK(check("YES\nNO\n", answer).message == "line 1: expected the word 'ABC', found 'YES'");
    CHECK(check("ABC YES MAYBE\nAC NO\n", answer).message == "line 1: expected the word 'AC', found 'MAYBE'");
    // A wrong answer in the wrong case is still a wrong answer.
    CHECK(check("abc yes\nac yes\n", answer).status == GAVEL_WRONG_ANSWER);

    // Right words and answers, wrong form: case, spacing, tabs, blank lines, lines joined.
    const Call mixed_case = check("ABC Yes\nAC No\n", answer);
    CHECK(mixed_case.status == GAVEL_PRESENTATION_ERROR);
    CHECK_THAT(mixed_case.message, Catch::Contains("line 1: the answers are right, but expected 'ABC YES', found 'ABC Yes'"));
    CHECK(check("abc yes\nac no\n", answer).status == GAVEL_PRESENTATION_ERROR);
    CHECK(check("ABC  YES\nAC\tNO\n", answer).status == GAVEL_PRESENTATION_ERROR);
    CHECK(check("ABC YES\n\nAC NO\n", answer).status == GAVEL_PRESENTATION_ERROR);
    CHECK(check("ABC YES AC NO\n", answer).status == GAVEL_PRESENTATION_ERROR);
    CHECK(check(" ABC YES\nAC NO\n", answer).status == GAVEL_PRESENTATION_ERROR);

    // Garbage: nothing, one huge token, control bytes, a long run of newlines.
    CHECK(check("", answer).message == "line 1: expected 'ABC YES', found the end of the output");
    const Call huge = check(std::string(200000, 'Z'), answer);
    CHECK(huge.status == GAVEL_WRONG_ANSWER);
    CHECK(huge.message == "line 1: expected the word 'ABC', found '" + std::string(40, 'Z') + "...' (200000 bytes)");
    const Call bytes = check(std::string("\0\x01\xff", 3), answer);
    CHECK(bytes.status == GAVEL_WRONG_ANSWER);
    CHECK(bytes.message == "line 1: expected the word 'ABC', found '\\x00\\x01\\xff'");
    CHECK(check(std::string(100000, '\n'), answer).message == "line 100001: expected 'ABC YES', found the end of the output");
}

TEST_CASE("the generator's traps and bounces do what they promise", "[boggle]") {
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        // trap=A, every word not planted doubled: the board's A's touch no other A, and every "AA..." is NO.
        const std::string trapped = generated(seed, {{"cases", "3"}, {"alphabet", "AB"}, {"trap", "A"}, {"doubles", "100"}, {"planted", "0"}});
        REQUIRE(validate(trapped).status == GAVEL_OK);
        std::istringstream in(trapped), answers(solve(trapped).output);
        int cases = 0;
        in >> cases;
        for (int c = 0; c < cases; ++c) {
            std::vector<std::string> board(5);
            for (auto& row : board) in >> row;
            int a_cells = 0;
            for (int r = 0; r < 5; ++r)
                for (int col = 0; col < 5; ++col) {
                    if (board[r][col] != 'A') continue;
                    ++a_cells;
                    for (int dr = -1; dr <= 1; ++dr)
                        for (int dc = -1; dc <= 1; ++dc) {
                            const int nr = r + dr, nc = col + dc;
                            if ((dr || dc) && nr >= 0 && nr < 5 && nc >= 0 && nc < 5) CHECK(board[nr][nc] != 'A');
                        }
                }
            CHECK(a_cells >= 1);
            int words = 0;
            in >> words;
            for (int w = 0; w < words; ++w) {
                std::string word, echoed, verdict;
                in >> word;
                answers >> echoed >> verdict;
                CHECK(word.size() >= 2);
                CHECK(word == std::string(word.size(), 'A'));
                CHECK(verdict == "NO");
            }
        }
        // bounce=100: every planted walk goes back and forth between two cells, and is on the board.
        const std::string bounced = generated(seed, {{"alphabet", "ABCDEFGHIJ"}, {"planted", "100"}, {"bounce", "100"}, {"min_length", "3"}});
        std::istringstream walks(bounced);
        std::string token;
        for (int skip = 0; skip < 7; ++skip) walks >> token;
        for (std::string word; walks >> word;)
            for (std::size_t i = 2; i < word.size(); ++i) CHECK(word[i] == word[i - 2]);
        CHECK(solve(bounced).output.find(" NO") == std::string::npos);
    }
    CHECK(generate(1, {{"alphabet", "A"}, {"trap", "A"}}).status == GAVEL_INVALID_INPUT);
    CHECK(generate(1, {{"trap", "AB"}}).status == GAVEL_INVALID_INPUT);
}

TEST_CASE("generated inputs are the same bytes every time, pinned by a digest", "[boggle]") {
    std::string all, again;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        all += generated(seed, {{"cases", "2"}, {"alphabet", "ABC"}});
        again += generated(seed, {{"cases", "2"}, {"alphabet", "ABC"}});
    }
    CHECK(all == again);
    CHECK(fnv1a(all) == 0xa6f74d561ea25df1ULL);
    // The digest pins the bytes; these say the bytes are right: each input is valid, has the 2 cases asked for,
    // boards only of the alphabet asked for, and the reference agrees with the brute force on it.
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        const std::string input = generated(seed, {{"cases", "2"}, {"alphabet", "ABC"}});
        INFO("seed " << seed << ":\n" << input);
        CHECK(validate(input).status == GAVEL_OK);
        std::istringstream in(input);
        int cases = 0;
        in >> cases;
        CHECK(cases == 2);
        for (int c = 0; c < cases; ++c) {
            for (int row = 0; row < 5; ++row) {
                std::string letters;
                in >> letters;
                CHECK(letters.size() == 5);
                CHECK(letters.find_first_not_of("ABC") == std::string::npos);
            }
            int words = 0;
            in >> words;
            for (std::string word; words-- > 0;) in >> word;
        }
        CHECK(solve(input).output == brute_force(input));
    }
    CHECK(generate(1, {{"alphabet", "abc"}}).status == GAVEL_INVALID_INPUT);
}
