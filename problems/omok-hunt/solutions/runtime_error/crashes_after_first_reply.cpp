// Asks one question, reads the reply, then aborts (SIGABRT) while the judge waits for its next question.
#include <cstdio>
#include <cstdlib>

int main() {
    std::printf("? 10 10\n");
    std::fflush(stdout);
    int stone = 0;
    if (std::scanf("%d", &stone) != 1) return 0;
    std::abort();
}
