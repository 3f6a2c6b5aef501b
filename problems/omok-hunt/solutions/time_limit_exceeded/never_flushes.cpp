// Asks its first question and waits for the reply, but never flushes: the question stays in its own buffer, so
// both sides wait until the time limit.
#include <cstdio>

int main() {
    std::printf("? 1 1\n");
    int stone = 0;
    if (std::scanf("%d", &stone) != 1) return 0;
    std::printf("! 1 1 1\n");
    return 0;
}
