#include <stdio.h>
int main(void) {
    int a, b;
    scanf("%d %d", &a, &b)   /* the semicolon is missing: this does not compile */
    printf("%d\n", a + b);
    return 0;
}
