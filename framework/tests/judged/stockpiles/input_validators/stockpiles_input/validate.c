/* Input validator of stockpiles: the input on standard input must be exactly
 *   n<newline> then n lines x_i<space>w_i<newline>
 * with 1 <= n <= 1000, 0 <= x_i <= 10^6, 1 <= w_i <= 10^6, integers written without sign or leading zeros.
 * With the argument `subtask1`: also n <= 10, x_i <= 100 and w_i = 1.
 * Exit 42 when valid; 43, saying why on standard output, when not. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long line = 1;

static void refuse(const char *why, long value) {
    printf("invalid input, line %ld: %s (%ld)\n", line, why, value);
    exit(43);
}

/* A non-negative integer in [low, high], then the byte `after`. */
static long number(long low, long high, int after, const char *what) {
    int c = getchar();
    if (c < '0' || c > '9') refuse(what, c == EOF ? -1L : (long)c);
    long value = c - '0';
    int first = c, digits = 1;
    while ((c = getchar()) >= '0' && c <= '9') {
        if (++digits > 7) refuse("a number with too many digits", value);
        value = value * 10 + (c - '0');
    }
    if (first == '0' && digits > 1) refuse("a leading zero", value);
    if (value < low || value > high) {
        printf("invalid input, line %ld: %s = %ld is outside [%ld, %ld]\n", line, what, value, low, high);
        exit(43);
    }
    if (c != after) refuse(after == '\n' ? "expected a newline" : "expected a single space", c == EOF ? -1L : (long)c);
    if (after == '\n') ++line;
    return value;
}

int main(int argc, char **argv) {
    int subtask1 = 0;
    for (int i = 1; i < argc; ++i) {
        if (strcmp(argv[i], "subtask1") == 0) subtask1 = 1;
        else {
            printf("unknown argument %s\n", argv[i]);
            return 2;
        }
    }
    long n = number(1, subtask1 ? 10 : 1000, '\n', "n");
    for (long i = 0; i < n; ++i) {
        number(0, subtask1 ? 100 : 1000000, ' ', "x_i");
        number(1, subtask1 ? 1 : 1000000, '\n', "w_i");
    }
    if (getchar() != EOF) refuse("extra data after the last stockpile", n);
    return 42;
}
