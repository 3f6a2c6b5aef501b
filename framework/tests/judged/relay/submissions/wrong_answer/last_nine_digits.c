/* relay, wrong answer: trusts the bound a < 10^9 of the first pass on every pass and keeps only a's last nine
   digits, so it is wrong from the pass on which a reaches 10^9 (pass 2 of the large cases). */
#include <stdio.h>

int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 0;
    printf("%lld\n", a % 1000000000 + b);
    return 0;
}
